import { describe, expect, it } from 'vitest';
import { alertFires, alertPriceFen } from './alerts';

describe('alertPriceFen', () => {
  const facts = { priceFen: 1000, ladder: [], negotiatedPriceFen: null, zbz: 1 };
  it('is the list price without a ladder or an agreed price', () => {
    expect(alertPriceFen(facts)).toBe(1000);
  });
  it('is the ladder tier the order step reaches', () => {
    const ladder = [
      { minNumber: 5, priceFen: 900 },
      { minNumber: 10, priceFen: 800 },
    ];
    expect(alertPriceFen({ ...facts, ladder, zbz: 5 })).toBe(900);
    expect(alertPriceFen({ ...facts, ladder, zbz: 1 })).toBe(1000);
  });
  it('is the agreed price when the company has one', () => {
    expect(alertPriceFen({ ...facts, negotiatedPriceFen: 850 })).toBe(850);
  });
});

describe('alertFires', () => {
  it('fires a restock alert once there is stock', () => {
    expect(alertFires({ kind: 'restock', priceFen: null }, { stock: 0, priceFen: 1 })).toBe(false);
    expect(alertFires({ kind: 'restock', priceFen: null }, { stock: 3, priceFen: 1 })).toBe(true);
  });
  it('fires a price alert on a drop only', () => {
    const alert = { kind: 'price' as const, priceFen: 1000 };
    expect(alertFires(alert, { stock: 0, priceFen: 999 })).toBe(true);
    expect(alertFires(alert, { stock: 0, priceFen: 1000 })).toBe(false);
    expect(alertFires(alert, { stock: 0, priceFen: 1200 })).toBe(false);
    expect(alertFires(alert, { stock: 0, priceFen: null })).toBe(false);
  });
});
