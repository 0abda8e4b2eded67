import type { ManjianActivity } from '../index';

/**
 * Cart data for stories and tests, shaped as the app maps the server's `cartState` (amounts are the
 * wire's yuan strings). Figures are consistent: 全场满1000减50 over ¥880.00 misses ¥120.00.
 */
export const manjianUnreached: ManjianActivity = {
  id: 1,
  title: '全场满1000减50，满3000减200',
  eligibleTotal: '880.00',
  discount: '0.00',
  tiers: [
    { amount: '1000.00', reduction: '50.00', reached: false },
    { amount: '3000.00', reduction: '200.00', reached: false },
  ],
  nextHint: '再买¥120.00，可享满¥1000.00减¥50.00',
};

export const manjianFirstReached: ManjianActivity = {
  id: 1,
  title: '全场满1000减50，满3000减200',
  eligibleTotal: '1234.50',
  discount: '50.00',
  tiers: [
    { amount: '1000.00', reduction: '50.00', reached: true },
    { amount: '3000.00', reduction: '200.00', reached: false },
  ],
  nextHint: '再买¥1765.50，可享满¥3000.00减¥200.00',
};

export const manjianAllReached: ManjianActivity = {
  id: 2,
  title: '以岭药业品牌满500减30',
  eligibleTotal: '620.00',
  discount: '30.00',
  tiers: [{ amount: '500.00', reduction: '30.00', reached: true }],
  nextHint: null,
};
