import { describe, expect, it } from 'vitest';
import {
  type BuyerFacts,
  buyerStanding,
  type CertificateFacts,
  certificateState,
  controlledSaleStatus,
  decidingApplication,
  expiredRequired,
  mayBuyGoods,
} from './standing';

type Company = NonNullable<BuyerFacts['company']>;
const approved: Company = { status: 'approved', reason: '', expired: [], scope: ['chemical', 'tcm_patent'] };
const qualified = buyerStanding({ company: approved });

describe('buyer standing', () => {
  it.each<[string, BuyerFacts | null, boolean, string]>([
    ['a visitor', null, false, '登录后可购买'],
    ['a login without a company', { company: null }, false, '请先提交企业资质，审核通过后可购买'],
    [
      'a company under review',
      { company: { ...approved, status: 'pending' } },
      false,
      '资质审核中，暂不能购买',
    ],
    [
      'a rejected company',
      { company: { ...approved, status: 'rejected', reason: '营业执照模糊' } },
      false,
      '资质已驳回：营业执照模糊，请修改后重新提交',
    ],
    [
      'an approved company with expired required certificates',
      { company: { ...approved, expired: ['drug_licence', 'purchaser_id'] } },
      false,
      '药品经营许可证、采购员身份证已过期，请更新后购买',
    ],
    ['an approved company with nothing expired', { company: approved }, true, ''],
  ])('%s', (_, facts, mayBuy, reason) => {
    expect(buyerStanding(facts)).toMatchObject({ maySeePrices: facts !== null, mayBuy, reason });
  });

  it('carries the approved scope only for a buyer who may order', () => {
    expect(qualified.scope).toEqual(['chemical', 'tcm_patent']);
    expect(buyerStanding({ company: { ...approved, status: 'pending' } }).scope).toEqual([]);
  });
});

describe('certificates', () => {
  const today = '2026-11-24';
  it.each<[CertificateFacts, string]>([
    [{ type: 'drug_licence', status: 'pending', validUntil: '2027-01-01' }, 'pending'],
    [{ type: 'drug_licence', status: 'rejected', validUntil: '2020-01-01' }, 'rejected'],
    [{ type: 'drug_licence', status: 'approved', validUntil: null }, 'approved'],
    [{ type: 'drug_licence', status: 'approved', validUntil: '2026-12-24' }, 'approved'],
    [{ type: 'drug_licence', status: 'approved', validUntil: '2026-12-23' }, 'expiring'],
    [{ type: 'drug_licence', status: 'approved', validUntil: today }, 'expiring'],
    [{ type: 'drug_licence', status: 'approved', validUntil: '2026-11-23' }, 'expired'],
  ])('%o is %s', (cert, state) => {
    expect(certificateState(cert, today)).toBe(state);
  });

  it('counts a required type expired when every approved one of it is past its last day', () => {
    const old = { type: 'drug_licence', status: 'approved', validUntil: '2026-11-23' } as const;
    expect(expiredRequired('pharmacy', [old], today)).toEqual(['drug_licence']);
    // A renewal under review does not unblock; an approved one does.
    expect(
      expiredRequired('pharmacy', [old, { ...old, status: 'pending', validUntil: null }], today),
    ).toEqual(['drug_licence']);
    expect(expiredRequired('pharmacy', [old, { ...old, validUntil: '2030-01-01' }], today)).toEqual([]);
    // Not required of a clinic; a type without any approved certificate is not expired.
    expect(expiredRequired('clinic', [old], today)).toEqual([]);
    expect(expiredRequired('pharmacy', [], today)).toEqual([]);
    expect(expiredRequired(null, [old], today)).toEqual([]);
  });
});

describe('business scope', () => {
  it('refuses goods outside the approved scope with its category, before controlled sale', () => {
    expect(mayBuyGoods(qualified, undefined, 'device_iii', 'prescription')).toEqual({
      mayBuy: false,
      reason: '超出经营范围（第三类医疗器械），不能购买',
    });
    expect(
      mayBuyGoods(qualified, { inProgramme: true, status: 'none' }, 'device_iii', 'prescription').reason,
    ).toBe('超出经营范围（第三类医疗器械），不能购买');
    expect(mayBuyGoods(qualified, undefined, 'tcm_patent', 'prescription')).toEqual({
      mayBuy: true,
      reason: '',
    });
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
    expect(
      mayBuyGoods(qualified, { inProgramme: true, status: 'pending' }, 'chemical', 'prescription').reason,
    ).toBe('控销授权审核中，通过后可购买');
    expect(
      mayBuyGoods(qualified, { inProgramme: true, status: 'rejected' }, 'chemical', 'prescription').reason,
    ).toBe('控销授权申请未通过，可重新申请');
    expect(
      mayBuyGoods(qualified, { inProgramme: true, status: 'none' }, 'chemical', 'prescription').reason,
    ).toBe('控销商品，需申请授权后购买');
    expect(
      mayBuyGoods(qualified, { inProgramme: false, status: 'none' }, 'chemical', 'prescription').reason,
    ).toBe('控销商品，暂未开放授权申请');
    expect(
      mayBuyGoods(qualified, { inProgramme: true, status: 'region' }, 'chemical', 'prescription'),
    ).toEqual({
      mayBuy: true,
      reason: '',
    });
    expect(mayBuyGoods(qualified, undefined, 'chemical', 'prescription')).toEqual({
      mayBuy: true,
      reason: '',
    });
  });

  it('keeps the reason of a buyer who may not order at all', () => {
    expect(
      mayBuyGoods(buyerStanding(null), { inProgramme: true, status: 'none' }, 'chemical', 'prescription')
        .reason,
    ).toBe('登录后可购买');
  });
});

describe('classes banned online', () => {
  it('refuses every banned class first, whatever the buyer, with the class in the reason', () => {
    expect(mayBuyGoods(qualified, undefined, 'chemical', 'psychotropic_2')).toEqual({
      mayBuy: false,
      reason: '第二类精神药品禁止网络销售，不能购买或上架',
    });
    expect(mayBuyGoods(buyerStanding(null), undefined, 'chemical', 'vaccine').reason).toBe(
      '疫苗禁止网络销售，不能购买或上架',
    );
  });

  it('sells ephedrine compound preparations to a qualified buyer (banned from retail only)', () => {
    expect(mayBuyGoods(qualified, undefined, 'chemical', 'ephedrine_compound')).toEqual({
      mayBuy: true,
      reason: '',
    });
  });
});

describe('delisted goods (下架)', () => {
  it('refuses a delisted product to every buyer, after a banned class and before the buyer standing', () => {
    expect(mayBuyGoods(qualified, undefined, 'chemical', 'prescription', false)).toEqual({
      mayBuy: false,
      reason: '商品已下架',
    });
    expect(mayBuyGoods(buyerStanding(null), undefined, 'chemical', 'prescription', false).reason).toBe(
      '商品已下架',
    );
    expect(mayBuyGoods(qualified, undefined, 'chemical', 'vaccine', false).reason).toBe(
      '疫苗禁止网络销售，不能购买或上架',
    );
    expect(mayBuyGoods(qualified, undefined, 'chemical', 'prescription', true).mayBuy).toBe(true);
  });
});
