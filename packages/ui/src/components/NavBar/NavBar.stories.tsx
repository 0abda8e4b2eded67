import type { Meta, StoryObj } from '@storybook/react-vite';
import { NavBar } from '@yaocai/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleNavItems } from '../../test/catalog';
import { frame } from '../../test/decorators';

const meta = {
  title: '首页/NavBar',
  component: NavBar,
  args: { items: sampleNavItems, onMessage: fn(), activeHref: '/' },
  decorators: [frame({ padding: 16, height: 240 })],
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {};

export const ActiveZone: Story = { args: { activeHref: '/zyyp' } };

export const SubItemsOnHover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('link', { name: '活动专区' }));
    await expect(canvas.getByRole('link', { name: '每日特价' })).toBeVisible();
  },
};

export const SubItemMessage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('link', { name: '活动专区' }));
    await userEvent.click(canvas.getByRole('button', { name: '全场94折' }));
    await expect(args.onMessage).toHaveBeenCalledWith('活动未开始');
  },
};

export const ActivityNotStarted: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '抽奖' }));
    await expect(args.onMessage).toHaveBeenCalledWith('活动未开始');
  },
};

export const ComingSoonMessage: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '积分商城' }));
    await expect(args.onMessage).toHaveBeenCalledWith('敬请期待');
  },
};

export const KeyboardSubItems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('link', { name: '器械专区' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '活动专区' })).toHaveFocus();
    await expect(canvas.getByRole('list', { name: '活动专区' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('list', { name: '活动专区' })).not.toBeInTheDocument();
  },
};

/**
 * A 412px phone: the items keep one line (the row scrolls sideways) instead of wrapping their text, so the bar
 * is as tall as before its items arrived and the page below does not move.
 */
export const OnAPhone: Story = {
  render: (args) => (
    <div style={{ width: 240, overflowX: 'auto' }}>
      <NavBar {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('navigation', { name: '主导航' }).getBoundingClientRect().height;
    // One line (34px here) fits the site's 40px nav row; wrapped a character a line, the bar was 88px.
    await expect(bar).toBeLessThanOrEqual(40);
  },
};
