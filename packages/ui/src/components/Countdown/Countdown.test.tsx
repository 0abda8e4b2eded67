import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from '../../index';
import { axeViolations } from '../../test/axe';
import { advanceTimers, installFakeTimers, restoreRealTimers } from '../../test/fakeTimers';
import { render, screen } from '../../test/render';

/** 2024-06-10 14:13:20 Beijing time, as the API sends it: 10 digits, seconds. */
const serverTime = 1_718_000_000;
const DAY = 86_400;

describe('Countdown', () => {
  describe('ticking', () => {
    beforeEach(() => {
      installFakeTimers();
      // The local clock is far from the server's; only the offset between them matters.
      vi.setSystemTime(new Date('2024-01-01T00:00:00.000Z'));
    });
    afterEach(restoreRealTimers);

    it('shows the time to the end in 天/时/分/秒 and ticks every second', async () => {
      render(<Countdown serverTime={serverTime} end={serverTime + 2 * DAY + 3 * 3600 + 4 * 60 + 5} />);
      const timer = screen.getByRole('timer', { name: '活动倒计时' });
      expect(timer).toHaveAttribute('aria-live', 'off');
      expect(timer).toHaveTextContent('距结束2天03时04分05秒');
      await advanceTimers(1000);
      expect(timer).toHaveTextContent('距结束2天03时04分04秒');
      await advanceTimers(5000);
      expect(timer).toHaveTextContent('距结束2天03时03分59秒');
    });

    it('leaves out 天 when less than a day is left', () => {
      render(<Countdown serverTime={serverTime} end={serverTime + 65} label="秒杀倒计时" />);
      expect(screen.getByRole('timer', { name: '秒杀倒计时' })).toHaveTextContent(/^距结束00时01分05秒$/);
    });

    it('counts to the start first, then to the end', async () => {
      render(<Countdown serverTime={serverTime} start={serverTime + 2} end={serverTime + 5} />);
      const timer = screen.getByRole('timer');
      expect(timer).toHaveAttribute('data-state', 'upcoming');
      expect(timer).toHaveTextContent('距开始00时00分02秒');
      await advanceTimers(2000);
      expect(timer).toHaveAttribute('data-state', 'running');
      expect(timer).toHaveTextContent('距结束00时00分03秒');
    });

    it('reads a millisecond server timestamp as well as seconds', () => {
      render(<Countdown serverTime={serverTime * 1000} end={serverTime + 90} />);
      expect(screen.getByRole('timer')).toHaveTextContent('距结束00时01分30秒');
    });

    it('calls onEnd once when the end is reached and shows 已结束', async () => {
      const onEnd = vi.fn();
      render(<Countdown serverTime={serverTime} end={serverTime + 2} onEnd={onEnd} />);
      await advanceTimers(1000);
      expect(onEnd).not.toHaveBeenCalled();
      expect(screen.getByRole('timer')).toHaveTextContent('距结束00时00分01秒');
      await advanceTimers(1000);
      expect(screen.getByRole('timer')).toHaveTextContent('已结束');
      await advanceTimers(10_000);
      expect(onEnd).toHaveBeenCalledOnce();
    });

    it('calls onEnd once on mount when the end has already passed', () => {
      const onEnd = vi.fn();
      const { rerender } = render(<Countdown serverTime={serverTime} end={serverTime - 60} onEnd={onEnd} />);
      rerender(<Countdown serverTime={serverTime} end={serverTime - 60} onEnd={onEnd} />);
      expect(screen.getByRole('timer')).toHaveAttribute('data-state', 'ended');
      expect(onEnd).toHaveBeenCalledOnce();
    });

    it('keeps time from the local clock, not by counting ticks, when timers are throttled', async () => {
      render(<Countdown serverTime={serverTime} end={serverTime + 120} />);
      // A background tab: 30 s pass on the wall clock without a single timer firing.
      vi.setSystemTime(Date.now() + 30_000);
      await advanceTimers(1000);
      expect(screen.getByRole('timer')).toHaveTextContent('距结束00时01分29秒');
    });
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Countdown serverTime={serverTime} start={serverTime + 60} end={serverTime + DAY} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
