import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, DetailDrawer, DetailDrawerClose, StatusBadge } from '@yaocai/ui';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';

const reviewLabels = { pending: '待初审', approved: '已通过', rejected: '已驳回' };
const reviewTones = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

const certificates = [
  { name: '药品经营许可证', number: '粤AA0201234', validTo: '2029-03-31', status: 'pending' as const },
  { name: '营业执照', number: '91440101MA5CXXXX7N', validTo: '长期', status: 'approved' as const },
  { name: 'GSP证书', number: 'C-GD-20-0456', validTo: '2025-12-01', status: 'rejected' as const },
];

const meta = {
  title: '运营后台/DetailDrawer',
  component: DetailDrawer,
  args: {
    title: '企业资质 · 广州仁济大药房',
    description: '提交于 2026-11-26 10:12 · 零售药店（单体）',
    defaultOpen: true,
    onOpenChange: fn(),
    children: (
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px', margin: 0 }}>
        {certificates.map((certificate) => (
          <div key={certificate.name} style={{ display: 'contents' }}>
            <dt>{certificate.name}</dt>
            <dd style={{ margin: 0 }}>
              {certificate.number}（有效期至 {certificate.validTo}）{' '}
              <StatusBadge status={certificate.status} labels={reviewLabels} tones={reviewTones} />
            </dd>
          </div>
        ))}
      </dl>
    ),
    footer: (
      <>
        <Button variant="secondary">驳回</Button>
        <DetailDrawerClose asChild>
          <Button>初审通过</Button>
        </DetailDrawerClose>
      </>
    ),
  },
} satisfies Meta<typeof DetailDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompanyReview: Story = {
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: '企业资质 · 广州仁济大药房' });
    await expect(drawer).toHaveAccessibleDescription('提交于 2026-11-26 10:12 · 零售药店（单体）');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const FromTrigger: Story = {
  args: { defaultOpen: false, trigger: <Button variant="secondary">查看资质</Button> },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: '查看资质' }));
    await userEvent.click(await screen.findByRole('button', { name: '初审通过' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(screen.getByRole('button', { name: '查看资质' })).toHaveFocus();
  },
};

export const WithoutFooter: Story = {
  args: { title: '订单 YC202611230001', description: undefined, footer: undefined, width: '420px' },
};
