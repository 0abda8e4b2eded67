import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { CartLine } from '@yaocai/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { comboLine, ladderLine, negotiatedLongLine, soldOutLine, spikeLine } from '../../test/cart';
import { frame } from '../../test/decorators';
import { CartHead } from '../CartTable/CartHead';
import { Table } from '../CartTable/CartTable.styles';

/** A line is a <tbody>: shown in the cart table's frame with its headers. */
const inCartTable: Decorator = (Story) => (
  <Table>
    <CartHead selectAll="选择" />
    <Story />
  </Table>
);

const meta = {
  title: '购物车/CartLine',
  component: CartLine,
  args: { line: ladderLine, onSelect: fn(), onQuantityChange: fn(), onDelete: fn() },
  decorators: [inCartTable, frame({ padding: 16, maxWidth: 1200 })],
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LadderPrice: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '增加阿莫西林胶囊采购数量' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(501, 50);
  },
};

export const FlashSaleWithGift: Story = { args: { line: spikeLine } };

export const PromotionNotRunning: Story = {
  args: {
    line: {
      ...spikeLine,
      promotion: { kind: 'everyday', price: '19.90', units: 0, running: false },
      gifts: [],
    },
  },
};

export const Negotiated: Story = { args: { line: negotiatedLongLine } };

export const Combination: Story = { args: { line: comboLine } };

export const SoldOut: Story = { args: { line: soldOutLine } };

export const NotBuyable: Story = {
  args: {
    line: { ...ladderLine, selected: false, unavailableReason: '该商品为控销商品，请先申请控销授权', max: 0 },
  },
};

export const FreeShippingReached: Story = {
  args: { line: { ...spikeLine, freeShippingMissing: 0, gifts: [] } },
};

export const Saving: Story = { args: { busy: true } };

export const DeleteConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '删除 阿莫西林胶囊' }));
    const dialog = within(document.body).getByRole('alertdialog', { name: '确定删除该商品吗？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith([501]);
  },
};
