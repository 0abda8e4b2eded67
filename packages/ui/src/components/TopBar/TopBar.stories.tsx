import type { Meta, StoryObj } from '@storybook/react-vite';
import { TopBar } from '@yaocai/ui';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { frame } from '../../test/decorators';
import { sampleQr, signedInUser } from '../../test/fixtures';

const meta = {
  title: '页头/TopBar',
  component: TopBar,
  args: { user: null, appQrSrc: sampleQr, onLogout: fn() },
  decorators: [frame({ minHeight: 220 })],
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};

export const SignedIn: Story = {
  args: { user: signedInUser },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '安全退出' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const AppQrOnHover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: '手机APP' }));
    await expect(await screen.findByRole('img', { name: '药采APP下载二维码' })).toBeVisible();
  },
};

/** Every link and button of the 12px strip is a touch target of at least 24×24px (WCAG 2.5.8, axe target-size). */
export const TouchTargets: Story = {
  parameters: { a11y: { config: { rules: [{ id: 'target-size', enabled: true }] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const target of [...canvas.getAllByRole('link'), ...canvas.getAllByRole('button')]) {
      await expect(target.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
      await expect(target.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
    }
  },
};
