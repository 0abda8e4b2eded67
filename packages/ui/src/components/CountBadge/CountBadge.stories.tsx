import type { Meta, StoryObj } from '@storybook/react-vite';
import { CountBadge } from '@yaocai/ui';
import { frame } from '../../test/decorators';

const meta = {
  title: '通用/CountBadge',
  component: CountBadge,
  args: { count: 3, label: '购物车中有 3 种商品' },
  decorators: [frame()],
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {};

export const Capped: Story = { args: { count: 128, label: '未读消息 128 条' } };

export const Zero: Story = { args: { count: 0, label: '购物车为空' } };
