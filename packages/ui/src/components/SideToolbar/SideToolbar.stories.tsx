import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatYuan } from '@yaocai/domain/print';
import { SideToolbar } from '@yaocai/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../../test/decorators';
import { sampleCartPanel, sampleQr } from '../../test/fixtures';

const meta = {
  title: '工具栏/SideToolbar',
  component: SideToolbar,
  args: {
    unreadMessages: 3,
    qq1: '800012345',
    qq2: '800067890',
    wechatQrSrc: sampleQr,
    onExpandedChange: fn(),
    onActivePanelChange: fn(),
    onBackToTop: fn(),
  },
  decorators: [frame({ height: 560 })],
} satisfies Meta<typeof SideToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};

export const ToggleWeChat: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const wechat = canvas.getByRole('button', { name: /微信/ });
    await userEvent.click(wechat);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('region', { name: '微信' })).toBeVisible();
    await userEvent.click(wechat);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const QqContacts: Story = {
  args: { defaultExpanded: true, defaultActivePanel: 'chat', isCanChat: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'QQ客服1' })).toBeVisible();
  },
};

export const EmbeddedChat: Story = {
  args: {
    defaultExpanded: true,
    defaultActivePanel: 'chat',
    isCanChat: true,
    chatUrl: 'about:blank',
  },
};

export const CartDrawerSlot: Story = {
  args: {
    defaultExpanded: true,
    cartCount: sampleCartPanel.length,
    cartPanel: (
      <ul style={{ margin: 0, paddingLeft: 16 }}>
        {sampleCartPanel.map((line) => (
          <li key={line.name}>
            {line.name}（{line.maker}）{formatYuan(line.price)} × {line.number}
          </li>
        ))}
      </ul>
    ),
  },
};

export const BackToTop: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /返回顶部/ }));
    await expect(args.onBackToTop).toHaveBeenCalledOnce();
  },
};
