import { describe, expect, it } from 'vitest';
import { CountBadge } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';

describe('CountBadge', () => {
  it('shows the count with what it counts for screen readers', () => {
    render(<CountBadge count={3} label="未读消息 3 条" />);
    expect(screen.getByRole('img', { name: '未读消息 3 条' })).toHaveTextContent('3');
  });

  it('caps the badge at 99+', () => {
    render(<CountBadge count={120} label="购物车中有 120 种商品" />);
    expect(screen.getByRole('img')).toHaveTextContent('99+');
  });

  it('shows 99 itself and honours another cap', () => {
    render(
      <>
        <CountBadge count={99} label="a" />
        <CountBadge count={10} max={9} label="b" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'a' })).toHaveTextContent(/^99$/);
    expect(screen.getByRole('img', { name: 'b' })).toHaveTextContent('9+');
  });

  it('renders nothing for zero', () => {
    render(<CountBadge count={0} label="购物车为空" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<CountBadge count={5} label="待付款订单 5 个" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
