import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { YaocaiThemeProvider } from '@yaocai/ui';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackHost } from './FeedbackHost';
import { feedback } from './feedback';

function renderHost() {
  return render(
    <YaocaiThemeProvider>
      <FeedbackHost />
    </YaocaiThemeProvider>,
  );
}

describe('FeedbackHost', () => {
  it('shows a raised alert as the 温馨提示 dialog and runs its action', async () => {
    const onAction = vi.fn();
    renderHost();
    act(() => {
      feedback.alert({
        title: '温馨提示',
        message: '请求超时，请刷新页面',
        actionLabel: '刷新页面',
        onAction,
      });
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('温馨提示');
    expect(dialog).toHaveTextContent('请求超时，请刷新页面');
    await userEvent.setup().click(screen.getByRole('button', { name: '刷新页面' }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(feedback.getSnapshot().alert).toBeNull();
  });

  it('shows toasts and drops them after their time', async () => {
    vi.useFakeTimers();
    renderHost();
    act(() => {
      feedback.toast('系统繁忙，请稍后再试', 'error', 1500);
    });
    expect(screen.getByText('系统繁忙，请稍后再试')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(feedback.getSnapshot().toasts).toEqual([]);
    vi.useRealTimers();
  });
});
