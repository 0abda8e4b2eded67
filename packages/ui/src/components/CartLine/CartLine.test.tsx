import { describe, expect, it, vi } from 'vitest';
import { CartLine, type CartLineProps } from '../../index';
import { axeViolations } from '../../test/axe';
import { comboLine, ladderLine, soldOutLine, spikeLine } from '../../test/cart';
import { render, screen, within } from '../../test/render';

function renderLine(props: CartLineProps) {
  return render(
    <table>
      <CartLine {...props} />
    </table>,
  );
}

describe('CartLine', () => {
  it('shows the goods, its ladder price, the hint to the next tier, the amount and the discount share', () => {
    renderLine({ line: ladderLine });
    expect(screen.getByRole('link', { name: '阿莫西林胶囊' })).toHaveAttribute('href', '/goods/10231');
    expect(screen.getByText('0.25g*24粒 ｜ 石药集团欧意药业有限公司')).toBeInTheDocument();
    const [, , price, quantity, amount] = screen.getAllByRole('cell');
    expect(price).toHaveTextContent('阶梯价¥11.50');
    expect(within(quantity!).getByRole('status')).toHaveTextContent('再买 10 盒 可享 ¥9.80');
    expect(amount).toHaveTextContent('¥460.00满减分摊 -¥18.63');
  });

  it('reports a tick or untick of the line', async () => {
    const onSelect = vi.fn();
    const { user } = renderLine({ line: ladderLine, onSelect });
    const box = screen.getByRole('checkbox', { name: '选择 阿莫西林胶囊' });
    expect(box).toBeChecked();
    await user.click(box);
    expect(onSelect).toHaveBeenCalledWith([501], false);
  });

  it('keeps a line that cannot be bought unticked and off, and says why', () => {
    renderLine({ line: { ...soldOutLine, selected: true } });
    const box = screen.getByRole('checkbox', { name: '选择 布洛芬缓释胶囊' });
    expect(box).not.toBeChecked();
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription('商品已售罄');
    expect(screen.getByRole('spinbutton')).toHaveAttribute('aria-valuetext', '无可购数量');
  });

  it('reports a new quantity in package steps', async () => {
    const onQuantityChange = vi.fn();
    const { user } = renderLine({ line: ladderLine, onQuantityChange });
    await user.click(screen.getByRole('button', { name: '增加阿莫西林胶囊采购数量' }));
    expect(onQuantityChange).toHaveBeenCalledWith(501, 50);
  });

  it('deletes only after 确定删除该商品吗？ is confirmed', async () => {
    const onDelete = vi.fn();
    const { user } = renderLine({ line: ladderLine, onDelete });
    await user.click(screen.getByRole('button', { name: '删除 阿莫西林胶囊' }));
    const dialog = screen.getByRole('alertdialog', { name: '确定删除该商品吗？' });
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '删除 阿莫西林胶囊' }));
    await user.click(screen.getByRole('button', { name: '删除' }));
    expect(onDelete).toHaveBeenCalledWith([501]);
  });

  it('shows the flash-sale price for the units that got it and the normal price for the rest', () => {
    renderLine({ line: spikeLine });
    const price = screen.getAllByRole('cell')[2]!;
    expect(price).toHaveTextContent('秒杀价¥19.90（5盒）');
    expect(price).toHaveTextContent('其余 ¥23.90');
  });

  it('says a promotion that is not running leaves the normal price', () => {
    renderLine({
      line: { ...spikeLine, promotion: { kind: 'everyday', price: '19.90', units: 0, running: false } },
    });
    const price = screen.getAllByRole('cell')[2]!;
    expect(price).toHaveTextContent('每日特价活动未在进行，按原价计¥23.90');
    expect(price).not.toHaveTextContent('¥19.90');
  });

  it('adds a gift row priced 0 and flagged 赠品, and the single-item free-shipping hint', () => {
    renderLine({ line: spikeLine });
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('赠品 维生素C片 0.1g*100片¥0.001瓶¥0.00');
    expect(rows[0]).toHaveTextContent('再买 2 盒 即可包邮');
  });

  it('lists the parts of a combination line', () => {
    renderLine({ line: comboLine });
    const parts = within(screen.getByRole('list', { name: '感冒护理组合装包含' })).getAllByRole('listitem');
    expect(parts.map((part) => part.textContent)).toEqual([
      '连花清瘟胶囊 0.35g*36粒 × 1盒',
      '布洛芬缓释胶囊 0.3g*20粒 × 2盒',
    ]);
  });

  it('turns its controls off while a change is being saved', () => {
    renderLine({ line: ladderLine, busy: true });
    expect(screen.getByRole('checkbox')).toBeDisabled();
    expect(screen.getByRole('spinbutton')).toBeDisabled();
    expect(screen.getByRole('button', { name: '删除 阿莫西林胶囊' })).toBeDisabled();
  });

  it('has no axe violations', async () => {
    const { container } = renderLine({ line: spikeLine });
    expect(await axeViolations(container)).toEqual([]);
  });
});
