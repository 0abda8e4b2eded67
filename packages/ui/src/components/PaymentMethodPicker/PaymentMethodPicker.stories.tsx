import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentMethodPicker } from '@yaocai/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../../test/decorators';
import { paymentMethods } from '../../test/orders';

const meta = {
  title: '订单/PaymentMethodPicker',
  component: PaymentMethodPicker,
  args: { methods: paymentMethods, onValueChange: fn() },
  decorators: [frame({ padding: 16, maxWidth: 560 })],
} satisfies Meta<typeof PaymentMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The balance is short: the buyer picks credit, then moves to transfer with the keyboard. */
export const BalanceShort: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '账期支付' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '对公转账' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('transfer');
  },
};

export const AllAvailable: Story = {
  args: {
    defaultValue: 'balance',
    methods: [
      { id: 'balance', label: '余额支付', detail: '可用余额 ¥18600.00' },
      { id: 'credit', label: '账期支付', detail: '可用额度 ¥50000.00，每月10日出账' },
      { id: 'transfer', label: '对公转账', detail: '转账后由平台确认到账' },
    ],
  },
};

export const CreditOverdue: Story = {
  args: {
    methods: [
      paymentMethods[0] as (typeof paymentMethods)[number],
      {
        id: 'credit',
        label: '账期支付',
        detail: '可用额度 ¥0.00',
        disabled: true,
        disabledReason: '账期已逾期，请先还款',
      },
      paymentMethods[2] as (typeof paymentMethods)[number],
    ],
  },
};

/** 支付宝 and 微信支付 where the server has their keys; an ephedrine-containing order cannot use them. */
export const OnlineMethods: Story = {
  args: {
    methods: [
      {
        id: 'balance',
        label: '余额支付',
        detail: '可用余额 ¥100.00',
        disabled: true,
        disabledReason: '余额不足',
      },
      { id: 'transfer', label: '对公转账', detail: '转账后由平台确认到账' },
      { id: 'alipay', label: '支付宝', detail: '跳转支付宝页面付款，付款后自动确认' },
      { id: 'wechat', label: '微信支付', detail: '微信扫码付款，付款后自动确认' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /微信支付/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('wechat');
  },
};

export const NoMethods: Story = { args: { methods: [] } };
