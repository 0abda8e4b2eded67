import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteFooter } from '@yaocai/ui';
import { expect, within } from 'storybook/test';
import { friendLinks, helpCategories, licences, sampleQr } from '../../test/fixtures';

const meta = {
  title: '页脚/SiteFooter',
  component: SiteFooter,
  args: {
    helpCategories,
    helpHref: (article) => `/help/xrzn/hyzc?id=${article.id}`,
    licences,
    notices: ['药采仅向具备合法资质的药品经营企业、医疗机构提供药品批发交易服务。'],
    wechatQrSrc: sampleQr,
    appQrSrc: sampleQr,
    techSupport: { name: '药采科技', href: 'https://tech.example.cn' },
    links: friendLinks,
    year: 2026,
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/© 2026 药采 版权所有/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '会员注册' })).toHaveAttribute(
      'href',
      '/help/xrzn/hyzc?id=66',
    );
    const links = within(canvas.getByRole('region', { name: '友情链接' }));
    await expect(links.getByRole('link', { name: '国家药品监督管理局' })).toHaveAttribute('target', '_blank');
  },
};

/** A QR picture that is not square (the seed's are 120×136 with the caption space) is fitted, not stretched. */
export const QrNotSquare: Story = {
  args: {
    wechatQrSrc: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="136" preserveAspectRatio="none"><rect width="120" height="136" fill="#222"/></svg>')}`,
  },
  play: async ({ canvasElement }) => {
    const qr = within(canvasElement).getByRole('img', { name: /微信/ });
    await expect(getComputedStyle(qr).objectFit).toBe('contain');
  },
};

/** The demo's invented licence numbers, marked 示例 until an operator enters the real ones; they link to 网站资质. */
export const SampleLicences: Story = {
  args: {
    licences: licences.map((licence) => ({ ...licence, sample: true })),
    licencesHref: '/help/fwbz/wzzz',
  },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: '资质证照' }));
    await expect(list.getAllByText(/（示例编号）/)).toHaveLength(licences.length);
    await expect(list.getByRole('link', { name: '查看网站资质' })).toHaveAttribute('href', '/help/fwbz/wzzz');
  },
};

export const Minimal: Story = {
  args: {
    helpCategories: [],
    licences: [],
    notices: [],
    wechatQrSrc: undefined,
    appQrSrc: undefined,
    techSupport: undefined,
    links: [],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: '友情链接' })).toBeNull();
  },
};
