import type { Meta, StoryObj } from '@storybook/react-vite';
import { FavouriteButton } from '@yaocai/ui';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../../test/decorators';

const meta = {
  title: '商品/FavouriteButton',
  component: FavouriteButton,
  args: { favourited: false, onToggle: fn() },
  decorators: [frame()],
} satisfies Meta<typeof FavouriteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFavourited: Story = {};

export const Favourited: Story = { args: { favourited: true } };

export const Pending: Story = {
  args: { favourited: true, pending: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '收藏' }));
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/** Toggled through app state, as after POST /api/favorite and /api/favorite/cancel succeed. */
export const Toggle: Story = {
  render: function Render(args) {
    const [favourited, setFavourited] = useState(args.favourited);
    return (
      <FavouriteButton
        {...args}
        favourited={favourited}
        onToggle={() => {
          setFavourited(!favourited);
          args.onToggle();
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '收藏' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveTextContent('已收藏');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onToggle).toHaveBeenCalledTimes(2);
  },
};
