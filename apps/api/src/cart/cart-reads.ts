import type { PromotionKind, RegulatoryClass, ScopeCategory } from '@yaocai/domain';
import { count, eq } from 'drizzle-orm';
import type { ApplicationRow, ControlledProgrammeRow, StoreWideRow } from '../catalogue';
import type { Executor } from '../db/client';
import { cartItems } from '../db/schema/index';
import type { QualificationRow } from '../lib/buyer-facts';

/*
 * The cart's line count and the shapes of a cart read: the read itself is one statement (snapshot.ts) and
 * `loadCartPricing` (pricing-input.ts) puts its rows together.
 */

/** How many lines the buyer's cart holds: the header badge, GET /api/cart/total and the cart's size limit. */
export async function cartLineCount(tx: Executor, userId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}

/** A stored cart line (cart_items). */
export interface CartRow {
  id: number;
  type: 0 | 1 | 3;
  goodsId: number | null;
  combinationId: number | null;
  goodsPriceId: number;
  ladderPriceId: number;
  goodsManjianId: number;
  isYj: 0 | 1;
  ckId: number;
  number: number;
  isSelected: 0 | 1;
}

/** What the wire shows of a goods (cart lines and combination parts). */
export interface GoodsDisplay {
  id: number;
  name: string;
  sccj: string;
  ypgg: string;
  bzdw: string;
  zbz: number;
  stock: number;
  priceFen: number;
  isSelfOperated: boolean;
}

export interface ComboDisplay {
  id: number;
  name: string;
  priceFen: number;
  parts: { goodsId: number; number: number }[];
}

export type GoodsFacts = GoodsDisplay & {
  isDpby: boolean;
  qgNumber: number;
  isFreeShipping: boolean;
  freeShippingNumber: number;
  isControlled: boolean;
  /** with_coupon: takes part in coupons and 满减. */
  withCoupon: boolean;
  scopeCategory: ScopeCategory;
  regulatoryClass: RegulatoryClass;
  listed: boolean;
};

/** The answer of the cart's snapshot statement (snapshot.ts): JSON, so times come as ISO text. */
/** A timestamp as JSON carries it (ISO text). */
type Stamp = string;

export interface SnapshotLine {
  row: CartRow;
  goods: GoodsFacts | null;
  gift: {
    buy: number;
    get: number;
    type: number;
    giftGoodsId: number;
    giftStock: number;
    giftName: string;
    giftBzdw: string;
  } | null;
  negotiatedPriceFen: number | null;
}

export interface CartSnapshot extends QualificationRow {
  region: string | null;
  lines: SnapshotLine[];
  combos: { id: number; name: string; priceFen: number }[];
  parts: { combinationId: number; goodsId: number; number: number }[];
  partGoods: GoodsFacts[];
  ladders: { goodsId: number; minNumber: number; priceFen: number }[];
  promotions: {
    goodsId: number;
    id: number;
    kind: PromotionKind;
    startsAt: Stamp;
    endsAt: Stamp;
    dailyStart: string | null;
    dailyEnd: string | null;
    priceFen: number;
    limitPerBuyer: number;
  }[];
  bought: { promotionId: number; goodsId: number; units: number }[];
  activities: { id: number; title: string; allGoods: boolean }[];
  tiers: { activityId: number; amountFen: number; reductionFen: number }[];
  covered: { activityId: number; goodsId: number }[];
  settings: { key: string; json: string }[];
  offer:
    | (Omit<StoreWideRow, 'startsAt' | 'endsAt' | 'paused' | 'banner' | 'rules' | 'updatedAt'> & {
        startsAt: Stamp;
        endsAt: Stamp;
      })
    | null;
  categories: { goodsId: number; categoryId: number }[];
  programmes: ControlledProgrammeRow[];
  applications: (Omit<ApplicationRow, 'createdAt' | 'decidedAt'> & {
    createdAt: Stamp;
    decidedAt: Stamp | null;
  })[];
  stores: { userId: number; company: string | null; name: string | null; phone: string }[];
}
