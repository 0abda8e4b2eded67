import { describe, expect, it } from 'vitest';
import { flashSession, isPromotionRunning } from './flash-sale';

/** Epoch ms of a Beijing wall-clock time. */
const beijing = (iso: string) => Date.parse(`${iso}+08:00`);

const window = {
  startsAt: beijing('2026-03-01T00:00:00'),
  endsAt: beijing('2026-03-10T00:00:00'),
  dailyStart: '10:00:00',
  dailyEnd: '12:00',
};

describe('flash-sale session (Beijing day)', () => {
  it("shows today's session as upcoming before it starts and ongoing while it runs", () => {
    expect(flashSession(window, beijing('2026-03-03T09:00:00'))).toEqual({
      start: beijing('2026-03-03T10:00:00'),
      end: beijing('2026-03-03T12:00:00'),
      status: 'upcoming',
    });
    expect(flashSession(window, beijing('2026-03-03T11:59:59'))?.status).toBe('ongoing');
  });

  it("moves to tomorrow's session once today's has ended, on the Beijing day (not UTC)", () => {
    // 2026-03-03T23:30 Beijing is still 2026-03-03 in UTC terms only until 16:00 UTC.
    expect(flashSession(window, beijing('2026-03-03T23:30:00'))?.start).toBe(beijing('2026-03-04T10:00:00'));
    expect(flashSession(window, beijing('2026-03-04T00:30:00'))?.start).toBe(beijing('2026-03-04T10:00:00'));
    // 00:30 Beijing on the 4th is 16:30 UTC on the 3rd.
    expect(flashSession(window, Date.parse('2026-03-03T16:30:00Z'))?.start).toBe(
      Date.parse('2026-03-04T02:00:00Z'),
    );
  });

  it('waits for the first day of a promotion that has not begun', () => {
    expect(flashSession(window, beijing('2026-02-20T11:00:00'))?.start).toBe(beijing('2026-03-01T10:00:00'));
  });

  it('has no session after the promotion ends, or whose start is past its end', () => {
    expect(flashSession(window, beijing('2026-03-10T00:00:00'))).toBeNull();
    expect(flashSession(window, beijing('2026-03-09T13:00:00'))).toBeNull();
  });

  it('ends the session with the promotion when the promotion ends first', () => {
    const short = { ...window, endsAt: beijing('2026-03-01T11:00:00') };
    expect(flashSession(short, beijing('2026-03-01T10:30:00'))?.end).toBe(beijing('2026-03-01T11:00:00'));
  });

  it('has no session without daily times, with malformed ones or an empty one', () => {
    expect(flashSession({ ...window, dailyStart: null }, beijing('2026-03-03T09:00:00'))).toBeNull();
    expect(flashSession({ ...window, dailyEnd: '25:00' }, beijing('2026-03-03T09:00:00'))).toBeNull();
    expect(flashSession({ ...window, dailyEnd: '10:00' }, beijing('2026-03-03T09:00:00'))).toBeNull();
  });
});

describe('promotion running at a moment', () => {
  it('runs a flash sale only inside its ongoing session', () => {
    const spike = { ...window, kind: 'spike' as const };
    expect(isPromotionRunning(spike, beijing('2026-03-03T10:00:00'))).toBe(true);
    expect(isPromotionRunning(spike, beijing('2026-03-03T09:59:59'))).toBe(false);
    expect(isPromotionRunning(spike, beijing('2026-03-03T12:00:00'))).toBe(false);
  });

  it('runs 每日特价 all day from its start until (not at) its end', () => {
    const everyday = { ...window, kind: 'everyday' as const, dailyStart: null, dailyEnd: null };
    expect(isPromotionRunning(everyday, beijing('2026-03-01T00:00:00'))).toBe(true);
    expect(isPromotionRunning(everyday, beijing('2026-03-09T23:59:59'))).toBe(true);
    expect(isPromotionRunning(everyday, beijing('2026-03-10T00:00:00'))).toBe(false);
    expect(isPromotionRunning(everyday, beijing('2026-02-28T23:59:59'))).toBe(false);
  });
});
