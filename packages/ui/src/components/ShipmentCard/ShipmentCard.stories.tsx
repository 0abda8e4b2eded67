import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, ShipmentCard } from '@yaocai/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../../test/decorators';
import { firstParcel, secondParcel } from '../../test/orders';

const meta = {
  title: '订单/ShipmentCard',
  component: ShipmentCard,
  args: firstParcel,
  decorators: [frame({ padding: 16, maxWidth: 880 })],
} satisfies Meta<typeof ShipmentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A parcel on its way: the warehouse it left from, batches, trace codes folded, the timeline at 派送中; opening a
 * batch's codes lists them.
 */
export const InTransit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('发货仓库').nextElementSibling).toHaveTextContent('广州仓（广东省广州市）');
    await expect(canvas.getByRole('link', { name: '随货同行单（PDF）' })).toHaveAttribute(
      'href',
      '/api/order/1/parcels/1/delivery_note',
    );
    const current = canvas.getByText('派送中，快递员 王师傅 138****0000').closest('li');
    await expect(current).toHaveAttribute('aria-current', 'step');
    const codes = canvas.getByRole('list', { name: '批号 B2506012 的追溯码' });
    await expect(codes).not.toBeVisible();
    await userEvent.click(canvas.getByText('追溯码（3）'));
    await expect(codes).toBeVisible();
    await expect(within(codes).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Just handed over: no tracking entry yet, a long list of codes in one batch, no delivery-note link, no warehouse named. */
export const AwaitingPickup: Story = {
  args: { ...secondParcel, deliveryNoteHref: undefined, warehouse: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('暂无物流轨迹：承运商揽收后更新');
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('追溯码（97）')).toBeInTheDocument();
    await expect(canvas.queryByText('发货仓库')).toBeNull();
  },
};

/** The console's card: a print action in the header and a form slot below the timeline. */
export const WithActions: Story = {
  args: {
    actions: (
      <Button size="sm" variant="secondary" onClick={fn()}>
        打印随货同行单
      </Button>
    ),
    children: <p>（添加物流记录的表单在此）</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '包裹 1（共 2 个）' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '打印随货同行单' })).toBeEnabled();
  },
};
