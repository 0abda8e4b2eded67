/*
 * Activity pages' rules (issue #22 §3): where a page stands in its window, and which page an /activity/… link
 * leads to. Contracts: contracts/activity-pages.ts; decisions: docs/promotions.md.
 */

export type ActivityPageStatus = 'upcoming' | 'ongoing' | 'ended';

/** Milliseconds in, the window is [startsAt, endsAt). */
export function activityPageStatus(
  window: { startsAt: number; endsAt: number },
  nowMs: number,
): ActivityPageStatus {
  if (nowMs >= window.endsAt) return 'ended';
  return nowMs < window.startsAt ? 'upcoming' : 'ongoing';
}

/**
 * The page an `/activity/{url}/{url1}/{url2}` link leads to: the page whose `url` is one of the parts (or whose id
 * is), else the first running page, else null (then /noActivity: none is running).
 */
export function resolveActivityPage<T extends { id: number; url: string; status: string }>(
  pages: readonly T[],
  parts: readonly string[],
): T | null {
  const named = parts.filter((part) => part !== '');
  for (const part of named) {
    const match = pages.find((page) => page.url === part || String(page.id) === part);
    if (match) return match;
  }
  return pages.find((page) => page.status === 'ongoing') ?? null;
}
