/**
 * Money is an integer number of fen (1 yuan = 100 fen) everywhere inside the system.
 * On the wire it is a yuan string with two decimals ("12.50"). Conversions never use
 * floating-point arithmetic, and any rounding is down (spec §9).
 */

export type Fen = number;

const YUAN_PATTERN = /^(-)?(\d+)(?:\.(\d*))?$/;
const YUAN_INPUT_PATTERN = /^(\d+)(?:\.\d{1,2})?$/;

/** Throws unless the value is a safe integer amount of fen. */
export function assertFen(value: number): asserts value is Fen {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`金额必须是整数分: ${value}`);
  }
}

/** Parses a yuan string ("12.5", "12.509", "-3") into fen, dropping digits past the fen (rounds toward zero… then down). */
export function yuanToFen(yuan: string): Fen {
  const match = YUAN_PATTERN.exec(yuan.trim());
  if (!match) throw new RangeError(`无效的金额: ${yuan}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2));
  const truncated = fraction.slice(2).replace(/0/g, '') !== '';
  if (!sign) return cents;
  // Rounding down a negative amount moves it away from zero when digits were dropped.
  return -(cents + (truncated ? 1 : 0));
}

/** Formats fen as a yuan string with exactly two decimals: 1250 → "12.50", -5 → "-0.05". */
export function fenToYuan(fen: Fen): string {
  assertFen(fen);
  const abs = Math.abs(fen);
  const whole = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${fen < 0 ? '-' : ''}${whole}.${cents}`;
}

/**
 * Formats fen as a price with the yuan sign: 1250 → "¥12.50", -5 → "-¥0.05". This is the one price
 * formatter of the product (server text, library and app). A stray fraction of a fen, e.g. from a
 * computed share, is rounded down as all money is (spec §9).
 */
export function formatFen(fen: number): string {
  const whole = Math.floor(fen);
  const yuan = fenToYuan(whole);
  return whole < 0 ? `-¥${yuan.slice(1)}` : `¥${yuan}`;
}

/**
 * Formats a wire yuan string ("12.5", "1234.50", "-0.05") as the price a screen prints: "¥12.50", "¥1234.50",
 * "-¥0.05" — through `formatFen`, so an amount the server sent reads exactly like one computed here.
 */
export function formatYuan(yuan: string): string {
  return formatFen(yuanToFen(yuan));
}

/** True for "0.00", "0", "-0.00": the amount is nothing (no fee, no discount). */
export function isZeroYuan(yuan: string): boolean {
  return yuanToFen(yuan) === 0;
}

/**
 * Whether a person typed a yuan amount: digits (at most `wholeDigits` of them) and up to two decimals, no sign
 * — a price filter, a recharge. Anything else is refused, never rounded.
 */
export function isYuanInput(text: string, wholeDigits = 7): boolean {
  const match = YUAN_INPUT_PATTERN.exec(text);
  return match !== null && (match[1] as string).length <= wholeDigits;
}

/** Line amount: unit price × quantity, both integers, so the product is exact. */
export function lineAmount(unitPrice: Fen, quantity: number): Fen {
  assertFen(unitPrice);
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new RangeError(`无效的数量: ${quantity}`);
  const amount = unitPrice * quantity;
  assertFen(amount);
  return amount;
}

/**
 * Applies a rate given as a fraction (e.g. 94% off the list price → 94/100) and rounds down to the fen.
 * Uses BigInt so large amounts stay exact.
 */
export function applyRate(amount: Fen, numerator: number, denominator: number): Fen {
  assertFen(amount);
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError('比例必须是整数分数');
  }
  const product = BigInt(amount) * BigInt(numerator);
  const d = BigInt(denominator);
  let quotient = product / d;
  // BigInt division truncates toward zero; floor for negative results.
  if (product % d !== 0n && product < 0n) quotient -= 1n;
  return Number(quotient);
}

/** Sums amounts of fen exactly. */
export function sumFen(amounts: readonly Fen[]): Fen {
  let total = 0;
  for (const amount of amounts) {
    assertFen(amount);
    total += amount;
  }
  assertFen(total);
  return total;
}
