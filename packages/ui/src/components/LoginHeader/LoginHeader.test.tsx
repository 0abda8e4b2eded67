import { describe, expect, it } from 'vitest';
import { LoginHeader } from '../../index';
import { axeViolations } from '../../test/axe';
import { dedicatedManager, hotLine, sampleLogo, sampleQr } from '../../test/fixtures';
import { render, screen } from '../../test/render';

const props = {
  logoSrc: sampleLogo,
  title: '欢迎登录',
  appQrSrc: sampleQr,
  hotLine,
  admin: dedicatedManager,
};

describe('LoginHeader', () => {
  it('links back home and to the desktop shortcut', () => {
    render(<LoginHeader {...props} />);
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: '添加到桌面' })).toHaveAttribute('href', '/desktop');
  });

  it('shows the complaint hotline and the account manager', () => {
    render(<LoginHeader {...props} />);
    expect(screen.getByText('投诉电话：400-800-1234')).toBeInTheDocument();
    expect(screen.getByText(/^专属客服：/)).toHaveTextContent('专属客服：张敏13800000001');
  });

  it('opens the app QR on hover', async () => {
    const { user } = render(<LoginHeader {...props} />);
    await user.hover(screen.getByRole('button', { name: '手机APP' }));
    expect(await screen.findByRole('img', { name: '药采APP下载二维码' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<LoginHeader {...props} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
