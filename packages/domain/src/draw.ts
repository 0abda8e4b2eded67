/*
 * The prize draw's pure rules (issue #11, docs/draw.md): which chances a buyer has on a Beijing day, and which
 * prize a draw lands on. The server materialises the chances and claims stock; randomness is passed in so the
 * pick is testable.
 */

/** The chance rule of an activity. */
export interface ChanceRule {
  /** Chances every buyer gets each Beijing day. */
  dailyChances: number;
  /** A paid order of at least this many fen that day grants one more chance; 0: orders grant none. */
  orderMinFen: number;
  /** At most this many chances a day per buyer, whatever their source; 0: no cap. */
  dailyLimit: number;
  /** At most this many chances per buyer over the whole activity; 0: no cap. */
  totalLimit: number;
}

export interface ChanceFacts {
  /** The Beijing date, "2026-11-24". */
  day: string;
  /** The buyer's orders paid that day: id and the amount paid in fen. */
  paidOrders: readonly { id: number; paidFen: number }[];
  /** Chances the buyer was granted on earlier days of this activity. */
  earlierChances: number;
}

/**
 * The unique sources of a buyer's chances that day, in the order they are granted: `day:2026-11-24` (then
 * `day:2026-11-24#2` …) before `order:<id>` by order id, cut at the daily and total limits. The same facts always
 * give the same list, so two requests materialising it at once insert the same rows.
 */
export function chanceSources(rule: ChanceRule, facts: ChanceFacts): string[] {
  const sources: string[] = [];
  for (let n = 1; n <= rule.dailyChances; n += 1)
    sources.push(n === 1 ? `day:${facts.day}` : `day:${facts.day}#${n}`);
  if (rule.orderMinFen > 0)
    for (const order of [...facts.paidOrders].sort((a, b) => a.id - b.id))
      if (order.paidFen >= rule.orderMinFen) sources.push(`order:${order.id}`);
  let cap = sources.length;
  if (rule.dailyLimit > 0) cap = Math.min(cap, rule.dailyLimit);
  if (rule.totalLimit > 0) cap = Math.min(cap, Math.max(0, rule.totalLimit - facts.earlierChances));
  return sources.slice(0, cap);
}

export interface WeightedPrize {
  id: number;
  /** A non-negative integer; 0 is never picked. */
  weight: number;
}

/**
 * Picks a prize with probability weight / total weight. `random` returns a number in [0, 1) (Math.random, or
 * crypto in production). Null when nothing has a weight.
 */
export function pickPrize<T extends WeightedPrize>(prizes: readonly T[], random: () => number): T | null {
  const candidates = prizes.filter((prize) => prize.weight > 0);
  const total = candidates.reduce((sum, prize) => sum + prize.weight, 0);
  if (total <= 0) return null;
  let point = Math.floor(random() * total);
  for (const prize of candidates) {
    if (point < prize.weight) return prize;
    point -= prize.weight;
  }
  // Only reached if random() returned 1 or more, against its contract: the last prize, not a crash.
  return candidates[candidates.length - 1] ?? null;
}

/** A phone as the winners list shows it: 13800138000 → 138****8000. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}

/**
 * Each prize's chance of being drawn now, as a percentage with two decimals ("12.50"): its weight over the total
 * weight of the prizes `pickPrize` chooses among (weight > 0, stock left; `stock` null is unlimited). Integer
 * arithmetic, rounded down, so the figures never add up to more than 100.
 */
export function prizeOdds(prizes: readonly { weight: number; stock: number | null }[]): string[] {
  const drawable = (prize: { weight: number; stock: number | null }) =>
    prize.weight > 0 && (prize.stock === null || prize.stock > 0);
  const total = prizes.reduce((sum, prize) => sum + (drawable(prize) ? prize.weight : 0), 0);
  return prizes.map((prize) => {
    if (!drawable(prize) || total === 0) return '0.00';
    const basisPoints = Math.floor((prize.weight * 10_000) / total);
    return `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;
  });
}
