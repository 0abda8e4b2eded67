import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartButton } from '@yaocai/ui';
import { frame } from '../../test/decorators';

const meta = {
  title: '页头/CartButton',
  component: CartButton,
  args: { count: 6 },
  decorators: [frame()],
} satisfies Meta<typeof CartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {};

export const Empty: Story = { args: { count: 0 } };

export const Over99: Story = { args: { count: 128 } };
