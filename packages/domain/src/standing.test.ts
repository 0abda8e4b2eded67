import { describe, expect, it } from 'vitest';
import { buyerStanding, controlledSaleStatus, decidingApplication, mayBuyGoods } from './standing';

describe('buyer standing', () => {
  it('shows a visitor no prices and asks them to sign in to buy', () => {
    expect(buyerStanding(null)).toEqual({ maySeePrices: false, mayBuy: false, reason: '登录后可购买' });
  });

  it('shows a buyer whose company is under review prices but does not let them buy', () => {
    expect(buyerStanding({ companyPassed: false })).toEqual({
      maySeePrices: true,
      mayBuy: false,
      reason: '资质审核中，暂不能购买',
    });
  });

  it('lets a qualified buyer see prices and buy', () => {
    expect(buyerStanding({ companyPassed: true })).toEqual({ maySeePrices: true, mayBuy: true, reason: '' });
  });
});

describe('controlled sale', () => {
  it('authorises a company in one of the programme regions, whatever its applications', () => {
    expect(controlledSaleStatus({ region: '广东' }, ['广东', '广西'], 'rejected')).toBe('region');
  });

  it('falls back to the deciding application outside the regions, and to none without one', () => {
    expect(controlledSaleStatus({ region: '北京' }, ['广东'], 'approved')).toBe('approved');
    expect(controlledSaleStatus({ region: '北京' }, ['广东'], null)).toBe('none');
    expect(controlledSaleStatus({ region: '' }, [''], null)).toBe('none');
    expect(controlledSaleStatus(null, ['广东'], 'approved')).toBe('none');
  });

  it('decides by approved, then pending, then the newest rejection', () => {
    const newestFirst = [
      { id: 4, status: 'rejected' as const },
      { id: 3, status: 'pending' as const },
      { id: 2, status: 'approved' as const },
    ];
    expect(decidingApplication(newestFirst)?.id).toBe(2);
    expect(decidingApplication(newestFirst.slice(0, 2))?.id).toBe(3);
    expect(decidingApplication([newestFirst[0]!, { id: 1, status: 'rejected' as const }])?.id).toBe(4);
    expect(decidingApplication([])).toBeUndefined();
  });

  it('refuses a qualified buyer a controlled product with the reason of the application state', () => {
    const qualified = buyerStanding({ companyPassed: true });
    expect(mayBuyGoods(qualified, { inProgramme: true, status: 'pending' }).reason).toBe(
      '控销授权审核中，通过后可购买',
    );
    expect(mayBuyGoods(qualified, { inProgramme: true, status: 'rejected' }).reason).toBe(
      '控销授权申请未通过，可重新申请',
    );
    expect(mayBuyGoods(qualified, { inProgramme: true, status: 'none' }).reason).toBe(
      '控销商品，需申请授权后购买',
    );
    expect(mayBuyGoods(qualified, { inProgramme: false, status: 'none' }).reason).toBe(
      '控销商品，暂未开放授权申请',
    );
    expect(mayBuyGoods(qualified, { inProgramme: true, status: 'region' })).toEqual({
      mayBuy: true,
      reason: '',
    });
    expect(mayBuyGoods(qualified, undefined)).toEqual({ mayBuy: true, reason: '' });
  });

  it('keeps the reason of a buyer who may not order at all', () => {
    expect(mayBuyGoods(buyerStanding(null), { inProgramme: true, status: 'none' }).reason).toBe(
      '登录后可购买',
    );
  });
});
