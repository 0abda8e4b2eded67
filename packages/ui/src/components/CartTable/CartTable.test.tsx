import { describe, expect, it, vi } from 'vitest';
import { Button, CartTable } from '../../index';
import { axeViolations } from '../../test/axe';
import { cartLines, comboLine, ladderLine, soldOutLine, spikeLine } from '../../test/cart';
import { render, screen } from '../../test/render';

describe('CartTable', () => {
  it('shows loading, error with 重试, and the empty cart with the page’s link', async () => {
    const onRetry = vi.fn();
    const { rerender, user } = render(<CartTable lines={[]} status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载购物车…');

    rerender(<CartTable lines={[]} status="error" errorText="网络异常，请稍后重试" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('网络异常，请稍后重试');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();

    rerender(<CartTable lines={[]} emptyAction={<a href="/">去逛逛</a>} />);
    expect(screen.getByRole('status')).toHaveTextContent('购物车还是空的');
    expect(screen.getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists every line under column headers', () => {
    render(<CartTable lines={cartLines} />);
    const table = screen.getByRole('table', { name: '购物车商品' });
    expect(table).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '全选',
      '商品',
      '单价',
      '数量',
      '金额',
      '操作',
    ]);
    expect(screen.getAllByRole('checkbox', { name: /^选择 / })).toHaveLength(4);
  });

  it('shows 全选 indeterminate while some lines are ticked and ticks every buyable line', async () => {
    const onSelect = vi.fn();
    const { user } = render(<CartTable lines={cartLines} onSelect={onSelect} />);
    const all = screen.getByRole('checkbox', { name: '全选' });
    expect(all).toBePartiallyChecked();
    await user.click(all);
    expect(onSelect).toHaveBeenCalledWith([ladderLine.id, spikeLine.id, comboLine.id], true);
  });

  it('unticks every line when all buyable lines are ticked, leaving the sold-out one out', async () => {
    const onSelect = vi.fn();
    const lines = [ladderLine, { ...spikeLine, selected: true }, soldOutLine];
    const { user } = render(<CartTable lines={lines} onSelect={onSelect} />);
    const all = screen.getByRole('checkbox', { name: '全选' });
    expect(all).toBeChecked();
    expect(all).not.toBePartiallyChecked();
    all.focus();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenCalledWith([ladderLine.id, spikeLine.id], false);
  });

  it('deletes the ticked lines after confirming, and cannot when none is ticked', async () => {
    const onDelete = vi.fn();
    const { user, rerender } = render(<CartTable lines={cartLines} onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: '删除选中商品' }));
    expect(screen.getByRole('alertdialog', { name: '确定删除选中的 2 种商品吗？' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '删除' }));
    expect(onDelete).toHaveBeenCalledWith([ladderLine.id, comboLine.id]);

    rerender(<CartTable lines={[spikeLine, soldOutLine]} onDelete={onDelete} />);
    expect(screen.getByRole('button', { name: '删除选中商品' })).toBeDisabled();
  });

  it('places the page’s batch actions beside batch delete and turns off busy lines', () => {
    render(
      <CartTable
        lines={cartLines}
        busyIds={[ladderLine.id]}
        batchActions={<Button variant="secondary">复制到其他门店</Button>}
      />,
    );
    const bar = screen.getByRole('group', { name: '批量操作' });
    expect(bar).toHaveTextContent('已选 2 / 4 种商品删除选中商品复制到其他门店');
    expect(screen.getByRole('checkbox', { name: '选择 阿莫西林胶囊' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '选择 连花清瘟胶囊' })).toBeEnabled();
  });

  it('has no axe violations', async () => {
    const { container } = render(<CartTable lines={cartLines} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
