import { beijingMidnight, beijingToday } from './time';

/*
 * The points rules (issue #22 §4, docs/points.md), pure: how many points a paid order earns, when points expire,
 * which points expire when (first in, first out), and what a refund takes back. The server posts what these
 * say on the one points ledger (apps/api points/).
 */

/** The operator-set rules; `fenPerPoint` 1000 = 1 point per ¥10 actually paid. */
export interface PointsRules {
  /** Fen paid per point earned (≥ 1). */
  fenPerPoint: number;
  /** Points credited in Beijing year Y expire at the end of year Y + `expiryYears` (1 = the end of next year). */
  expiryYears: number;
}

export const DEFAULT_POINTS_RULES: PointsRules = { fenPerPoint: 1000, expiryYears: 1 };

/** Points a paid amount earns, rounded down (spec §9): ¥99.99 at ¥10 a point earns 9. */
export function pointsEarned(paidFen: number, fenPerPoint: number): number {
  if (!Number.isSafeInteger(paidFen) || paidFen < 0) throw new RangeError(`invalid paid amount ${paidFen}`);
  if (!Number.isSafeInteger(fenPerPoint) || fenPerPoint < 1)
    throw new RangeError(`invalid rate ${fenPerPoint}`);
  return Math.floor(paidFen / fenPerPoint);
}

/** The instant (epoch ms) points credited at `creditedAtMs` expire: Beijing new year after Y + `expiryYears`. */
export function pointsExpireAt(creditedAtMs: number, expiryYears: number): number {
  const year = Number(beijingToday(creditedAtMs).slice(0, 4));
  return beijingMidnight(`${year + expiryYears + 1}-01-01`);
}

export interface PointsCredit {
  amount: number;
  /** Epoch ms; null: never expires (entries made before expiry existed). */
  expiresAt: number | null;
}

export interface ExpiryBucket {
  expiresAt: number;
  amount: number;
}

/**
 * What is left of the credits, by the instant it expires, when everything ever debited (spent, taken back,
 * expired) consumed the earliest-expiring points first. Buckets in time order, only those with points left.
 */
export function expirySchedule(credits: readonly PointsCredit[], debited: number): ExpiryBucket[] {
  const byDeadline = new Map<number, number>();
  for (const credit of credits)
    if (credit.expiresAt !== null && credit.amount > 0)
      byDeadline.set(credit.expiresAt, (byDeadline.get(credit.expiresAt) ?? 0) + credit.amount);
  let toConsume = debited;
  const buckets: ExpiryBucket[] = [];
  for (const expiresAt of [...byDeadline.keys()].sort((a, b) => a - b)) {
    const amount = byDeadline.get(expiresAt) ?? 0;
    const consumed = Math.min(amount, toConsume);
    toConsume -= consumed;
    if (amount > consumed) buckets.push({ expiresAt, amount: amount - consumed });
  }
  return buckets;
}

/** The points that have expired by `nowMs` and are not yet written off (the expiry job posts this). */
export function pointsDueToExpire(credits: readonly PointsCredit[], debited: number, nowMs: number): number {
  return expirySchedule(credits, debited)
    .filter((bucket) => bucket.expiresAt <= nowMs)
    .reduce((sum, bucket) => sum + bucket.amount, 0);
}

/**
 * Points a refund takes back from what an order earned: the refunded share of them, rounded down (in the
 * buyer's favour, spec §9), never more than is left of them. `takenBefore` is what earlier refunds took.
 */
export function refundTakeBack(
  earned: number,
  paidFen: number,
  refundedFen: number,
  takenBefore: number,
): number {
  if (earned <= 0 || paidFen <= 0 || refundedFen <= 0) return 0;
  const share = Number((BigInt(earned) * BigInt(Math.min(refundedFen, paidFen))) / BigInt(paidFen));
  return Math.max(0, Math.min(share, earned - takenBefore));
}
