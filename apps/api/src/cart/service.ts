import {
  applyCashVouchers,
  CART_FILTER_ALL,
  type CartAddEntry,
  type CartAddResult,
  type CartCheckout,
  type CartNextHint,
  type CartState,
  priceCart,
} from '@yaocai/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { cartItems, companies } from '../db/schema/index';
import { FieldValidationError, notFound } from '../lib/errors';
import { addEntry, assertLineOrderable } from './add';
import { cartLineCount } from './cart-reads';
import { heldCashVouchers } from './cash-vouchers';
import { appliedCoupon, rankedCoupons } from './coupons';
import { type BuyersCart, loadCartPricing, readBuyersCart, readBuyersCartIn } from './pricing-input';
import { assertOwnLines, attempt, buyerOf, storesOf } from './scope';
import { toCartState, toCheckout, toNextHint } from './wire';

/*
 * The cart's work, each call one transaction: reads at REPEATABLE READ so the lines, prices and settings they
 * price come from one snapshot; writes change lines and answer what the contract says, rolled back whole when
 * anything is refused.
 */

const readOnly = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

function stateOf(cart: BuyersCart | null, filters: number, nowMs: number): CartState {
  if (!cart) throw notFound();
  const priced = priceCart(cart.loaded.input, nowMs);
  return toCartState(cart.loaded, priced, nowMs, filters, storesOf(cart.stores));
}

async function stateIn(tx: Executor, userId: number, filters: number, nowMs: number): Promise<CartState> {
  return stateOf(await readBuyersCartIn(tx, userId, nowMs), filters, nowMs);
}

/** GET /api/cart/list: one prepared statement (`snapshot.ts`), no transaction. */
export async function cartState(
  db: Db,
  userId: number,
  filters: number,
  nowMs = Date.now(),
): Promise<CartState> {
  return stateOf(await readBuyersCart(db, userId, nowMs), filters, nowMs);
}

const entryKey = (entry: CartAddEntry) =>
  entry.type === 3 ? -(entry.combination_id ?? 0) : (entry.goods_id ?? 0);

/**
 * POST /api/cart: each entry in its own savepoint, so what may be added is added and the rest say why (a
 * partial add, §8 warning toast). When every entry is refused the whole add is a 422 that changed nothing.
 */
export async function addToCart(
  db: Db,
  userId: number,
  entries: readonly CartAddEntry[],
  nowMs = Date.now(),
): Promise<{ result: CartAddResult; message: string }> {
  return db.transaction(async (tx) => {
    const buyer = await buyerOf(tx, userId);
    const results: CartAddResult['results'] = new Array(entries.length);
    let firstRefusal: FieldValidationError | null = null;
    let firstIndex = 0;
    // Entries touch rows in one order whatever order they came in, so two multi-entry adds cannot deadlock.
    const order = entries
      .map((_, index) => index)
      .sort((a, b) => {
        const left = entries[a] as CartAddEntry;
        const right = entries[b] as CartAddEntry;
        return entryKey(left) - entryKey(right) || a - b;
      });
    for (const index of order) {
      const entry = entries[index] as CartAddEntry;
      const outcome = await attempt(tx, (savepoint) => addEntry(savepoint, buyer, entry, nowMs));
      const base = { goods_id: entry.goods_id ?? 0, combination_id: entry.combination_id ?? null };
      if (outcome instanceof FieldValidationError) {
        if (!firstRefusal || index < firstIndex) {
          firstRefusal = outcome;
          firstIndex = index;
        }
        results[index] = { ...base, ok: 0, line_id: null, number: 0, message: outcome.message };
      } else {
        const { lineId, number } = outcome;
        results[index] = { ...base, ok: 1, line_id: lineId, number, message: '加入购物车成功' };
      }
    }
    const added = results.filter((entry) => entry.ok === 1).length;
    if (added === 0 && firstRefusal) {
      const [field, messages] = Object.entries(firstRefusal.errors)[0] ?? [
        'goods_id',
        [firstRefusal.message],
      ];
      throw new FieldValidationError({ [`params.${firstIndex}.${field}`]: messages });
    }
    const partial = added < entries.length;
    const message = partial
      ? `${added}个商品已加入购物车，${entries.length - added}个未加入：${firstRefusal?.message ?? ''}`
      : '加入购物车成功';
    return {
      result: { total: await cartLineCount(tx, userId), partial: partial ? 1 : 0, results },
      message,
    };
  });
}

/** POST /api/cart/{id}/edit: the line holds `number` now, or nothing changes (422); answers the cart state. */
export async function editLine(
  db: Db,
  userId: number,
  lineId: number,
  number: number,
  nowMs = Date.now(),
): Promise<CartState> {
  return db.transaction(async (tx) => {
    const buyer = await buyerOf(tx, userId);
    const updated = await tx
      .update(cartItems)
      .set({ number, updatedAt: new Date(nowMs) })
      .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
      .returning({ id: cartItems.id });
    if (updated.length === 0) throw notFound();
    await assertLineOrderable(tx, buyer, lineId, nowMs);
    return stateIn(tx, userId, CART_FILTER_ALL, nowMs);
  });
}

/** POST /api/cart/batch_delete: every id the buyer's, or 404 and nothing deleted; answers the cart state. */
export async function deleteLines(
  db: Db,
  userId: number,
  ids: readonly number[],
  nowMs = Date.now(),
): Promise<CartState> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, [...ids])))
      .returning({ id: cartItems.id });
    if (deleted.length !== ids.length) throw notFound();
    return stateIn(tx, userId, CART_FILTER_ALL, nowMs);
  });
}

/** Exclusions that force a line unselected (spec §4): the buyer's own choice is 'unselected'. */
const FORCED = new Set(['not_buyable', 'out_of_stock', 'combo_part_short', 'invalid_quantity']);

/**
 * POST /api/cart/batch_select: selecting stores 1 except on lines `priceCart` finds unbuyable or short of
 * stock, which are forced to 0 (spec §4); answers the cart state.
 */
export async function selectLines(
  db: Db,
  userId: number,
  ids: readonly number[],
  isSelected: 0 | 1,
  nowMs = Date.now(),
): Promise<CartState> {
  return db.transaction(async (tx) => {
    await assertOwnLines(tx, userId, ids);
    let selectable = [...ids];
    if (isSelected === 1) {
      const loaded = await loadCartPricing(tx, await buyerOf(tx, userId), nowMs, ids);
      const forced = new Set(
        priceCart(loaded.input, nowMs)
          .lines.filter((line) => line.exclusion && FORCED.has(line.exclusion.code))
          .map((line) => line.id),
      );
      selectable = ids.filter((id) => !forced.has(id));
      if (forced.size > 0)
        await tx
          .update(cartItems)
          .set({ isSelected: 0, updatedAt: new Date(nowMs) })
          .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, [...forced])));
    }
    if (selectable.length > 0)
      await tx
        .update(cartItems)
        .set({ isSelected, updatedAt: new Date(nowMs) })
        .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, selectable)));
    return stateIn(tx, userId, CART_FILTER_ALL, nowMs);
  });
}

/**
 * POST /api/cart/checkout: the step-2 preview of the chosen lines, priced alone (their stored selection
 * counts), with the company's coupons quoted against them: `couponId` names the one to apply (0 none; absent:
 * the best usable one), then the chosen cash vouchers (`voucherIds`). The address is the company's registered one; the address book belongs to step 2's
 * own call (GET /api/user/address).
 */
export async function checkoutPreview(
  db: Db,
  userId: number,
  ids: readonly number[],
  couponId?: number,
  voucherIds: readonly number[] = [],
  nowMs = Date.now(),
): Promise<CartCheckout> {
  return db.transaction(async (tx) => {
    await assertOwnLines(tx, userId, ids);
    const buyer = await buyerOf(tx, userId);
    const loaded = await loadCartPricing(tx, buyer, nowMs, ids);
    const [company] = buyer.company
      ? await tx
          .select({ name: companies.name, region: companies.region, address: companies.address })
          .from(companies)
          .where(eq(companies.id, buyer.company.id))
      : [];
    const address = company
      ? { company: company.name, region: company.region, address: company.address }
      : null;
    const priced = priceCart(loaded.input, nowMs);
    const ranked = await rankedCoupons(tx, loaded, priced, nowMs);
    const applied = appliedCoupon(ranked, couponId);
    // The company's vouchers; the chosen ones quoted after the coupon, as order creation will (read-only here).
    const held = buyer.company ? await heldCashVouchers(tx, buyer.company.id, nowMs) : [];
    const chosen = held.filter((voucher) => voucherIds.includes(voucher.id));
    const vouchers = applyCashVouchers(priced, applied?.quote ?? null, chosen, nowMs);
    return toCheckout(loaded, priced, nowMs, address, ranked, applied, { held, quote: vouchers });
  }, readOnly);
}

/** POST /api/cart/next_hint: what to add for the next tier, free shipping or a lower ladder price. */
export async function nextHints(db: Db, userId: number, nowMs = Date.now()): Promise<CartNextHint> {
  return db.transaction(async (tx) => {
    const loaded = await loadCartPricing(tx, await buyerOf(tx, userId), nowMs);
    return toNextHint(priceCart(loaded.input, nowMs));
  }, readOnly);
}
