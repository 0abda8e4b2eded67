import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen, waitFor } from '../../test/render';

describe('Toaster', () => {
  it('shows every queued toast', () => {
    render(
      <Toaster
        toasts={[
          { id: 1, message: '已加入购物车', tone: 'success' },
          { id: 2, message: '部分商品库存不足', tone: 'warning' },
        ]}
        onDismiss={() => {}}
      />,
    );
    expect(screen.getAllByText('已加入购物车').length).toBeGreaterThan(0);
    expect(screen.getAllByText('部分商品库存不足').length).toBeGreaterThan(0);
  });

  it('asks the app to dismiss a toast once its duration has passed', async () => {
    const onDismiss = vi.fn();
    render(
      <Toaster
        toasts={[{ id: 'busy', message: '系统繁忙，请稍后再试', tone: 'error' }]}
        onDismiss={onDismiss}
        duration={50}
      />,
    );
    await waitFor(() => expect(onDismiss).toHaveBeenCalledWith('busy'));
  });

  it('has no axe violations', async () => {
    const { baseElement } = render(
      <Toaster toasts={[{ id: 1, message: '已取消收藏', tone: 'info' }]} onDismiss={() => {}} />,
    );
    expect(await axeViolations(baseElement)).toEqual([]);
  });
});
