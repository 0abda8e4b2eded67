import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerClock } from '../../index';
import { axeViolations } from '../../test/axe';
import { advanceTimers, installFakeTimers, restoreRealTimers } from '../../test/fakeTimers';
import { render, screen } from '../../test/render';

/** 2024-06-10 06:13:20 UTC, i.e. 14:13:20 in Beijing; 10 digits, so seconds. */
const serverTime = 1_718_000_000;

describe('ServerClock', () => {
  describe('ticking', () => {
    beforeEach(() => {
      installFakeTimers();
      vi.setSystemTime(new Date('2024-01-01T00:00:00.000Z'));
    });
    afterEach(restoreRealTimers);

    it("shows the server's Beijing time, not the local clock", () => {
      render(<ServerClock serverTime={serverTime} />);
      const clock = screen.getByRole('timer', { name: '北京时间' });
      expect(clock).toHaveAttribute('aria-live', 'off');
      expect(clock).toHaveTextContent('14:13:20');
      expect(screen.getByText('14:13:20')).toHaveAttribute('datetime', '2024-06-10T06:13:20.000Z');
    });

    it('ticks every second', async () => {
      render(<ServerClock serverTime={serverTime} />);
      await advanceTimers(1000);
      expect(screen.getByRole('timer')).toHaveTextContent('14:13:21');
      await advanceTimers(60_000);
      expect(screen.getByRole('timer')).toHaveTextContent('14:14:21');
    });

    it('reads a 13-digit timestamp as milliseconds', async () => {
      render(<ServerClock serverTime={serverTime * 1000 + 500} />);
      expect(screen.getByRole('timer')).toHaveTextContent('14:13:20');
      // The next server second is 500 ms away, not a full second.
      await advanceTimers(500);
      expect(screen.getByRole('timer')).toHaveTextContent('14:13:21');
    });

    it('stays right when a throttled tab skips ticks', async () => {
      render(<ServerClock serverTime={serverTime} />);
      vi.setSystemTime(Date.now() + 30_000);
      await advanceTimers(1000);
      expect(screen.getByRole('timer')).toHaveTextContent('14:13:51');
    });

    it('re-syncs when a newer server timestamp arrives', () => {
      const { rerender } = render(<ServerClock serverTime={serverTime} />);
      rerender(<ServerClock serverTime={serverTime + 3600} />);
      expect(screen.getByRole('timer')).toHaveTextContent('15:13:20');
    });

    it('can show another UTC offset', () => {
      render(<ServerClock serverTime={serverTime} utcOffsetMinutes={0} label="UTC 时间" />);
      expect(screen.getByRole('timer', { name: 'UTC 时间' })).toHaveTextContent('06:13:20');
    });
  });

  it('has no axe violations', async () => {
    const { container } = render(<ServerClock serverTime={serverTime} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
