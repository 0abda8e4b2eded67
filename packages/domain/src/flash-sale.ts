/**
 * The flash sale (限时秒杀) runs one session a day between two wall-clock times of Beijing time. This is the
 * only place that turns those times into instants: the home page's session, a product's activities and the
 * orders to come all ask it.
 */

import { beijingDayBounds } from './time';

const DAY_MS = 24 * 60 * 60 * 1000;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;

/** Minutes after midnight of an `HH:MM` or `HH:MM:SS` time (PostgreSQL's `time` text); null when malformed. */
function minutesOf(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export interface SaleWindow {
  /** Epoch milliseconds. */
  startsAt: number;
  endsAt: number;
  /** Beijing wall-clock times of the daily session; null for a promotion without one. */
  dailyStart: string | null;
  dailyEnd: string | null;
}

export interface FlashSession {
  /** Epoch milliseconds. */
  start: number;
  end: number;
  status: 'upcoming' | 'ongoing';
}

/**
 * The session a daily sale shows at `now`: the first one that has not ended, on or after the promotion's
 * first day; null when the promotion has no valid daily times, the session is empty (end not after start), or
 * the next session would begin after the promotion ends.
 */
export function flashSession(window: SaleWindow, now: number): FlashSession | null {
  if (window.dailyStart === null || window.dailyEnd === null) return null;
  const startMinutes = minutesOf(window.dailyStart);
  const endMinutes = minutesOf(window.dailyEnd);
  if (startMinutes === null || endMinutes === null || endMinutes <= startMinutes) return null;
  const from = Math.max(now, window.startsAt);
  const midnight = beijingDayBounds(from).start;
  const todayEnd = midnight + endMinutes * 60_000;
  const day = from < todayEnd ? midnight : midnight + DAY_MS;
  const start = day + startMinutes * 60_000;
  const end = day + endMinutes * 60_000;
  if (start >= window.endsAt || now >= window.endsAt) return null;
  return { start, end: Math.min(end, window.endsAt), status: now < start ? 'upcoming' : 'ongoing' };
}

/** A price promotion as the pricing engine and the catalogue see it: its kind and its validity. */
export interface PromotionWindow extends SaleWindow {
  kind: 'spike' | 'everyday';
}

/**
 * Whether a promotion's price holds at `now`: a flash sale only inside its ongoing daily session, an everyday
 * special (每日特价) all day within its validity.
 */
export function isPromotionRunning(promotion: PromotionWindow, now: number): boolean {
  if (promotion.kind === 'spike') return flashSession(promotion, now)?.status === 'ongoing';
  return promotion.startsAt <= now && now < promotion.endsAt;
}
