import { beijingDate, beijingDateTime } from '@yaocai/domain/time';

/** A moment as the API sends it (seconds or milliseconds) or as text the app already worded. */
export type Moment = number | string;

const TIMESTAMP = /^\d+$/;

/**
 * Order and ledger times take either a server timestamp, shown on the Beijing clock by domain's one
 * formatter, or ready text (e.g. 今天 09:05) shown as given, so the app maps the wire without converting.
 */
export function formatMoment(at: Moment): string {
  return typeof at === 'number' || TIMESTAMP.test(at) ? beijingDateTime(at) : at;
}

/** The calendar date of a moment (coupon validity); ready text is shown as given. */
export function formatDay(at: Moment): string {
  return typeof at === 'number' || TIMESTAMP.test(at) ? beijingDate(at) : at;
}
