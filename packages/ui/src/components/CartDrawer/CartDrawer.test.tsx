import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CartDrawer, SideToolbar } from '../../index';
import { axeViolations } from '../../test/axe';
import { drawerLines } from '../../test/cart';
import { render, screen, within } from '../../test/render';

/** The app's toolbar container: it holds the toolbar collapsed on cart step 1. */
function Toolbar({ onCartPage }: { onCartPage: boolean }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <SideToolbar
      expanded={onCartPage ? false : expanded}
      onExpandedChange={setExpanded}
      cartCount={drawerLines.length}
      cartPanel={<CartDrawer lines={drawerLines} total="1149.40" />}
    />
  );
}

describe('CartDrawer', () => {
  it('lists the lines with price and quantity, the line count, the total and 去购物车结算', () => {
    render(<CartDrawer lines={drawerLines} total="1149.40" />);
    const items = within(screen.getByRole('list', { name: '购物车商品' })).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('阿莫西林胶囊0.25g*24粒¥11.50 × 40盒');
    expect(screen.getByText(/共 5 种商品/)).toBeInTheDocument();
    expect(screen.getByText('¥1149.40')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去购物车结算' })).toHaveAttribute('href', '/cart');
  });

  it('renders 去购物车结算 with the app’s link renderer', () => {
    render(
      <CartDrawer
        lines={drawerLines}
        total="1149.40"
        cartHref="/cart?from=drawer"
        renderLink={({ href, children }) => (
          <a href={href} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    const link = screen.getByRole('link', { name: '去购物车结算' });
    expect(link).toHaveAttribute('href', '/cart?from=drawer');
    expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('deletes a line only after 确定删除该商品吗？ is confirmed', async () => {
    const onDelete = vi.fn();
    const { user } = render(<CartDrawer lines={drawerLines} total="1149.40" onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: '删除 连花清瘟胶囊' }));
    expect(screen.getByRole('alertdialog', { name: '确定删除该商品吗？' })).toHaveAccessibleDescription(
      '连花清瘟胶囊',
    );
    await user.click(screen.getByRole('button', { name: '删除' }));
    expect(onDelete).toHaveBeenCalledWith([502]);
  });

  it('shows loading, the empty cart and a failed load with 重试', async () => {
    const onRetry = vi.fn();
    const { rerender, user } = render(<CartDrawer lines={[]} total="0.00" status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载购物车…');
    rerender(<CartDrawer lines={[]} total="0.00" />);
    expect(screen.getByRole('status')).toHaveTextContent('购物车还是空的');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    rerender(<CartDrawer lines={[]} total="0.00" status="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('购物车加载失败，请稍后重试');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('opens from the toolbar and stays closed while the app forces it closed (cart step 1)', async () => {
    const { user, rerender } = render(<Toolbar onCartPage={false} />);
    await user.click(screen.getByRole('button', { name: /购物车/ }));
    expect(screen.getByRole('region', { name: '购物车' })).toContainElement(
      screen.getByRole('link', { name: '去购物车结算' }),
    );
    rerender(<Toolbar onCartPage />);
    expect(screen.queryByRole('region', { name: '购物车' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /购物车/ }));
    expect(screen.queryByRole('region', { name: '购物车' })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<CartDrawer lines={drawerLines} total="1149.40" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
