import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoryMenu } from '@yaocai/ui';
import { expect, userEvent, within } from 'storybook/test';
import { sampleCategories } from '../../test/catalog';
import { frame } from '../../test/decorators';

const meta = {
  title: '首页/CategoryMenu',
  component: CategoryMenu,
  args: { categories: sampleCategories, hrefFor: (category) => `/list?category_id=${category.id}` },
  decorators: [frame({ padding: 16, height: 420 })],
} satisfies Meta<typeof CategoryMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpensOnHover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('link', { name: '感冒用药' }));
    const flyout = canvas.getByRole('list', { name: '感冒用药子分类' });
    await expect(within(flyout).getByRole('link', { name: '连花清瘟' })).toBeVisible();
  },
};

export const KeyboardFocusAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '青霉素类' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('list', { name: '抗感染药子分类' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '抗感染药' })).toHaveFocus();
  },
};

export const CustomTitle: Story = { args: { title: '自营分类' } };
