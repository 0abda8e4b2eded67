import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, OrderCard } from '@yaocai/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../../test/decorators';
import { orderLines, placedAt } from '../../test/orders';

const meta = {
  title: '订单/OrderCard',
  component: OrderCard,
  args: {
    orderSn: 'YC202611230001',
    createdAt: placedAt,
    status: 'unpaid',
    lines: orderLines,
    payable: '2928.00',
  },
  decorators: [frame({ padding: 16, maxWidth: 960 })],
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const pay = fn();

/** 待付款: the buyer can pay or cancel. */
export const Unpaid: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary">取消订单</Button>
        <Button onClick={pay}>去支付</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    pay.mockClear();
    const card = within(canvasElement).getByRole('article', { name: '订单号：YC202611230001' });
    await expect(card).toHaveTextContent('等 1 种商品未展示');
    await userEvent.click(within(card).getByRole('button', { name: '去支付' }));
    await expect(pay).toHaveBeenCalledOnce();
  },
};

export const Shipped: Story = {
  args: {
    status: 'shipped',
    actions: (
      <>
        <a href="/order/info/1">查看详情</a>
        <Button>确认收货</Button>
      </>
    ),
  },
};

export const Completed: Story = {
  args: { status: 'completed', actions: <Button variant="secondary">再次购买</Button> },
};

export const CancelledOneLine: Story = {
  args: { status: 'cancelled', lines: orderLines.slice(0, 1), payable: '850.00' },
};

/** The list sends only the first lines; the count comes from the server. */
export const ManyLines: Story = { args: { status: 'paid', lineCount: 28, payable: '128640.50' } };
