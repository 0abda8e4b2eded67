import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServerClock } from '@yaocai/ui';
import { expect, waitFor, within } from 'storybook/test';
import { frame } from '../../test/decorators';

/** 2024-06-10 14:13:20 Beijing time, as the API sends it (10 digits, seconds). */
const serverTime = 1_718_000_000;

const meta = {
  title: '活动/ServerClock',
  component: ServerClock,
  args: { serverTime },
  decorators: [frame()],
} satisfies Meta<typeof ServerClock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ticking: Story = {
  play: async ({ canvasElement }) => {
    const clock = within(canvasElement).getByRole('timer', { name: '北京时间' });
    await expect(clock).toHaveTextContent('14:13:20');
    await waitFor(() => expect(clock).toHaveTextContent('14:13:21'), { timeout: 2500 });
  },
};

export const MillisecondTimestamp: Story = { args: { serverTime: serverTime * 1000 } };
