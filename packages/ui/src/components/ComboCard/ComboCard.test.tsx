import { describe, expect, it, vi } from 'vitest';
import { ComboCard } from '../../index';
import { axeViolations } from '../../test/axe';
import { coldCareCombo } from '../../test/cart';
import { render, screen, within } from '../../test/render';

describe('ComboCard', () => {
  it('shows the parts with their units per set, the set price, the struck original price and the saving', () => {
    render(<ComboCard {...coldCareCombo} />);
    const card = screen.getByRole('article', { name: '感冒护理组合装' });
    const parts = within(card).getAllByRole('listitem');
    expect(parts[0]).toHaveTextContent('连花清瘟胶囊0.35g*36粒石家庄以岭药业股份有限公司每套 × 1盒');
    expect(parts[1]).toHaveTextContent('每套 × 2盒');
    expect(card).toHaveTextContent('组合价 ¥45.00/套');
    expect(screen.getByText('¥55.50', { exact: false }).tagName).toBe('DEL');
    expect(card).toHaveTextContent('立省 ¥10.50');
    expect(card).toHaveTextContent('库存 30 套');
  });

  it('adds the chosen number of sets', async () => {
    const onAdd = vi.fn();
    const { user } = render(<ComboCard {...coldCareCombo} onAdd={onAdd} />);
    await user.click(screen.getByRole('button', { name: '增加感冒护理组合装购买套数' }));
    await user.click(screen.getByRole('button', { name: '增加感冒护理组合装购买套数' }));
    await user.click(screen.getByRole('button', { name: '加入购物车' }));
    expect(onAdd).toHaveBeenCalledWith(3);
  });

  it('cannot be added when sold out, nor twice while adding', () => {
    const { rerender } = render(<ComboCard {...coldCareCombo} stock={0} />);
    expect(screen.getByText('已售罄')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '加入购物车' })).toBeDisabled();
    expect(screen.getByRole('spinbutton')).toBeDisabled();
    rerender(<ComboCard {...coldCareCombo} adding />);
    expect(screen.getByRole('button', { name: '加入购物车' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows no saving when the set costs the same as its parts', () => {
    render(<ComboCard {...coldCareCombo} originalPrice="45.00" />);
    expect(screen.getByRole('article')).not.toHaveTextContent('立省');
    expect(screen.getByRole('article')).not.toHaveTextContent('原价');
  });

  it('shows 登录可见 and the login link, no prices or add, when prices are withheld', () => {
    render(
      <ComboCard
        {...coldCareCombo}
        price={null}
        originalPrice={null}
        loginAction={<a href="/login">立即登录</a>}
      />,
    );
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('登录可见');
    expect(screen.getByRole('link', { name: '立即登录' })).toHaveAttribute('href', '/login');
    expect(card).not.toHaveTextContent('¥');
    expect(screen.queryByRole('button', { name: '加入购物车' })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<ComboCard {...coldCareCombo} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
