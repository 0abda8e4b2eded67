import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusTimeline, type TimelineStep } from '@yaocai/ui';
import { expect, within } from 'storybook/test';
import { frame } from '../../test/decorators';

const review: TimelineStep[] = [
  { key: 'submitted', label: '提交资质', time: '2026-11-24 09:30', actor: '广州仁济大药房' },
  { key: 'first', label: '初审通过', time: '2026-11-25 14:02', actor: '审核员 张敏' },
  {
    key: 'quality',
    label: '质量审核',
    time: '2026-11-26 10:12',
    actor: '质管员 李红',
    note: '核对经营范围：含冷藏药品',
  },
  { key: 'open', label: '开通采购' },
];

const meta = {
  title: '运营后台/StatusTimeline',
  component: StatusTimeline,
  args: { steps: review, current: 'quality', label: '资质审核进度' },
  decorators: [frame({ padding: 16, maxWidth: 480 })],
} satisfies Meta<typeof StatusTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const QualityReview: Story = {
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByText('质量审核').closest('li');
    await expect(current).toHaveAttribute('aria-current', 'step');
  },
};

export const Rejected: Story = {
  args: {
    steps: [
      ...review.slice(0, 2),
      {
        key: 'rejected',
        label: '质量审核驳回',
        time: '2026-11-26 10:12',
        actor: '质管员 李红',
        note: 'GSP证书已于 2025-12-01 过期，请上传新证',
      },
    ],
    current: undefined,
    ended: true,
    endedText: '（审核已结束）',
  },
};

export const AfterSales: Story = {
  args: {
    label: '售后进度',
    current: 'received',
    steps: [
      {
        key: 'applied',
        label: '申请退货',
        time: 1764124200,
        actor: '采购员 王磊',
        note: '阿莫西林胶囊 0.25g×24粒 2盒 外包装破损',
      },
      { key: 'approved', label: '客服同意', time: 1764131400, actor: '客服 陈晓' },
      {
        key: 'received',
        label: '仓库收货',
        time: 1764210600,
        actor: '仓储 赵刚',
        note: '批号 240815 数量相符',
      },
      { key: 'refunded', label: '退款到账' },
    ],
  },
};

export const Empty: Story = { args: { steps: [], emptyText: '暂无审核记录' } };
