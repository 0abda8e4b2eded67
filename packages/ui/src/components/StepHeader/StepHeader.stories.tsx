import type { Meta, StoryObj } from '@storybook/react-vite';
import { StepHeader } from '@yaocai/ui';
import { expect, within } from 'storybook/test';
import { frame } from '../../test/decorators';

const meta = {
  title: '购物车/StepHeader',
  component: StepHeader,
  args: { current: 1 },
  decorators: [frame({ padding: 16, maxWidth: 1200 })],
} satisfies Meta<typeof StepHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cart: Story = {
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByRole('listitem', { current: 'step' });
    await expect(current).toHaveTextContent('我的购物车');
  },
};

export const CheckOrder: Story = { args: { current: 2 } };

export const Pay: Story = { args: { current: 3 } };

export const Done: Story = { args: { current: 4 } };

export const LongStepNames: Story = {
  args: {
    current: 2,
    steps: ['我的购物车（含组合购与秒杀商品）', '确认订单信息与收货地址', '选择支付方式并付款', '支付完成'],
  },
  decorators: [frame({ padding: 16, maxWidth: 600 })],
};
