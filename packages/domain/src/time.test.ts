import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BEIJING_OFFSET_MS,
  beijingDate,
  beijingDateTime,
  beijingDayBounds,
  beijingMidnight,
  beijingToday,
  toMillis,
} from './time';

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

describe('the Beijing day', () => {
  it('gives today as the Beijing date', () => {
    expect(beijingToday(Date.parse('2026-11-24T16:30:00Z'))).toBe('2026-11-25');
    expect(beijingToday(Date.parse('2026-11-24T15:59:59.999Z'))).toBe('2026-11-24');
  });

  it('begins a date at 00:00 in Beijing, 16:00 UTC the day before', () => {
    expect(new Date(beijingMidnight('2026-11-25')).toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(new Date(beijingMidnight('2026-01-01')).toISOString()).toBe('2025-12-31T16:00:00.000Z');
  });

  it('refuses what is not a calendar date', () => {
    for (const day of ['2026-02-30', '2026-13-01', '2026-1-5', '20261125', '', '2026-11-25T00:00'])
      expect(() => beijingMidnight(day), day).toThrow(RangeError);
  });

  it('puts every moment inside its own Beijing day, which lasts 24 hours', () => {
    const moment = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
    fc.assert(
      fc.property(moment, (ms) => {
        const { day, start, end } = beijingDayBounds(ms);
        expect(day).toBe(beijingToday(ms));
        expect(start).toBe(beijingMidnight(day));
        expect(start <= ms && ms < end).toBe(true);
        expect(end - start).toBe(24 * 60 * 60 * 1000);
        // Independent reference: whole days of Beijing wall-clock time since the epoch.
        const reference = Math.floor((ms + BEIJING_OFFSET_MS) / 86_400_000) * 86_400_000 - BEIJING_OFFSET_MS;
        expect(start).toBe(reference);
      }),
    );
  });
});
