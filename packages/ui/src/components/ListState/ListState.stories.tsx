import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListState } from '@yaocai/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../../test/decorators';

const meta = {
  title: '通用/ListState',
  component: ListState,
  args: { status: 'loading' },
  decorators: [frame()],
} satisfies Meta<typeof ListState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

export const Empty: Story = { args: { status: 'empty', emptyText: '没有找到“阿莫西林胶囊”相关的商品' } };

export const ErrorWithRetry: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ServerMessage: Story = { args: { status: 'error', errorText: '商品不存在或已下架' } };
