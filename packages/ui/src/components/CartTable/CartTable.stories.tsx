import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, CartTable } from '@yaocai/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cartLines, ladderLine, negotiatedLongLine, spikeLine } from '../../test/cart';
import { frame } from '../../test/decorators';

const meta = {
  title: '购物车/CartTable',
  component: CartTable,
  args: { lines: cartLines, onSelect: fn(), onQuantityChange: fn(), onDelete: fn(), onRetry: fn() },
  decorators: [frame({ padding: 16, maxWidth: 1200 })],
} satisfies Meta<typeof CartTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SomeSelected: Story = {
  play: async ({ args, canvasElement }) => {
    const all = within(canvasElement).getByRole('checkbox', { name: '全选' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(args.onSelect).toHaveBeenCalledWith([501, 502, 504], true);
  },
};

export const AllSelected: Story = { args: { lines: [ladderLine, { ...spikeLine, selected: true }] } };

export const NoneSelected: Story = { args: { lines: [{ ...ladderLine, selected: false }, spikeLine] } };

export const WithCopyToStores: Story = {
  args: {
    batchActions: (
      <Button variant="secondary" size="sm">
        复制到其他门店
      </Button>
    ),
  },
};

export const LongNames: Story = { args: { lines: [negotiatedLongLine, ladderLine] } };

export const SavingALine: Story = { args: { busyIds: [501] } };

export const BatchDelete: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '删除选中商品' }));
    const dialog = within(document.body).getByRole('alertdialog', { name: '确定删除选中的 2 种商品吗？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith([501, 504]);
  },
};

export const Loading: Story = { args: { status: 'loading', lines: [] } };

export const Empty: Story = { args: { lines: [], emptyAction: <a href="/">去逛逛</a> } };

export const LoadFailed: Story = { args: { status: 'error', lines: [], errorText: '网络异常，请稍后重试' } };
