import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuantityStepper } from '@yaocai/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../../test/decorators';

/** 阿莫西林胶囊 0.25g×24粒, middle package of 10 boxes, 95 boxes in stock. */
const meta = {
  title: '商品/QuantityStepper',
  component: QuantityStepper,
  args: { step: 10, max: 95, unit: '盒', onValueChange: fn() },
  decorators: [frame()],
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtMinimum: Story = {};

export const Stepping: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '增加采购数量' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(20);
  },
};

export const AtMaximum: Story = { args: { defaultValue: 90 } };

export const TypedQuantitySnaps: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('spinbutton', { name: '采购数量' });
    await userEvent.clear(field);
    await userEvent.type(field, '43');
    await userEvent.tab();
    await expect(field).toHaveValue('50');
  },
};

export const MinimumPurchase: Story = { args: { step: 12, min: 30, max: undefined, unit: '瓶' } };

export const OutOfStock: Story = { args: { max: 0 } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 20 } };
