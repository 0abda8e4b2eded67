import { describe, expect, it } from 'vitest';
import { SiteFooter } from '../../index';
import { axeViolations } from '../../test/axe';
import { friendLinks, helpCategories, licences, sampleQr } from '../../test/fixtures';
import { render, screen, within } from '../../test/render';

describe('SiteFooter', () => {
  it('shows the current year in the copyright', () => {
    render(<SiteFooter />);
    expect(
      screen.getByText(`© ${new Date().getFullYear()} 药采 版权所有`, { exact: false }),
    ).toBeInTheDocument();
  });

  it('lets stories pin the copyright year', () => {
    render(<SiteFooter year={2024} />);
    expect(screen.getByText(/© 2024 药采 版权所有/)).toBeInTheDocument();
  });

  it('always carries the drug advertising statement', () => {
    render(<SiteFooter />);
    expect(
      screen.getByText('本网站不发布含有毒性、麻醉、精神、放射性及戒毒药品信息，不发布未经审批的药品广告。'),
    ).toBeInTheDocument();
  });

  it('links help articles with the default or a custom href', () => {
    const { unmount } = render(<SiteFooter helpCategories={helpCategories} />);
    expect(screen.getByRole('heading', { name: '新人指南' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '会员注册' })).toHaveAttribute('href', '/help?id=66');
    unmount();

    render(
      <SiteFooter
        helpCategories={helpCategories}
        helpHref={(article) => `/help/xrzn/hyzc?id=${article.id}`}
      />,
    );
    expect(screen.getByRole('link', { name: '会员注册' })).toHaveAttribute('href', '/help/xrzn/hyzc?id=66');
  });

  it('lists the licence numbers and both QR codes', () => {
    render(<SiteFooter licences={licences} wechatQrSrc={sampleQr} appQrSrc={sampleQr} />);
    expect(screen.getByText(/互联网药品信息服务资格证书：（京）-经营性-2024-0012/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '药采官方微信二维码' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '药采APP下载二维码' })).toBeInTheDocument();
  });

  it('opens the page an article names with its href', () => {
    render(
      <SiteFooter
        helpCategories={[
          { name: '支付配送', children: [{ id: 31, name: '订单支付', href: '/help/zfps/ddzf' }] },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: '订单支付' })).toHaveAttribute('href', '/help/zfps/ddzf');
  });

  it('marks invented sample licence numbers 示例 and links the licences page', () => {
    render(
      <SiteFooter
        licences={[
          {
            label: '药品网络交易服务第三方平台备案凭证',
            value: '（京）网药平台备字〔2023〕第000123号',
            sample: true,
          },
          { label: '营业执照', value: '91110000MA01ABCD2X' },
        ]}
        licencesHref="/help/fwbz/wzzz"
      />,
    );
    const list = screen.getByRole('list', { name: '资质证照' });
    expect(within(list).getByText(/药品网络交易服务第三方平台备案凭证/)).toHaveTextContent('（示例编号）');
    expect(within(list).getByText(/营业执照/)).not.toHaveTextContent('示例');
    expect(within(list).getByRole('link', { name: '查看网站资质' })).toHaveAttribute(
      'href',
      '/help/fwbz/wzzz',
    );
  });

  it('credits technical support with a link', () => {
    render(<SiteFooter techSupport={{ name: '药采科技', href: 'https://tech.example.cn' }} />);
    expect(screen.getByRole('link', { name: '药采科技' })).toHaveAttribute('href', 'https://tech.example.cn');
  });

  it('lists friendly links, opening other sites in a new tab and site pages in place', () => {
    render(<SiteFooter links={friendLinks} />);
    const section = screen.getByRole('region', { name: '友情链接' });
    const nmpa = within(section).getByRole('link', { name: '国家药品监督管理局' });
    expect(nmpa).toHaveAttribute('href', 'https://www.nmpa.gov.cn/');
    expect(nmpa).toHaveAttribute('target', '_blank');
    expect(nmpa).toHaveAttribute('rel', 'noopener noreferrer');
    const help = within(section).getByRole('link', { name: '帮助中心' });
    expect(help).toHaveAttribute('href', '/help');
    expect(help).not.toHaveAttribute('target');
  });

  it('leaves out the friendly links section when there are none', () => {
    render(<SiteFooter />);
    expect(screen.queryByRole('region', { name: '友情链接' })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <SiteFooter
        helpCategories={helpCategories}
        licences={licences}
        wechatQrSrc={sampleQr}
        appQrSrc={sampleQr}
        links={friendLinks}
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
