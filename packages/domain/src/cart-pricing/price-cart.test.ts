import { describe, expect, it } from 'vitest';
import { STANDING_REASONS } from '../standing';
import { nextHint } from './next-hint';
import { priceCart } from './price-cart';
import {
  AMOXICILLIN,
  BANLANGEN,
  beijing,
  CEFIXIME,
  cart,
  comboLine,
  EVERYDAY,
  goodsLine,
  IBUPROFEN,
  LIANHUA,
  NOW,
  SITE_WIDE,
  SPIKE,
} from './test-fixtures';

const line = (priced: ReturnType<typeof priceCart>, id: number) => {
  const found = priced.lines.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no line ${id}`);
  return found;
};

describe('unit price of a line', () => {
  it('charges the base price below the first ladder tier: 10 × ¥8.55 = ¥85.50', () => {
    const amoxicillin = goodsLine(AMOXICILLIN, 10);
    const priced = priceCart(cart([amoxicillin]), NOW);
    expect(line(priced, amoxicillin.id)).toMatchObject({
      unitPriceFen: 855,
      source: 'base',
      amountFen: 8550,
    });
    expect(line(priced, amoxicillin.id).ladder?.next).toMatchObject({ minNumber: 50, missing: 40 });
  });

  it('takes the highest ladder tier the quantity reaches: 60 × ¥8.20, 100 × ¥7.90', () => {
    const sixty = goodsLine(AMOXICILLIN, 60);
    const hundred = goodsLine(AMOXICILLIN, 100, { selection: { goodsManjianId: 9 } });
    const priced = priceCart(cart([sixty, hundred]), NOW);
    expect(line(priced, sixty.id)).toMatchObject({ unitPriceFen: 820, source: 'ladder', amountFen: 49200 });
    expect(line(priced, hundred.id)).toMatchObject({ unitPriceFen: 790, amountFen: 79000 });
    expect(line(priced, hundred.id).ladder?.next).toBeNull();
  });

  it('prices a running flash sale within the per-buyer limit as a type 1 line', () => {
    const lianhua = goodsLine({ ...LIANHUA, promotions: [SPIKE] }, 6, { selection: { goodsPriceId: 7 } });
    const priced = priceCart(cart([lianhua]), NOW);
    expect(line(priced, lianhua.id)).toMatchObject({
      type: 1,
      amountFen: 6 * 1180,
      promotion: { id: 7, kind: 'spike', priceFen: 1180, units: 6, running: true },
    });
  });

  it('counts what the buyer already bought and holds in the cart against the limit; the rest at the normal price', () => {
    const promotion = { ...SPIKE, boughtByBuyer: 4 };
    const goods = { ...LIANHUA, promotions: [promotion] };
    const first = goodsLine(goods, 3, { selection: { goodsPriceId: 7 } });
    const second = goodsLine(goods, 5, { selection: { goodsPriceId: 7, goodsManjianId: 2 } });
    const priced = priceCart(cart([second, first]), NOW);
    // Limit 10, 4 bought: 6 left; the lower line id takes 3, the other 3 of its 5.
    expect(line(priced, first.id).promotion?.units).toBe(3);
    expect(line(priced, second.id).promotion?.units).toBe(3);
    expect(line(priced, second.id).amountFen).toBe(3 * 1180 + 2 * 1460);
  });

  it('lets a selected line take the quota before an unselected one with a lower id', () => {
    const goods = { ...LIANHUA, promotions: [SPIKE] };
    const unselected = goodsLine(goods, 10, { selected: false, selection: { goodsPriceId: 7 } });
    const selected = goodsLine(goods, 10, { selection: { goodsPriceId: 7, isYj: 1 } });
    const priced = priceCart(cart([unselected, selected]), NOW);
    expect(line(priced, selected.id).promotion?.units).toBe(10);
    expect(line(priced, unselected.id).promotion?.units).toBe(0);
    expect(priced.goodsTotalFen).toBe(11800);
  });

  it('charges the normal price when the flash-sale session is not running, keeping the line type 1', () => {
    const lianhua = goodsLine({ ...LIANHUA, promotions: [SPIKE] }, 2, { selection: { goodsPriceId: 7 } });
    const priced = priceCart(cart([lianhua]), beijing('2026-03-03T13:00:00'));
    expect(line(priced, lianhua.id)).toMatchObject({
      type: 1,
      amountFen: 2920,
      promotion: { units: 0, running: false },
    });
  });

  it('prices 每日特价 all day within its validity and not the day after', () => {
    const banlangen = goodsLine({ ...BANLANGEN, promotions: [EVERYDAY] }, 20, {
      selection: { goodsPriceId: 8 },
    });
    expect(line(priceCart(cart([banlangen]), beijing('2026-03-03T23:59:00')), banlangen.id).amountFen).toBe(
      17980,
    );
    expect(line(priceCart(cart([banlangen]), beijing('2026-03-04T00:00:00')), banlangen.id).amountFen).toBe(
      19800,
    );
  });

  it('never charges more for choosing a promotion than the ladder would', () => {
    const cheapLadder = { ...AMOXICILLIN, promotions: [{ ...EVERYDAY, priceFen: 800 }] };
    const amoxicillin = goodsLine(cheapLadder, 100, { selection: { goodsPriceId: 8 } });
    expect(line(priceCart(cart([amoxicillin]), NOW), amoxicillin.id).amountFen).toBe(79000);
  });

  it('ignores a goods_price_id the goods does not have', () => {
    const ibuprofen = goodsLine(IBUPROFEN, 3, { selection: { goodsPriceId: 99 } });
    const priced = priceCart(cart([ibuprofen]), NOW);
    expect(line(priced, ibuprofen.id)).toMatchObject({ promotion: null, type: 0, amountFen: 3840 });
  });

  it('uses the negotiated price for is_yj lines that have one, the normal price otherwise', () => {
    const negotiated = goodsLine({ ...AMOXICILLIN, negotiatedPriceFen: 799 }, 10, {
      selection: { isYj: 1 },
    });
    const none = goodsLine(AMOXICILLIN, 10, { selection: { isYj: 1 } });
    const priced = priceCart(cart([negotiated, none]), NOW);
    expect(line(priced, negotiated.id)).toMatchObject({
      source: 'negotiated',
      amountFen: 7990,
      ladder: null,
    });
    expect(line(priced, none.id)).toMatchObject({ source: 'base', amountFen: 8550 });
  });
});

describe('full-amount tiers (满减)', () => {
  it('reaches 满1000减50 and allocates the ¥50 pro rata so the lines add up to the order total', () => {
    const cefixime = goodsLine(CEFIXIME, 30); // ¥705.00
    const ibuprofen = goodsLine(IBUPROFEN, 25); // ¥320.00
    const priced = priceCart(cart([cefixime, ibuprofen], { fullAmountActivities: [SITE_WIDE] }), NOW);
    expect(priced.activities[0]).toMatchObject({
      eligibleTotalFen: 102500,
      discountFen: 5000,
      tiers: [
        { amountFen: 100000, status: 1 },
        { amountFen: 300000, status: 0 },
      ],
    });
    // 5000 × 70500 / 102500 = 3439.02…, 5000 × 32000 / 102500 = 1560.97…: the larger fraction gets the fen.
    expect(line(priced, cefixime.id)).toMatchObject({ discountFen: 3439, payableFen: 67061 });
    expect(line(priced, ibuprofen.id)).toMatchObject({ discountFen: 1561, payableFen: 30439 });
    expect(priced.totalFen).toBe(102500 - 5000);
    expect(priced.shipping.feeFen).toBe(0);
  });

  it('applies only the highest reached tier: 满3000 gives ¥200, not ¥250', () => {
    const cefixime = goodsLine(CEFIXIME, 130); // ¥3055.00
    const priced = priceCart(cart([cefixime], { fullAmountActivities: [SITE_WIDE] }), NOW);
    expect(priced.discountFen).toBe(20000);
    expect(priced.activities[0]?.tiers.map((tier) => tier.status)).toEqual([1, 1]);
  });

  it('lists reached tiers first', () => {
    const activity = { ...SITE_WIDE, tiers: [SITE_WIDE.tiers[1]!, { amountFen: 50000, reductionFen: 1000 }] };
    const priced = priceCart(cart([goodsLine(CEFIXIME, 30)], { fullAmountActivities: [activity] }), NOW);
    expect(priced.activities[0]?.tiers.map((tier) => [tier.amountFen, tier.status])).toEqual([
      [50000, 1],
      [300000, 0],
    ]);
  });

  it('gives a leftover fen to the largest fraction, then to the lower line id', () => {
    const lines = [goodsLine(IBUPROFEN, 30), goodsLine(IBUPROFEN, 30), goodsLine(IBUPROFEN, 30)];
    const activity = { ...SITE_WIDE, tiers: [{ amountFen: 100000, reductionFen: 100 }] };
    const priced = priceCart(
      cart([lines[2]!, lines[0]!, lines[1]!], { fullAmountActivities: [activity] }),
      NOW,
    );
    expect(lines.map((candidate) => line(priced, candidate.id).discountFen)).toEqual([34, 33, 33]);
  });

  it('keeps goods without coupons and promotion-priced lines out of the eligible total', () => {
    const noCoupon = goodsLine({ ...CEFIXIME, withCoupon: false }, 50);
    const spike = goodsLine({ ...LIANHUA, promotions: [SPIKE] }, 10, { selection: { goodsPriceId: 7 } });
    const plain = goodsLine(IBUPROFEN, 10);
    const priced = priceCart(cart([noCoupon, spike, plain], { fullAmountActivities: [SITE_WIDE] }), NOW);
    expect(priced.activities[0]?.eligibleTotalFen).toBe(12800);
    expect(line(priced, noCoupon.id).fullAmountActivityId).toBeNull();
    expect(line(priced, spike.id).fullAmountActivityId).toBeNull();
  });

  it("joins the activity the line's goods_manjian_id names when it covers the goods", () => {
    const brand = {
      id: 2,
      title: '头孢满500减30',
      goodsIds: [CEFIXIME.id],
      tiers: [{ amountFen: 50000, reductionFen: 3000 }],
    };
    const chosen = goodsLine(CEFIXIME, 30, { selection: { goodsManjianId: 2 } });
    const other = goodsLine(IBUPROFEN, 10, { selection: { goodsManjianId: 2 } });
    const priced = priceCart(cart([chosen, other], { fullAmountActivities: [SITE_WIDE, brand] }), NOW);
    expect(line(priced, chosen.id)).toMatchObject({ fullAmountActivityId: 2, discountFen: 3000 });
    expect(line(priced, other.id).fullAmountActivityId).toBe(1);
  });
});

describe('shipping', () => {
  it('charges the fee below no_trans_order_amount and says how much is missing', () => {
    const priced = priceCart(cart([goodsLine(AMOXICILLIN, 10)]), NOW);
    expect(priced.shipping).toEqual({
      feeFen: 1000,
      reason: 'charged',
      baseFen: 8550,
      thresholdFen: 50000,
      missingFen: 41450,
    });
    expect(priced.totalFen).toBe(9550);
  });

  it('ships free from the threshold on, measured after the full-amount discount', () => {
    expect(priceCart(cart([goodsLine(CEFIXIME, 30)]), NOW).shipping.reason).toBe('threshold');
    const justOver = goodsLine(IBUPROFEN, 79); // ¥1011.20, less ¥50 = ¥961.20
    const shipping = { feeFen: 1000, freeFromFen: 100000 };
    const priced = priceCart(cart([justOver], { fullAmountActivities: [SITE_WIDE], shipping }), NOW);
    expect(priced.shipping).toMatchObject({ feeFen: 1000, baseFen: 96120, missingFen: 3880 });
  });

  it('waives the fee for the whole order once a single-item free-shipping line reaches qg_number', () => {
    const dpby = { ...BANLANGEN, isDpby: true, qgNumber: 20 };
    const short = goodsLine(dpby, 15);
    expect(line(priceCart(cart([short]), NOW), short.id).freeShippingMissing).toBe(5);
    const enough = goodsLine(dpby, 20);
    const priced = priceCart(cart([enough, goodsLine(AMOXICILLIN, 1)]), NOW);
    expect(priced.shipping).toMatchObject({ feeFen: 0, reason: 'single_item' });
    expect(line(priced, enough.id).freeShippingMissing).toBe(0);
  });

  it('ships an order of free-shipping zone goods free, but not a mixed order', () => {
    const zone = { ...IBUPROFEN, isFreeShipping: true, freeShippingNumber: 5 };
    expect(priceCart(cart([goodsLine(zone, 5)]), NOW).shipping.reason).toBe('zone');
    expect(priceCart(cart([goodsLine(zone, 4)]), NOW).shipping.reason).toBe('charged');
    expect(priceCart(cart([goodsLine(zone, 5), goodsLine(AMOXICILLIN, 1)]), NOW).shipping.reason).toBe(
      'charged',
    );
  });

  it('charges nothing when nothing is selected', () => {
    const priced = priceCart(cart([goodsLine(AMOXICILLIN, 10, { selected: false })]), NOW);
    expect(priced).toMatchObject({ totalFen: 0, countedLines: 0, shipping: { feeFen: 0, reason: 'empty' } });
  });
});

describe('gifts', () => {
  const buyTenGetOne = { buy: 10, get: 1, type: 1 as const, giftGoodsId: AMOXICILLIN.id, giftStock: 5000 };

  it('gives M free per N bought as zero-priced flagged gift lines', () => {
    const amoxicillin = goodsLine({ ...AMOXICILLIN, gift: buyTenGetOne }, 25);
    const priced = priceCart(cart([amoxicillin]), NOW);
    expect(priced.gifts).toEqual([
      { forLineId: amoxicillin.id, goodsId: 101, quantity: 2, amountFen: 0, gift: true, type: 1, earned: 2 },
    ]);
    expect(priced.goodsTotalFen).toBe(25 * 855);
  });

  it('gives gifts only from the stock left after what the cart buys of the gift goods', () => {
    const scarce = { ...AMOXICILLIN, stock: 21, gift: { ...buyTenGetOne, giftStock: 21 } };
    const priced = priceCart(cart([goodsLine(scarce, 20)]), NOW);
    expect(priced.gifts[0]).toMatchObject({ quantity: 1, earned: 2 });
  });

  it('gives another goods for type 2 and nothing for an unselected line', () => {
    const gift = { buy: 5, get: 1, type: 2 as const, giftGoodsId: BANLANGEN.id, giftStock: 100 };
    const selected = goodsLine({ ...LIANHUA, gift }, 10);
    const unselected = goodsLine({ ...LIANHUA, gift }, 10, { selected: false });
    const priced = priceCart(cart([selected, unselected]), NOW);
    expect(priced.gifts).toEqual([
      expect.objectContaining({ forLineId: selected.id, goodsId: 105, quantity: 2 }),
    ]);
  });
});

describe('combination lines (type 3)', () => {
  const combo = {
    id: 31,
    priceFen: 4500,
    parts: [
      {
        goodsId: LIANHUA.id,
        name: '连花清瘟胶囊',
        quantity: 2,
        stock: 100,
        controlled: undefined,
        scope: 'chemical' as const,
        regulatoryClass: 'otc_a' as const,
      },
      {
        goodsId: IBUPROFEN.id,
        name: '布洛芬缓释胶囊',
        quantity: 1,
        stock: 3,
        controlled: undefined,
        scope: 'chemical' as const,
        regulatoryClass: 'otc_a' as const,
      },
    ],
  };

  it('prices sets at the combo price as one line', () => {
    const set = comboLine(combo, 3);
    const priced = priceCart(cart([set], { fullAmountActivities: [SITE_WIDE] }), NOW);
    expect(line(priced, set.id)).toMatchObject({
      type: 3,
      counted: true,
      amountFen: 13500,
      fullAmountActivityId: null,
    });
  });

  it('reports the part that lacks stock and leaves the line out', () => {
    const set = comboLine(combo, 4);
    const priced = priceCart(cart([set]), NOW);
    expect(line(priced, set.id)).toMatchObject({
      counted: false,
      exclusion: {
        code: 'combo_part_short',
        partGoodsId: IBUPROFEN.id,
        reason: '组合商品中「布洛芬缓释胶囊」库存不足',
      },
    });
    expect(priced.totalFen).toBe(0);
  });

  it('leaves out a line of a class banned online, and a set with such a part, with the reason', () => {
    const reclassed = goodsLine({ ...AMOXICILLIN, regulatoryClass: 'psychotropic_2' }, 10);
    const set = comboLine({ ...combo, parts: [{ ...combo.parts[0]!, regulatoryClass: 'vaccine' }] }, 1);
    const priced = priceCart(cart([reclassed, set]), NOW);
    expect(line(priced, reclassed.id).exclusion).toEqual({
      code: 'not_buyable',
      reason: '第二类精神药品禁止网络销售，不能购买或上架',
    });
    expect(line(priced, set.id).exclusion).toMatchObject({
      code: 'not_buyable',
      reason: '连花清瘟胶囊：疫苗禁止网络销售，不能购买或上架',
    });
    expect(priced.totalFen).toBe(0);
  });

  it('refuses a combination with a controlled part the buyer may not buy', () => {
    const controlled = { inProgramme: true, status: 'none' as const };
    const set = comboLine({ ...combo, parts: [{ ...combo.parts[0]!, controlled }] }, 1);
    expect(line(priceCart(cart([set]), NOW), set.id).exclusion).toEqual({
      code: 'not_buyable',
      reason: `连花清瘟胶囊：${STANDING_REASONS.controlledNone}`,
      partGoodsId: LIANHUA.id,
    });
  });
});

describe('lines left out of the totals', () => {
  it('flags each with its reason and counts only the rest', () => {
    const ok = goodsLine(AMOXICILLIN, 10);
    const unselected = goodsLine(IBUPROFEN, 1, { selected: false });
    const soldOut = goodsLine({ ...CEFIXIME, stock: 0 }, 1);
    const short = goodsLine({ ...LIANHUA, stock: 8 }, 9);
    const controlled = goodsLine({ ...BANLANGEN, controlled: { inProgramme: true, status: 'pending' } }, 1);
    const fractional = goodsLine(AMOXICILLIN, 1.5);
    const priced = priceCart(cart([ok, unselected, soldOut, short, controlled, fractional]), NOW);
    expect(priced.lines.map((candidate) => candidate.exclusion?.reason ?? null)).toEqual([
      null,
      '未勾选',
      '商品已售罄',
      '库存不足，最多可购8',
      STANDING_REASONS.controlledPending,
      '购买数量无效',
    ]);
    expect(priced).toMatchObject({ countedLines: 1, goodsTotalFen: 8550 });
  });

  it('counts nothing for a buyer whose company is not approved yet', () => {
    const standing = { maySeePrices: true, mayBuy: false, reason: STANDING_REASONS.unqualified, scope: [] };
    const priced = priceCart(
      cart([goodsLine(AMOXICILLIN, 10), comboLine({ id: 1, priceFen: 100, parts: [] }, 1)], { standing }),
      NOW,
    );
    expect(priced.lines.map((candidate) => candidate.exclusion?.code)).toEqual([
      'not_buyable',
      'not_buyable',
    ]);
    expect(priced.totalFen).toBe(0);
  });
});

describe('money', () => {
  it('refuses to price a negative price rather than pay the buyer', () => {
    const corrupt = goodsLine({ ...IBUPROFEN, promotions: [{ ...EVERYDAY, priceFen: -100 }] }, 1, {
      selection: { goodsPriceId: 8 },
    });
    expect(() => priceCart(cart([corrupt]), NOW)).toThrow(RangeError);
    expect(() => priceCart(cart([comboLine({ id: 1, priceFen: -1, parts: [] }, 1)]), NOW)).toThrow(
      RangeError,
    );
  });
});

describe('next hint', () => {
  it('says what is missing to the next tier, to free shipping, to single-item free shipping and to the next ladder price', () => {
    const amoxicillin = goodsLine(AMOXICILLIN, 40);
    const dpby = goodsLine({ ...BANLANGEN, isDpby: true, qgNumber: 20 }, 10);
    const priced = priceCart(cart([amoxicillin, dpby], { fullAmountActivities: [SITE_WIDE] }), NOW);
    const hints = nextHint(priced);
    // 40 × ¥8.55 + 10 × ¥9.90 = ¥441.00.
    expect(hints.fullAmount).toEqual([
      expect.objectContaining({ missingFen: 55900, text: '再买¥559.00，可享满¥1000.00减¥50.00' }),
    ]);
    expect(hints.shipping?.text).toBe('再买¥59.00即可免运费（运费¥10.00）');
    expect(hints.singleItemFreeShipping).toEqual([
      { lineId: dpby.id, missing: 10, text: '再买10件即可包邮' },
    ]);
    expect(hints.ladder).toEqual([
      { lineId: amoxicillin.id, missing: 10, priceFen: 820, text: '再买10件可享¥8.20' },
    ]);
  });

  it('has no shipping hints once shipping is free and no tier hint once the top tier is reached', () => {
    const priced = priceCart(cart([goodsLine(CEFIXIME, 130)], { fullAmountActivities: [SITE_WIDE] }), NOW);
    const hints = nextHint(priced);
    expect(hints).toMatchObject({ fullAmount: [], shipping: null, singleItemFreeShipping: [] });
  });
});
