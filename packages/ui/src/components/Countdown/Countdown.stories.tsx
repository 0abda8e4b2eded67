import type { Meta, StoryObj } from '@storybook/react-vite';
import { Countdown } from '@yaocai/ui';
import { expect, fn, waitFor, within } from 'storybook/test';
import { frame } from '../../test/decorators';

/** A fixed server timestamp (seconds, as the API sends it); the stories tick on from it in real time. */
const serverTime = 1_718_000_000;

const meta = {
  title: '活动/Countdown',
  component: Countdown,
  args: {
    serverTime,
    end: serverTime + 2 * 86_400 + 3 * 3600 + 4 * 60 + 5,
    label: '秒杀倒计时',
    onEnd: fn(),
  },
  decorators: [frame()],
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer', { name: '秒杀倒计时' });
    await expect(timer).toHaveTextContent('距结束2天03时04分05秒');
    await waitFor(() => expect(timer).toHaveTextContent('距结束2天03时04分04秒'), { timeout: 2500 });
  },
};

export const UnderADay: Story = { args: { end: serverTime + 5 * 3600 + 30 * 60 } };

export const NotStarted: Story = {
  args: { start: serverTime + 3600, end: serverTime + 3 * 3600 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('距开始01时00分00秒');
  },
};

export const RunsOut: Story = {
  args: { end: serverTime + 2 },
  play: async ({ args, canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await waitFor(() => expect(timer).toHaveTextContent('已结束'), { timeout: 4000 });
    // onEnd runs in an effect, just after the DOM shows 已结束.
    await waitFor(() => expect(args.onEnd).toHaveBeenCalledOnce());
  },
};

export const Ended: Story = {
  args: { end: serverTime - 60 },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('已结束');
    await expect(args.onEnd).toHaveBeenCalledOnce();
  },
};
