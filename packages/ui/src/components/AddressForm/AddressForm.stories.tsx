import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddressForm } from '@yaocai/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../../test/decorators';
import { addressValues } from '../../test/wallet';

const meta = {
  title: '订单/AddressForm',
  component: AddressForm,
  args: { onSubmit: fn(), onCancel: fn() },
  decorators: [frame({ padding: 16, maxWidth: 680 })],
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};

/** Editing an address to reach the pharmacy on its landline. */
export const SwitchToLandline: Story = {
  args: { defaultValue: addressValues },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '固定电话' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '区号' }), '020');
    await userEvent.type(canvas.getByRole('textbox', { name: '电话号码' }), '87654321');
    await userEvent.click(canvas.getByRole('button', { name: '保存收货地址' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        consignee: '王建国',
        phoneType: 'landline',
        areaCode: '020',
        landline: '87654321',
      }),
    );
  },
};

export const Editing: Story = { args: { defaultValue: addressValues } };

/** The server refused the save: its field messages on their fields. */
export const WithErrors: Story = {
  args: {
    defaultValue: { ...addressValues, mobile: '1380013800', detail: '' },
    errors: { mobile: '请输入正确的手机号码', detail: '请填写详细地址' },
    error: '请检查标红的内容',
  },
};

export const Submitting: Story = { args: { defaultValue: addressValues, submitting: true } };
