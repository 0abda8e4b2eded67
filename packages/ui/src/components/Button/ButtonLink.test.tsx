import { describe, expect, it } from 'vitest';
import { ButtonLink } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';

describe('ButtonLink', () => {
  it('is a link to its address, not a button', () => {
    render(<ButtonLink href="/order/info/7">去支付</ButtonLink>);
    expect(screen.getByRole('link', { name: '去支付' })).toHaveAttribute('href', '/order/info/7');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets the app render the anchor (its router’s Link)', () => {
    render(
      <ButtonLink href="/login" renderLink={({ href, children }) => <a href={`#${href}`}>{children}</a>}>
        登录
      </ButtonLink>,
    );
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '#/login');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        <ButtonLink href="/">返回首页</ButtonLink>{' '}
        <ButtonLink href="/user" variant="secondary">
          进入会员中心
        </ButtonLink>
      </p>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
