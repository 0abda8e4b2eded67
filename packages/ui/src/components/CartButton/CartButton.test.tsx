import { describe, expect, it } from 'vitest';
import { CartButton } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';

describe('CartButton', () => {
  it('links to the cart and announces the count', () => {
    render(<CartButton count={12} />);
    const link = screen.getByRole('link', { name: '我的购物车 购物车中有 12 种商品' });
    expect(link).toHaveAttribute('href', '/cart');
  });

  it('caps the count at 99+', () => {
    render(<CartButton count={150} />);
    expect(screen.getByRole('img', { name: '购物车中有 150 种商品' })).toHaveTextContent('99+');
  });

  it('uses the injected link renderer', () => {
    render(
      <CartButton
        count={0}
        renderLink={({ href, children }) => (
          <a href={`/app${href}`} data-router="true">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: '我的购物车' })).toHaveAttribute('href', '/app/cart');
  });

  it('has no axe violations', async () => {
    const { container } = render(<CartButton count={3} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
