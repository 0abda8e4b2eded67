import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from '@yaocai/ui';
import { frame } from '../../test/decorators';

const labels = { pending: '审核中', approved: '已通过', rejected: '已驳回', withdrawn: '已撤回' };
const tones = { pending: 'warning', approved: 'success', rejected: 'danger', withdrawn: 'neutral' } as const;

const meta = {
  title: '通用/StatusBadge',
  component: StatusBadge<keyof typeof labels>,
  args: { status: 'pending', labels, tones },
  decorators: [frame()],
} satisfies Meta<typeof StatusBadge<keyof typeof labels>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};

export const Approved: Story = { args: { status: 'approved' } };

export const Rejected: Story = { args: { status: 'rejected' } };

export const Withdrawn: Story = { args: { status: 'withdrawn' } };

export const OrderInfo: Story = {
  args: { status: 'pending', labels: { ...labels, pending: '待发货' }, tones: { ...tones, pending: 'info' } },
};
