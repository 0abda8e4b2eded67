import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddressCard } from '@yaocai/ui';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../../test/decorators';
import { defaultAddress, warehouseAddress } from '../../test/wallet';

const meta = {
  title: '订单/AddressCard',
  component: AddressCard,
  args: { ...defaultAddress, onEdit: fn(), onDelete: fn(), onSetDefault: fn() },
  decorators: [frame({ padding: 16, maxWidth: 560 })],
} satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /addr: the default address, without 设为默认. */
export const Default: Story = {};

/** /addr: 删除 asks first. */
export const Other: Story = {
  args: warehouseAddress,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '删除 李秀英 的地址' }));
    const dialog = within(document.body).getByRole('alertdialog', { name: '确定删除该收货地址吗？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const Saving: Story = { args: { ...warehouseAddress, busy: true } };

/** Checkout step 2: the addresses as one radio group. */
export const ChoiceInCheckout: Story = {
  render: () => {
    const [chosen, setChosen] = useState(0);
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {[defaultAddress, warehouseAddress].map((address, index) => (
          <AddressCard
            key={address.consignee}
            {...address}
            selectName="delivery-address"
            selected={chosen === index}
            onSelect={() => setChosen(index)}
          />
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(/桂城街道/));
    await expect(canvas.getByRole('radio', { name: /李秀英/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /王建国/ })).not.toBeChecked();
  },
};
