import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShippingHint } from '@yaocai/ui';
import { expect, within } from 'storybook/test';
import { frame } from '../../test/decorators';

const meta = {
  title: '购物车/ShippingHint',
  component: ShippingHint,
  args: {
    fee: '10.00',
    reason: 'charged',
    hint: '再买¥120.00即可免运费（运费¥10.00）',
    freeFrom: '800.00',
  },
  decorators: [frame()],
} satisfies Meta<typeof ShippingHint>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Charged: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('再买¥120.00即可免运费');
  },
};

export const FreeByThreshold: Story = { args: { fee: '0.00', reason: 'threshold', hint: '已免运费' } };

export const FreeSingleItem: Story = { args: { fee: '0.00', reason: 'single_item', hint: '已免运费' } };

export const FreeZone: Story = { args: { fee: '0.00', reason: 'zone', hint: '已免运费' } };

export const NothingSelected: Story = { args: { fee: '0.00', reason: 'empty', hint: '' } };
