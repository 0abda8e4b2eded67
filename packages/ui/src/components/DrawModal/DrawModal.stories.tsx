import type { Meta, StoryObj } from '@storybook/react-vite';
import { DrawModal, type DrawOutcome } from '@yaocai/ui';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { drawActivity, nothingWon, wonGift } from '../../test/draw';
import { installStoryClock } from '../../test/storyClock';

const WON_TEXT = '恭喜您抽中欧姆龙电子血压计（客服将在3个工作日内联系您安排发货）';

const meta = {
  title: '活动/DrawModal',
  component: DrawModal,
  args: {
    open: true,
    activity: drawActivity,
    chances: 1,
    onDraw: fn(() => Promise.resolve<DrawOutcome>(wonGift)),
    onClosed: fn(),
  },
} satisfies Meta<typeof DrawModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: drawActivity.name });

/** Clicks 抽奖 and moves the story's clock to just before, then to, the 2000 ms reveal. */
async function drawAndWait(expected: string) {
  const clock = installStoryClock();
  try {
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('button', { name: '抽奖' }));
    const status = within(modal).getByRole('status');
    await clock.tickAsync(1900);
    await expect(status).toHaveTextContent('正在抽奖，请稍候…');
    await clock.tickAsync(100);
    await expect(status).toHaveTextContent(expected);
  } finally {
    clock.uninstall();
  }
}

export const Ready: Story = {
  play: async () => {
    await expect(within(await dialog()).getByRole('button', { name: '抽奖' })).toHaveFocus();
  },
};

export const Drawing: Story = {
  args: { onDraw: fn(() => new Promise<DrawOutcome>(() => {})) },
  play: async () => {
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('button', { name: '抽奖' }));
    await expect(within(modal).getByRole('status')).toHaveTextContent('正在抽奖，请稍候…');
    await expect(within(modal).getByRole('button', { name: '抽奖中…' })).toBeDisabled();
  },
};

export const Won: Story = {
  play: async () => {
    await drawAndWait(WON_TEXT);
    await expect(within(await dialog()).getByRole('listitem', { current: true })).toHaveTextContent('血压计');
  },
};

export const NothingWon: Story = {
  args: { onDraw: fn(() => Promise.resolve(nothingWon)) },
  play: async () => {
    await drawAndWait('很遗憾，本次未中奖，谢谢参与（明天再来试试手气）');
  },
};

export const Failed: Story = {
  args: { onDraw: fn(() => Promise.reject(new Error('今日抽奖机会已用完'))) },
  play: async () => {
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('button', { name: '抽奖' }));
    await expect(await within(modal).findByText('今日抽奖机会已用完')).toBeVisible();
    await expect(within(modal).getByRole('button', { name: '重新抽奖' })).toBeEnabled();
  },
};

export const ConfirmClose: Story = {
  play: async ({ args }) => {
    const clock = installStoryClock();
    try {
      const modal = await dialog();
      await userEvent.click(within(modal).getByRole('button', { name: '抽奖' }));
      await userEvent.click(within(modal).getByRole('button', { name: '关闭' }));
      const confirm = await screen.findByRole('alertdialog', { name: '温馨提示' });
      await expect(confirm).toHaveTextContent('抽奖进行中，关闭后若未显示结果，请到个人中心查看抽奖结果');
      await userEvent.click(within(confirm).getByRole('button', { name: '取消' }));
      await clock.tickAsync(2000);
      await expect(within(modal).getByRole('status')).toHaveTextContent(WON_TEXT);
      await userEvent.click(within(modal).getByRole('button', { name: '关闭' }));
      // The story clock creeps on with real time, so the checks keep a margin around the 1000 ms.
      await clock.tickAsync(900);
      await expect(args.onClosed).not.toHaveBeenCalled();
      await clock.tickAsync(100);
      await expect(args.onClosed).toHaveBeenCalledOnce();
    } finally {
      clock.uninstall();
    }
  },
};
