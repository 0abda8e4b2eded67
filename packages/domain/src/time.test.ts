import { describe, expect, it } from 'vitest';
import { beijingDate, beijingDateTime, toMillis } from './time';

describe('Beijing dates', () => {
  it('reads a moment on the Beijing calendar, which turns at 16:00 UTC', () => {
    // 2026-01-14 15:59:59 UTC is 23:59:59 in Beijing; one second later it is the 15th there.
    expect(beijingDate(Date.UTC(2026, 0, 14, 15, 59, 59))).toBe('2026-01-14');
    expect(beijingDate(Date.UTC(2026, 0, 14, 16, 0, 0))).toBe('2026-01-15');
  });

  it('reads the Beijing wall clock to the minute, on the same calendar day', () => {
    expect(beijingDateTime(Date.UTC(2026, 0, 14, 15, 59, 59))).toBe('2026-01-14 23:59');
    expect(beijingDateTime(Date.UTC(2026, 0, 14, 16, 5, 0) / 1000)).toBe('2026-01-15 00:05');
  });

  it('takes the server’s 10-digit seconds as well as milliseconds', () => {
    const seconds = Date.UTC(2026, 5, 30, 20, 0, 0) / 1000;
    expect(beijingDate(seconds)).toBe('2026-07-01');
    expect(beijingDate(String(seconds))).toBe('2026-07-01');
    expect(toMillis(seconds)).toBe(seconds * 1000);
  });
});
