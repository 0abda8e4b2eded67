import { bigint } from 'drizzle-orm/pg-core';

/**
 * A money column that holds a total, a balance, a limit or a ledger amount, in fen: `bigint`, because a
 * 32-bit fen integer overflows at ¥21,474,836.47 (an order total or a credit limit reaches that). Read as a
 * JavaScript number: exact up to 2^53 fen (¥90 trillion), and domain money (`Fen`) is a number. Unit prices
 * (goods, ladder and promotion prices) stay `integer` — one unit never costs that much — and `CHECK`s keep them
 * non-negative. docs/catalogue.md records the rule.
 */
export const fenAmount = () => bigint({ mode: 'number' });
