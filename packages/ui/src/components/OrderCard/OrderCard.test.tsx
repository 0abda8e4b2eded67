import { describe, expect, it } from 'vitest';
import { Button, OrderCard } from '../../index';
import { axeViolations } from '../../test/axe';
import { orderLines, placedAt } from '../../test/orders';
import { render, screen, within } from '../../test/render';

const order = {
  orderSn: 'YC202611230001',
  createdAt: placedAt,
  status: 'unpaid',
  payable: '2928.00',
} as const;

describe('OrderCard', () => {
  it('is an article named by its order number, with time, status and the payable total', () => {
    render(<OrderCard {...order} lines={orderLines} />);
    const card = screen.getByRole('article', { name: '订单号：YC202611230001' });
    expect(card).toHaveTextContent('下单时间：2026-11-23 09:05');
    expect(within(card).getByText('待付款')).toBeInTheDocument();
    expect(card).toHaveTextContent('应付金额 ¥2928.00');
  });

  it('lists the first lines with unit price and quantity, and counts the rest', () => {
    render(<OrderCard {...order} lines={orderLines} lineCount={6} />);
    const lines = within(screen.getByRole('list', { name: '订单商品' })).getAllByRole('listitem');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveTextContent('阿莫西林胶囊0.25g*24粒¥8.50 × 100盒');
    expect(screen.getByText('等 3 种商品未展示')).toBeInTheDocument();
    expect(screen.getByText('共 6 种商品')).toBeInTheDocument();
  });

  it('shows the actions the page gives, and none otherwise', () => {
    const { rerender } = render(<OrderCard {...order} lines={orderLines.slice(0, 1)} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/未展示/)).not.toBeInTheDocument();
    rerender(<OrderCard {...order} lines={orderLines.slice(0, 1)} actions={<Button>去支付</Button>} />);
    expect(screen.getByRole('button', { name: '去支付' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <OrderCard {...order} lines={orderLines} actions={<Button>去支付</Button>} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
