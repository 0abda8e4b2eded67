import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';

const drawClose = {
  title: '温馨提示',
  description: '抽奖进行中，关闭后若未显示结果，请到个人中心查看抽奖结果',
  confirmText: '关闭',
};

describe('ConfirmDialog', () => {
  it('opens from its trigger with default button labels', async () => {
    const { user } = render(
      <ConfirmDialog title="确认删除该商品吗？" trigger={<button type="button">删除</button>} />,
    );
    await user.click(screen.getByRole('button', { name: '删除' }));
    expect(screen.getByRole('alertdialog', { name: '确认删除该商品吗？' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
  });

  it('calls onConfirm and closes when confirmed', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    const { user } = render(
      <ConfirmDialog {...drawClose} defaultOpen onConfirm={onConfirm} onOpenChange={onOpenChange} />,
    );
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(drawClose.description);
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('calls onCancel, not onConfirm, when cancelled or dismissed with Escape', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = render(
      <ConfirmDialog {...drawClose} defaultOpen onConfirm={onConfirm} onCancel={onCancel} />,
    );
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays open while controlled open', async () => {
    const onCancel = vi.fn();
    const { user } = render(<ConfirmDialog {...drawClose} open onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { baseElement } = render(<ConfirmDialog {...drawClose} defaultOpen />);
    expect(await axeViolations(baseElement)).toEqual([]);
  });
});
