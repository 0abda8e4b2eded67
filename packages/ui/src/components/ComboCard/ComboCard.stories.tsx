import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComboCard } from '@yaocai/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { coldCareCombo } from '../../test/cart';
import { frame } from '../../test/decorators';

const meta = {
  title: '购物车/ComboCard',
  component: ComboCard,
  args: { ...coldCareCombo, onAdd: fn() },
  decorators: [frame({ padding: 16, maxWidth: 560 })],
} satisfies Meta<typeof ComboCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnSale: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '增加感冒护理组合装购买套数' }));
    await userEvent.click(canvas.getByRole('button', { name: '加入购物车' }));
    await expect(args.onAdd).toHaveBeenCalledWith(2);
  },
};

export const Adding: Story = { args: { adding: true } };

export const SoldOut: Story = { args: { stock: 0 } };

export const NoSaving: Story = { args: { originalPrice: '45.00' } };

export const LoginToSeePrices: Story = {
  args: { price: null, originalPrice: null, loginAction: <a href="/login">立即登录</a> },
};

export const LongNames: Story = {
  args: {
    name: '秋冬季呼吸道感染家庭常备组合（连花清瘟胶囊+布洛芬缓释胶囊+复方甘草片）药房推荐套装',
    parts: [
      ...coldCareCombo.parts,
      { name: '复方甘草片（薄膜衣）止咳祛痰 医院同规格 大包装', spec: '100片/瓶', units: 3, unit: '瓶' },
    ],
  },
};
