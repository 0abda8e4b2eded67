import type { Meta, StoryObj } from '@storybook/react-vite';
import { AfterSalesTimeline } from '@yaocai/ui';
import { expect, within } from 'storybook/test';
import { frame } from '../../test/decorators';

const asked = { status: 'pending' as const, at: 1_764_200_000, note: '提交退货退款申请' };
const approved = {
  status: 'approved' as const,
  at: 1_764_203_600,
  note: '请于 2026-12-04 10:00 前寄回：北京市大兴区药采仓库退货组 010-88886666',
};
const shippedBack = { status: 'shipped_back' as const, at: 1_764_290_000, note: '顺丰速运 SF1234567890' };
const received = { status: 'received' as const, at: 1_764_376_400, note: '仓库已收货，验收合格，已重新入库' };
const refunded = { status: 'refunded' as const, at: 1_764_380_000, note: '退款 ¥68.25：¥68.25 已退回余额' };

const meta = {
  title: '订单/AfterSalesTimeline',
  component: AfterSalesTimeline,
  args: { type: 'return', status: 'pending', events: [asked] },
  decorators: [frame({ padding: 16, maxWidth: 480 })],
} satisfies Meta<typeof AfterSalesTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByText('待审核').closest('li');
    await expect(current).toHaveAttribute('aria-current', 'step');
  },
};

export const ApprovedWithAddress: Story = { args: { status: 'approved', events: [asked, approved] } };

export const ShippedBack: Story = {
  args: { status: 'shipped_back', events: [asked, approved, shippedBack] },
};

export const Refunded: Story = {
  args: { status: 'refunded', events: [asked, approved, shippedBack, received, refunded] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/已退回余额/)).toBeVisible();
  },
};

export const RefundOnly: Story = {
  args: { type: 'refund', status: 'approved', events: [{ ...asked, note: '少发 2 盒' }, approved] },
};

export const Rejected: Story = {
  args: {
    status: 'rejected',
    events: [
      asked,
      { status: 'rejected', at: 1_764_203_600, note: '照片显示外包装完好，请补充破损照片后重新申请' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('已驳回').closest('li')).toHaveAttribute(
      'data-state',
      'ended',
    );
  },
};

export const Cancelled: Story = {
  args: {
    status: 'cancelled',
    events: [asked, { status: 'cancelled', at: 1_764_203_600, note: '买家撤销申请' }],
  },
};

export const Empty: Story = { args: { events: [] } };
