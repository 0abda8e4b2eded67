import type { Meta, StoryObj } from '@storybook/react-vite';
import { ManjianProgress } from '@yaocai/ui';
import { expect, within } from 'storybook/test';
import { manjianAllReached, manjianFirstReached, manjianUnreached } from '../../test/cart';
import { frame } from '../../test/decorators';

const meta = {
  title: '购物车/ManjianProgress',
  component: ManjianProgress,
  args: { activities: [manjianUnreached] },
  decorators: [frame({ padding: 16, maxWidth: 560 })],
} satisfies Meta<typeof ManjianProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoTierReached: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '再买¥120.00，可享满¥1000.00减¥50.00',
    );
  },
};

export const FirstTierReached: Story = { args: { activities: [manjianFirstReached] } };

export const EveryTierReached: Story = { args: { activities: [manjianAllReached] } };

export const SeveralActivities: Story = { args: { activities: [manjianFirstReached, manjianAllReached] } };

export const LongTitle: Story = {
  args: {
    activities: [
      {
        ...manjianUnreached,
        title:
          '石药集团欧意药业有限公司抗感染系列产品限时满减：满1000减50，满3000减200，满5000减400（仅限活动商品）',
      },
    ],
  },
};

export const NoActivities: Story = { args: { activities: [] } };
