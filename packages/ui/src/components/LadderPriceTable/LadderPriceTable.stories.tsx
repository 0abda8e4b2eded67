import type { Meta, StoryObj } from '@storybook/react-vite';
import { LadderPriceTable } from '@yaocai/ui';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { frame } from '../../test/decorators';
import { sampleLadder } from '../../test/fixtures';

const meta = {
  title: '商品/LadderPriceTable',
  component: LadderPriceTable,
  args: { tiers: sampleLadder, quantity: 1, unit: '盒' },
  decorators: [frame()],
} satisfies Meta<typeof LadderPriceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTier: Story = {};

export const BetweenTiers: Story = { args: { quantity: 47 } };

export const TopTierReached: Story = { args: { quantity: 120 } };

export const BelowFirstTier: Story = {
  args: {
    tiers: [
      { number: 5, priceFen: 990 },
      { number: 20, priceFen: 900 },
    ],
    quantity: 2,
    unit: '瓶',
  },
};

/** With a quantity stepper, as on the product detail page. */
export const ChangingQuantity: Story = {
  render: function Render(args) {
    const [quantity, setQuantity] = useState(args.quantity);
    return (
      <div>
        <label>
          采购数量{' '}
          <input
            type="number"
            min={1}
            value={quantity}
            onChange={(event) => setQuantity(Number(event.target.value))}
          />
        </label>
        <LadderPriceTable {...args} quantity={quantity} />
      </div>
    );
  },
  args: { quantity: 8 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('再买 2 盒 可享 ¥11.50');
    const input = canvas.getByRole('spinbutton', { name: '采购数量' });
    await userEvent.clear(input);
    await userEvent.type(input, '55');
    await expect(canvas.getByRole('row', { current: true })).toHaveAccessibleName(/^50 盒起/);
    await expect(canvas.getByRole('status')).toHaveTextContent('再买 45 盒 可享 ¥8.80');
  },
};
