// Pricing a 300-line cart with priceCart (and nextHint), against summing the same lines' base amounts, in one
// run. Pure CPU, no server: the figures are per call, median and p95 over many calls after a warm-up.
import {
  type CartLineInput,
  type CartPricingInput,
  type FullAmountActivity,
  type GoodsPricingFacts,
  nextHint,
  priceCart,
} from '../packages/domain/src/cart-pricing/index';

const LINES = 300;
const WARM_UP = 500;
const SAMPLES = 3_000;
/** 10:30 in Beijing on a day inside the flash sale below. */
const NOW = Date.parse('2026-03-03T10:30:00+08:00');

/** A fixed pseudo-random sequence, so every run prices the same cart. */
let seed = 20_260_303;
const random = (below: number) => {
  seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
  return seed % below;
};

function goods(id: number): GoodsPricingFacts {
  const priceFen = 300 + random(20_000);
  return {
    id,
    priceFen,
    scope: 'chemical',
    regulatoryClass: 'otc_a',
    stock: 1_000 + random(5_000),
    ladder:
      id % 2 === 0
        ? [
            { minNumber: 50, priceFen: priceFen - 20 },
            { minNumber: 100, priceFen: priceFen - 45 },
            { minNumber: 200, priceFen: priceFen - 60 },
          ]
        : [],
    promotions:
      id % 7 === 0
        ? [
            {
              id: 10_000 + id,
              kind: 'spike',
              startsAt: Date.parse('2026-03-01T00:00:00+08:00'),
              endsAt: Date.parse('2026-03-10T00:00:00+08:00'),
              dailyStart: '10:00',
              dailyEnd: '12:00',
              priceFen: priceFen - 100,
              limitPerBuyer: 20,
              boughtByBuyer: random(10),
            },
          ]
        : [],
    negotiatedPriceFen: id % 11 === 0 ? priceFen - 30 : null,
    withCoupon: id % 5 !== 0,
    controlled: id % 13 === 0 ? { inProgramme: true, status: 'approved' } : undefined,
    isDpby: id % 17 === 0,
    qgNumber: 300,
    isFreeShipping: false,
    freeShippingNumber: 0,
    gift: id % 9 === 0 ? { buy: 10, get: 1, type: 1, giftGoodsId: id, giftStock: 5_000 } : null,
  };
}

const lines: CartLineInput[] = Array.from({ length: LINES }, (_, index): CartLineInput => {
  const id = index + 1;
  if (id % 10 === 0) {
    return {
      kind: 'combo',
      id,
      quantity: 1 + random(5),
      selected: true,
      combo: {
        id,
        priceFen: 5_000 + random(10_000),
        parts: [1, 2, 3].map((part) => ({
          goodsId: id * 10 + part,
          name: `组合商品${part}`,
          scope: 'chemical' as const,
          regulatoryClass: 'otc_a' as const,
          quantity: part,
          stock: 500,
          controlled: undefined,
        })),
      },
    };
  }
  const facts = goods(id);
  return {
    kind: 'goods',
    id,
    quantity: 1 + random(240),
    selected: id % 8 !== 0,
    selection: {
      goodsPriceId: facts.promotions[0]?.id ?? 0,
      ladderPriceId: 0,
      goodsManjianId: id % 3 === 0 ? 2 : 0,
      isYj: facts.negotiatedPriceFen === null ? 0 : 1,
    },
    goods: facts,
  };
});

const activities: FullAmountActivity[] = [
  {
    id: 1,
    title: '全场满1000减50',
    goodsIds: 'all',
    tiers: [
      { amountFen: 100_000, reductionFen: 5_000 },
      { amountFen: 300_000, reductionFen: 20_000 },
    ],
  },
  {
    id: 2,
    title: '品牌满5000减300',
    goodsIds: Array.from({ length: LINES }, (_, index) => index + 1).filter((id) => id % 3 === 0),
    tiers: [{ amountFen: 500_000, reductionFen: 30_000 }],
  },
];

const input: CartPricingInput = {
  standing: { maySeePrices: true, mayBuy: true, reason: '', scope: ['chemical'] },
  lines,
  fullAmountActivities: activities,
  shipping: { feeFen: 1_000, freeFromFen: 50_000 },
};

/** The least any pricing must do: unit price × quantity over the same lines, summed. */
function baseline(cart: CartPricingInput): number {
  let total = 0;
  for (const line of cart.lines) {
    total += (line.kind === 'goods' ? line.goods.priceFen : line.combo.priceFen) * line.quantity;
  }
  return total;
}

function measure(run: () => unknown): number[] {
  let sink = 0;
  for (let index = 0; index < WARM_UP; index++) sink += run() ? 1 : 0;
  const times: number[] = [];
  for (let index = 0; index < SAMPLES; index++) {
    const started = performance.now();
    sink += run() ? 1 : 0;
    times.push(performance.now() - started);
  }
  if (sink < 0) console.log(sink);
  return times.sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

function row(label: string, times: number[]) {
  const ms = (value: number) => `${value.toFixed(4)} ms`.padStart(12);
  console.log(`  ${label.padEnd(42)} median ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}`);
}

const priced = priceCart(input, NOW);
console.log(
  `  cart: ${LINES} lines, ${priced.countedLines} counted, ${priced.gifts.length} gift lines, ` +
    `total ${priced.totalFen} fen (discount ${priced.discountFen})`,
);
row(
  'baseline: Σ base price × quantity',
  measure(() => baseline(input)),
);
row(
  'priceCart',
  measure(() => priceCart(input, NOW)),
);
row(
  'priceCart + nextHint',
  measure(() => nextHint(priceCart(input, NOW))),
);
