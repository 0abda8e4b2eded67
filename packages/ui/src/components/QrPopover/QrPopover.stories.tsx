import type { Meta, StoryObj } from '@storybook/react-vite';
import { QrPopover } from '@yaocai/ui';
import { expect, screen, userEvent, within } from 'storybook/test';
import { frame } from '../../test/decorators';
import { sampleQr } from '../../test/fixtures';

const meta = {
  title: '通用/QrPopover',
  component: QrPopover,
  args: { children: '手机APP', src: sampleQr, alt: '药采APP下载二维码', caption: '扫码下载药采APP' },
  decorators: [frame({ padding: 24, height: 220 })],
} satisfies Meta<typeof QrPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpensOnHover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: '手机APP' }));
    await expect(await screen.findByRole('img', { name: '药采APP下载二维码' })).toBeVisible();
  },
};

export const OpensOnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: '手机APP' })).toHaveFocus();
    await expect(await screen.findByText('扫码下载药采APP')).toBeVisible();
  },
};

export const WeChat: Story = {
  args: { children: '微信', alt: '药采官方微信二维码', caption: '关注药采公众号', defaultOpen: true },
};
