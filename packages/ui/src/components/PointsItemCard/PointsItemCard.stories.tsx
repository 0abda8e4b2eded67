import type { Meta, StoryObj } from '@storybook/react-vite';
import { PointsItemCard } from '@yaocai/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../../test/decorators';

const meta = {
  title: '积分/PointsItemCard',
  component: PointsItemCard,
  args: {
    kind: 'goods',
    name: '电子体温计',
    description: '软头电子体温计，约60秒测量，附纽扣电池。',
    points: 800,
    stock: 20,
    perBuyerLimit: 1,
    exchanged: 0,
    onExchange: fn(),
  },
  decorators: [frame({ padding: 16, maxWidth: 260 })],
} satisfies Meta<typeof PointsItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buyer picks a quantity and asks to exchange. */
export const Goods: Story = {
  args: { name: '医用外科口罩 50只/盒', points: 200, stock: 100, perBuyerLimit: 5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '增加医用外科口罩 50只/盒 兑换数量' }));
    await userEvent.click(canvas.getByRole('button', { name: '立即兑换' }));
    await expect(args.onExchange).toHaveBeenCalledWith(2);
  },
};

export const Coupon: Story = {
  args: {
    kind: 'coupon',
    name: '无门槛10元优惠券',
    description: '兑换后立即放入“我的优惠券”，180天内有效。',
    points: 300,
    stock: 500,
    perBuyerLimit: 5,
    exchanged: 2,
  },
};

export const SoldOut: Story = { args: { stock: 0 } };

export const LimitReached: Story = { args: { exchanged: 1 } };

export const TooFewPoints: Story = { args: { unavailableReason: '积分不足' } };

export const SignedOut: Story = { args: { unavailableReason: '登录后兑换' } };

export const Pending: Story = { args: { pending: true } };
