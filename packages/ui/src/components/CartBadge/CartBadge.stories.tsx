import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartBadge } from '@yaocai/ui';
import { frame } from '../../test/decorators';

const meta = {
  title: '购物车/CartBadge',
  component: CartBadge,
  args: { count: 8 },
  decorators: [frame()],
} satisfies Meta<typeof CartBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FewItems: Story = {};

export const Exactly99: Story = { args: { count: 99 } };

export const Over99: Story = { args: { count: 156 } };

export const Empty: Story = { args: { count: 0 } };
