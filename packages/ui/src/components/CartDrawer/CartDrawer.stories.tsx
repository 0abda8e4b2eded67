import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartDrawer, SideToolbar } from '@yaocai/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { drawerLines } from '../../test/cart';
import { frame } from '../../test/decorators';

/** The drawer lives in the toolbar's cart panel, so every story shows it there, expanded to 310 px. */
const meta = {
  title: '购物车/CartDrawer',
  component: CartDrawer,
  args: { lines: drawerLines, total: '1149.40', onDelete: fn(), onRetry: fn() },
  decorators: [frame({ height: 640 })],
  render: (args) => (
    <SideToolbar
      defaultExpanded
      defaultActivePanel="cart"
      cartCount={args.lines.length}
      cartPanel={<CartDrawer {...args} />}
    />
  ),
} satisfies Meta<typeof CartDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLines: Story = {
  play: async ({ canvasElement }) => {
    const drawer = within(canvasElement).getByRole('region', { name: '购物车' });
    await expect(within(drawer).getByRole('link', { name: '去购物车结算' })).toHaveAttribute('href', '/cart');
    await expect(drawer).toHaveTextContent('共 5 种商品');
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '删除 阿莫西林胶囊' }));
    const dialog = within(document.body).getByRole('alertdialog', { name: '确定删除该商品吗？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith([501]);
  },
};

export const Deleting: Story = { args: { busyIds: [501] } };

export const OneLine: Story = { args: { lines: drawerLines.slice(0, 1), total: '460.00' } };

export const Loading: Story = { args: { status: 'loading', lines: [] } };

export const Empty: Story = { args: { lines: [], total: '0.00' } };

export const LoadFailed: Story = { args: { status: 'error', lines: [], errorText: '网络异常，请稍后重试' } };

/** Cart step 1: the app holds the toolbar collapsed, so pressing 购物车 does not open the drawer. */
export const ForcedClosedOnCartPage: Story = {
  args: {},
  render: (args) => (
    <SideToolbar
      expanded={false}
      onExpandedChange={fn()}
      cartCount={args.lines.length}
      cartPanel={<CartDrawer {...args} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /购物车/ }));
    await expect(canvas.queryByRole('region', { name: '购物车' })).not.toBeInTheDocument();
  },
};
