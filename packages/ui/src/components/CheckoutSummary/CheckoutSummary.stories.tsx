import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, CheckoutSummary } from '@yaocai/ui';
import { expect, within } from 'storybook/test';
import { frame } from '../../test/decorators';

const meta = {
  title: '购物车/CheckoutSummary',
  component: CheckoutSummary,
  args: {
    goodsTotal: '1234.50',
    discount: '50.00',
    shipping: '0.00',
    total: '1184.50',
    selectedLines: 3,
    selectedUnits: 120,
  },
  // As the pages place it: a 300 px column beside the lines.
  decorators: [frame({ padding: 16, maxWidth: 332 })],
} satisfies Meta<typeof CheckoutSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The totals alone, no action. */
export const WithoutAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '结算信息' })).toHaveTextContent('应付总额¥1184.50');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Step 1: the app links on to step 2. */
export const WithAction: Story = {
  args: { action: <Button size="lg">去结算</Button> },
};

/** Step 2 (order confirmation): the coupon, one 应付总额 after every discount, then 提交订单. */
export const OrderConfirmation: Story = {
  args: { couponDiscount: '30.00', total: '1154.50', action: <Button size="lg">提交订单</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('region', { name: '结算信息' });
    await expect(summary).toHaveTextContent('优惠券抵扣-¥30.00');
    await expect(canvas.getAllByText('应付总额')).toHaveLength(1);
    // The amounts end on one vertical line.
    const ends = [...summary.querySelectorAll('dd')].map((dd) =>
      Math.round(dd.getBoundingClientRect().right),
    );
    await expect(new Set(ends).size).toBe(1);
  },
};

export const ShippingCharged: Story = {
  args: { goodsTotal: '680.00', discount: '0.00', shipping: '10.00', total: '690.00', selectedUnits: 40 },
};

export const NothingSelected: Story = {
  args: {
    goodsTotal: '0.00',
    discount: '0.00',
    shipping: '0.00',
    total: '0.00',
    selectedLines: 0,
    selectedUnits: 0,
    action: (
      <Button size="lg" disabled>
        去结算
      </Button>
    ),
  },
};

export const Repricing: Story = { args: { busy: true } };

export const LargeAmounts: Story = {
  args: {
    goodsTotal: '1286450.80',
    discount: '12000.00',
    shipping: '0.00',
    total: '1274450.80',
    selectedLines: 128,
    selectedUnits: 96400,
  },
};
