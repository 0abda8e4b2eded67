import { describe, expect, it } from 'vitest';
import { activityPageStatus, resolveActivityPage } from './activity-pages';

describe('activityPageStatus', () => {
  const window = { startsAt: 1_000, endsAt: 2_000 };
  it('is upcoming before the start, ongoing from it, ended from the end', () => {
    expect(activityPageStatus(window, 999)).toBe('upcoming');
    expect(activityPageStatus(window, 1_000)).toBe('ongoing');
    expect(activityPageStatus(window, 1_999)).toBe('ongoing');
    expect(activityPageStatus(window, 2_000)).toBe('ended');
  });
});

describe('resolveActivityPage', () => {
  const pages = [
    { id: 7, url: 'spring', status: 'upcoming' },
    { id: 8, url: 'mid-year', status: 'ongoing' },
    { id: 9, url: 'live', status: 'ongoing' },
  ];
  it('takes the page one of the address parts names, by url or id', () => {
    expect(resolveActivityPage(pages, ['zone', 'live'])?.id).toBe(9);
    expect(resolveActivityPage(pages, ['7'])?.id).toBe(7);
  });
  it('falls back to the first running page, and to none when none runs', () => {
    expect(resolveActivityPage(pages, ['gone'])?.id).toBe(8);
    expect(resolveActivityPage(pages, [''])?.id).toBe(8);
    expect(resolveActivityPage([pages[0] as (typeof pages)[number]], [])).toBeNull();
  });
});
