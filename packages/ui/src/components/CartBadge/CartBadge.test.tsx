import { describe, expect, it } from 'vitest';
import { CartBadge } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';

describe('CartBadge', () => {
  it('shows the count with an accessible label', () => {
    render(<CartBadge count={8} />);
    expect(screen.getByRole('img', { name: '购物车中有 8 种商品' })).toHaveTextContent('8');
  });

  it('caps the badge at 99+', () => {
    render(<CartBadge count={120} />);
    expect(screen.getByRole('img', { name: '购物车中有 120 种商品' })).toHaveTextContent('99+');
  });

  it('still shows 99 itself', () => {
    render(<CartBadge count={99} />);
    expect(screen.getByRole('img')).toHaveTextContent(/^99$/);
  });

  it('is hidden when the cart is empty', () => {
    render(<CartBadge count={0} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<CartBadge count={3} label="3 条未读消息" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
