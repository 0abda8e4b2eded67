import { applyRate, type Fen } from './money';
import type { AfterSaleAction, AfterSaleStatus, AfterSaleType } from './print/after-sale-labels';
import type { OrderStatus } from './print/order-labels';

/*
 * The rules of after-sales (issue #21 §1, docs/after-sales.md): which state a request moves to on which action,
 * who may take it, which requests hold quantity, when an order may ask at all, and what a refund of some units of
 * a line is worth. The server's conditional UPDATEs are built from TRANSITIONS, and the allowed actions the API
 * answers come from the same table, so a button and its call cannot disagree.
 */

export interface Transition {
  from: readonly AfterSaleStatus[];
  to: AfterSaleStatus;
  /** The kinds of request the action applies to. */
  types: readonly AfterSaleType[];
  by: 'buyer' | 'operator';
}

const ALL: readonly AfterSaleType[] = ['return', 'refund', 'exchange', 'documents'];
const GOODS_BACK: readonly AfterSaleType[] = ['return', 'exchange'];

export const AFTER_SALE_TRANSITIONS: Record<AfterSaleAction, Transition> = {
  approve: { from: ['pending'], to: 'approved', types: ALL, by: 'operator' },
  reject: { from: ['pending'], to: 'rejected', types: ALL, by: 'operator' },
  // The buyer may withdraw until the goods are on their way back.
  cancel: { from: ['pending', 'approved'], to: 'cancelled', types: ALL, by: 'buyer' },
  ship_back: { from: ['approved'], to: 'shipped_back', types: GOODS_BACK, by: 'buyer' },
  receive: { from: ['shipped_back'], to: 'received', types: GOODS_BACK, by: 'operator' },
  // 退货退款 refunds once the goods are back; 仅退款 once approved (nothing comes back).
  refund: { from: ['received', 'approved'], to: 'refunded', types: ['return', 'refund'], by: 'operator' },
  exchange: { from: ['received'], to: 'exchanged', types: ['exchange'], by: 'operator' },
  send_documents: { from: ['approved'], to: 'documents_sent', types: ['documents'], by: 'operator' },
};

/** Whether `action` applies to a request of `type` in `status` (refund: 退货退款 from received, 仅退款 from approved). */
export function mayTakeAction(
  action: AfterSaleAction,
  type: AfterSaleType,
  status: AfterSaleStatus,
): boolean {
  const transition = AFTER_SALE_TRANSITIONS[action];
  if (!transition.types.includes(type) || !transition.from.includes(status)) return false;
  if (action === 'refund') return status === (type === 'return' ? 'received' : 'approved');
  return true;
}

/** The state a request of `type` in `status` may be moved from by `action` (the conditional UPDATE's WHERE). */
export function fromStatusFor(action: AfterSaleAction, type: AfterSaleType): AfterSaleStatus[] {
  return AFTER_SALE_TRANSITIONS[action].from.filter((status) => mayTakeAction(action, type, status));
}

/** What the buyer (or an operator) may do now, in the table's order. */
export function afterSaleActions(
  type: AfterSaleType,
  status: AfterSaleStatus,
  by: 'buyer' | 'operator',
): AfterSaleAction[] {
  return (Object.keys(AFTER_SALE_TRANSITIONS) as AfterSaleAction[]).filter(
    (action) => AFTER_SALE_TRANSITIONS[action].by === by && mayTakeAction(action, type, status),
  );
}

/** States still waiting for someone: `is_AfterSale` is '1' while the company has one of these. */
export const AFTER_SALE_OPEN_STATUSES: readonly AfterSaleStatus[] = [
  'pending',
  'approved',
  'shipped_back',
  'received',
];

/** Ended without anything given back: the units a request held become returnable again. */
export const AFTER_SALE_RELEASING_STATUSES: readonly AfterSaleStatus[] = [
  'rejected',
  'cancelled',
  'exchanged',
];

/**
 * Whether a request of this kind holds quantity (returnable = delivered − returned − pending). 补寄资料 names
 * lines but returns nothing; an exchange holds its units until the replacement is sent (then they are delivered
 * again).
 */
export const holdsQuantity = (type: AfterSaleType): boolean => type !== 'documents';

/** Order statuses from which a buyer may ask: the goods have left (shipped) or arrived (completed). */
export const AFTER_SALE_ORDER_STATUSES: readonly OrderStatus[] = ['shipped', 'completed'];

/** Days after receipt (completion) a buyer may still ask, unless operators set otherwise (site setting). */
export const DEFAULT_AFTER_SALE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why an order may not be asked about now (Chinese, for 409/the button's hint), or null when it may. */
export function afterSaleRefusal(
  order: { status: OrderStatus; completedAtMs: number | null },
  windowDays: number,
  nowMs: number,
): string | null {
  if (!AFTER_SALE_ORDER_STATUSES.includes(order.status)) return '订单发货后才能申请售后';
  if (order.status === 'completed' && order.completedAtMs !== null) {
    if (nowMs > order.completedAtMs + windowDays * DAY_MS) return `已超过收货后${windowDays}天的售后期限`;
  }
  return null;
}

/**
 * What `units` more units of a line are worth when `alreadyUnits` of it were refunded before: the line's payable
 * (after its share of 满减 and coupon, as the pricing engine allocated it) taken pro rata and rounded down
 * cumulatively — floor(payable × (before + units) / number) − floor(payable × before / number) — so partial
 * refunds of one line add up to exactly its payable when every unit is back, and never more.
 */
export function lineRefundFen(
  line: { payableFen: Fen; number: number },
  alreadyUnits: number,
  units: number,
): Fen {
  if (!Number.isSafeInteger(units) || units < 0 || !Number.isSafeInteger(alreadyUnits) || alreadyUnits < 0)
    throw new RangeError('退款数量无效');
  if (alreadyUnits + units > line.number) throw new RangeError('退款数量超过购买数量');
  return (
    applyRate(line.payableFen, alreadyUnits + units, line.number) -
    applyRate(line.payableFen, alreadyUnits, line.number)
  );
}

/** Buy `buy` get `get` as an order recorded it on a gift line (order_lines.gift_buy / gift_get). */
export interface RecordedGiftRule {
  buy: number;
  get: number;
}

/**
 * The gift units a buyer may keep while keeping `keptTriggerUnits` of the line that earned them: the promotion's
 * rule applied to what is kept — floor(kept ÷ buy) × get — and never more than the order gave (`givenUnits`: the
 * gift stock may have given less than the rule earned). The pricing engine's gift step with the kept quantity.
 */
export function giftUnitsKept(rule: RecordedGiftRule, givenUnits: number, keptTriggerUnits: number): number {
  if (rule.buy < 1 || rule.get < 1) throw new RangeError('赠品规则无效');
  if (keptTriggerUnits <= 0) return 0;
  return Math.min(givenUnits, Math.floor(keptTriggerUnits / rule.buy) * rule.get);
}

/**
 * The gift units a request for some of the trigger line must take back with it (赠品随退): the buyer still holds
 * `givenUnits − giftHeldUnits` of the gift (what earlier requests hold is already on its way back) and may keep
 * `giftUnitsKept` of them for the `keptTriggerUnits` left after this request; the rest goes back, refund 0.
 */
export function giftUnitsToReturn(
  rule: RecordedGiftRule,
  gift: { givenUnits: number; giftHeldUnits: number },
  keptTriggerUnits: number,
): number {
  const stillHeld = gift.givenUnits - gift.giftHeldUnits;
  return Math.max(0, stillHeld - giftUnitsKept(rule, gift.givenUnits, keptTriggerUnits));
}

/**
 * A combination (套餐) comes back in whole sets: `sets` sets take each part's units per set (the part line's
 * units ÷ the set line's sets, as order creation wrote them) × sets. The money sits on the set line and is
 * refunded with lineRefundFen over its sets, so the last set takes the remainder.
 */
export function setPartUnits(part: { number: number }, set: { number: number }, sets: number): number {
  if (!Number.isSafeInteger(sets) || sets < 0 || sets > set.number) throw new RangeError('套餐数量无效');
  if (part.number % set.number !== 0) throw new RangeError('套餐商品数量与套数不符');
  return (part.number / set.number) * sets;
}

/**
 * The kinds after which the buyer keeps less of a line for good, so gifts no longer earned go back with it:
 * 退货退款 and 仅退款. An exchange replaces the units (the gift stays earned); 补寄资料 moves no goods.
 */
export const takesGiftsBack = (type: AfterSaleType): boolean => type === 'return' || type === 'refund';

/** One batch a line shipped in (its parcels' rows for that 批号 merged). */
export interface ShippedBatch {
  batchNo: string;
  /** YYYY-MM-DD. */
  expiryDate: string;
  number: number;
}

/**
 * Which shipped batches `units` returned units of one line are credited to when the warehouse takes them back as
 * saleable. The box's batch is not typed at 收货, so the earliest expiry is credited first, each batch at most what
 * it shipped: the warehouse's record then never claims a longer shelf life than the goods may have, and FEFO
 * ships those units out first. Ties by 批号. Units beyond what the batches shipped are credited to none.
 */
export function returnedBatchUnits<T extends ShippedBatch>(
  shipped: readonly T[],
  units: number,
): { batch: T; number: number }[] {
  const ordered = [...shipped].sort((a, b) =>
    a.expiryDate === b.expiryDate ? (a.batchNo < b.batchNo ? -1 : 1) : a.expiryDate < b.expiryDate ? -1 : 1,
  );
  const credited: { batch: T; number: number }[] = [];
  let left = units;
  for (const batch of ordered) {
    if (left <= 0) break;
    const number = Math.min(left, batch.number);
    if (number > 0) credited.push({ batch, number });
    left -= number;
  }
  return credited;
}
