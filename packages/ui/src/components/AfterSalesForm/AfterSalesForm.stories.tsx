import type { Meta, StoryObj } from '@storybook/react-vite';
import { AfterSalesForm } from '@yaocai/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../../test/decorators';

const lines = [
  { id: 21, name: '阿莫西林胶囊', spec: '0.25g*24粒', unit: '盒', returnable: 5 },
  { id: 22, name: '板蓝根颗粒', spec: '10g*20袋', unit: '盒', returnable: 3 },
  { id: 23, name: '医用外科口罩', spec: '10只/包', unit: '包', returnable: 1, gift: true },
  { id: 24, name: '胰岛素注射液（冷链）', spec: '3ml:300单位', unit: '支', returnable: 0 },
];

const meta = {
  title: '订单/AfterSalesForm',
  component: AfterSalesForm,
  args: { lines, onSubmit: fn(), onAddPhotos: fn(), onRemovePhoto: fn(), onCancel: fn() },
  decorators: [frame({ padding: 16, maxWidth: 720 })],
} satisfies Meta<typeof AfterSalesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ReturnTwoBoxes: Story = {
  args: { photos: [{ image_id: 'p'.repeat(32), url: '/product-placeholder.svg' }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 阿莫西林胶囊' }));
    const quantity = canvas.getByRole('spinbutton', { name: '阿莫西林胶囊 申请数量' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ lines: [{ line_id: 21, number: 2 }], image_ids: ['p'.repeat(32)] }),
    );
  },
};

export const NothingChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请至少选择一件售后商品');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Uploading: Story = { args: { uploading: true } };

export const Submitting: Story = { args: { submitting: true } };

export const Refused: Story = {
  args: {
    error: '超过可申请数量，最多还可申请3',
    fieldErrors: { lines: ['超过可申请数量，最多还可申请3'], description: ['问题描述最多500字'] },
  },
};

/** A 满赠 order (buy 10 get 1) and a combination: the gift follows the kept boxes, the set is asked in sets. */
const giftAndSet = [
  { id: 31, name: '阿莫西林胶囊', spec: '0.25g*24粒', unit: '盒', returnable: 25 },
  {
    id: 32,
    name: '阿莫西林胶囊',
    spec: '0.25g*24粒',
    unit: '盒',
    returnable: 2,
    gift: true,
    giftRule: { triggerLineIds: [31], buy: 10, get: 1, given: 2 },
  },
  {
    id: 33,
    name: '感冒护理组合',
    spec: '每套含：连花清瘟颗粒×2盒、板蓝根颗粒×2盒、一次性使用医用口罩×1包',
    unit: '套',
    returnable: 2,
  },
];

export const GiftFollows: Story = {
  args: { lines: giftAndSet },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: '选择 阿莫西林胶囊（赠品）' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 阿莫西林胶囊' }));
    await expect(canvas.getByText('赠品随退 2盒')).toBeVisible();
    const quantity = canvas.getByRole('spinbutton', { name: '阿莫西林胶囊 申请数量' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5{Enter}');
    await expect(canvas.getByText('随购买商品自动计算')).toBeVisible();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '6{Enter}');
    await expect(canvas.getByText('赠品随退 1盒')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'return', lines: [{ line_id: 31, number: 6 }] }),
    );
  },
};

export const CombinationSets: Story = {
  args: { lines: giftAndSet },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 感冒护理组合' }));
    const sets = canvas.getByRole('spinbutton', { name: '感冒护理组合 申请数量' });
    await userEvent.clear(sets);
    await userEvent.type(sets, '1{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ lines: [{ line_id: 33, number: 1 }] }),
    );
  },
};
