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

/*
 * What operators schedule (activity pages and templates, the 全场94折): a window they may pause, resume or end.
 * One rule for both, so the console and `ops` read and refuse alike.
 */

export type ScheduledStatus = ActivityPageStatus | 'paused';
export type ScheduleAction = 'pause' | 'resume' | 'end';

export const SCHEDULED_STATUS_LABELS: Record<ScheduledStatus, string> = {
  upcoming: '未开始',
  ongoing: '进行中',
  paused: '已暂停',
  ended: '已结束',
};
export const SCHEDULE_ACTION_LABELS: Record<ScheduleAction, string> = {
  pause: '暂停',
  resume: '恢复',
  end: '结束',
};

export function scheduledStatus(
  window: { startsAt: number; endsAt: number; paused: boolean },
  nowMs: number,
): ScheduledStatus {
  const status = activityPageStatus(window, nowMs);
  return status !== 'ended' && window.paused ? 'paused' : status;
}

/** Pause what has not ended and is not paused, resume what is paused, end what has not ended; '' when allowed. */
export function scheduleRefusal(status: ScheduledStatus, action: ScheduleAction): string {
  const allowed =
    (action === 'pause' && (status === 'ongoing' || status === 'upcoming')) ||
    (action === 'resume' && status === 'paused') ||
    (action === 'end' && status !== 'ended');
  return allowed ? '' : `活动${SCHEDULED_STATUS_LABELS[status]}，不能${SCHEDULE_ACTION_LABELS[action]}`;
}

/** The window of something ended at `nowMs` (a start still ahead moves back so the window stays valid). */
export function endedWindow(
  window: { startsAt: number },
  nowMs: number,
): { startsAt: number; endsAt: number } {
  return { startsAt: Math.min(window.startsAt, nowMs - 1000), endsAt: nowMs };
}
