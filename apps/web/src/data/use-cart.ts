import { CART_FILTER_ALL, type CartAddResult, type CartLineType } from '@yaocai/domain';
import {
  cartAddResult,
  cartCheckout,
  cartCopyResult,
  cartNextHint,
  cartState,
  cartTotal,
  combinationList,
} from '../api/contracts';
import { type Answer, request, requestAnswer } from '../api/request';
import { feedback } from '../feedback/feedback';
import { cartChanged } from '../lib/cart-changed';
import { NOTHING_CACHED, useAction } from './action';
import { keys } from './keys';
import { useRead } from './read';
import { useUser } from './use-user';

/** Cart add is delayed this long (spec §7, §9), so a stepper still moving settles before the add leaves. */
export const CART_ADD_DELAY_MS = 200;

/**
 * One entry of POST /api/cart `params[]` as the client sends it (contract `cartAddEntry`). There is no
 * `price`: the server prices every line from its tables. `number` defaults to the package size (zbz) there.
 */
export interface CartAddParams {
  goods_id?: number;
  number?: number;
  ck_id?: number;
  goods_price_id?: number;
  ladder_price_id?: number;
  goods_manjian_id?: number;
  is_yj?: 0 | 1;
  /** 0 normal, 1 flash sale, 3 combination (`combination_id` then names it). */
  type?: CartLineType;
  combination_id?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The cart belongs to a buyer: nothing is asked until the server's session names one (a visitor's read would 401). */
function useBuyer(): boolean {
  return Boolean(useUser().data);
}

/** GET /api/cart/list?filters&new=1: the priced cart state (spec §3). `filters` 99999 is every line. */
export function useCart(filters: number = CART_FILTER_ALL) {
  const buyer = useBuyer();
  return useRead(buyer ? keys.cart.list(filters) : null, () =>
    request('/cart/list', { query: { filters, new: 1 }, schema: cartState }),
  );
}

/** GET /api/cart/total: the number of lines, for the header's and the toolbar's badges. */
export function useCartTotal() {
  const buyer = useBuyer();
  return useRead(buyer ? keys.cart.total : null, () =>
    request('/cart/total', { schema: cartTotal, quiet: true }),
  );
}

/**
 * The header's and the toolbar's cart badge: the cart's line count (GET /api/cart/total, refreshed by every
 * add and delete), the user state's `cart` until that answers, 0 for a visitor. The badge caps it at 99+.
 */
export function useCartCount(): number {
  const user = useUser().data;
  const total = useCartTotal().data?.total;
  return total ?? user?.cart ?? 0;
}

/** Every read an add or a delete changes: the cart itself and the user state's line count (`user.cart`). */
const cartAndCount = [keys.cart.all, keys.user.base];
/** A change of quantity or selection leaves the line count as it was. */
const cartOnly = [keys.cart.all];

/** The server's message: a warning toast when some entries were refused (`partial` 1), else success (§8). */
function toastAddResult({ data, message }: Answer<CartAddResult>) {
  cartChanged.set();
  if (message) feedback.toast(message, data.partial === 1 ? 'warning' : 'success');
}

const addToCart = async (params: CartAddParams[]) => {
  await wait(CART_ADD_DELAY_MS);
  return requestAnswer('/cart', { method: 'POST', body: { params }, schema: cartAddResult });
};

/** POST /api/cart: adds entries (one goods, or several from a list), 200 ms after the click (§7). */
export function useAddToCart() {
  return useAction(addToCart, { invalidates: cartAndCount, onSuccess: toastAddResult });
}

const quickAdd = async (goodsId: number, number?: number) => {
  await wait(CART_ADD_DELAY_MS);
  return requestAnswer(`/cart/quick_add/${goodsId}`, {
    method: 'POST',
    body: number === undefined ? {} : { number },
    schema: cartAddResult,
  });
};

/** POST /api/cart/quick_add/{id}: one goods at its package size (or `number`), with the add's delay and toasts. */
export function useQuickAdd() {
  return useAction(quickAdd, { invalidates: cartAndCount, onSuccess: toastAddResult });
}

/**
 * A quantity change or a tick is shown by the cart itself (new amounts, tiers, totals): a toast on every
 * stepper click would bury the page, so these writes stay quiet on success.
 */
const markChanged = () => cartChanged.set();

/** The server's message (删除成功, 复制成功…) as a success toast, and the drawer told to reload. */
function toastChange({ message }: Answer<unknown>) {
  cartChanged.set();
  if (message) feedback.toast(message, 'success');
}

const editLine = (id: number, number: number) =>
  requestAnswer(`/cart/${id}/edit`, { method: 'POST', body: { number, new: 1 }, schema: cartState });

/** POST /api/cart/{id}/edit: a line's new quantity (the stepper keeps it on the package step). */
export function useEditCartLine() {
  return useAction(editLine, { invalidates: cartOnly, onSuccess: markChanged });
}

const deleteLines = (ids: number[]) => requestAnswer('/cart/batch_delete', { method: 'POST', body: { ids } });

/** POST /api/cart/batch_delete (the caller has asked 确定删除该商品吗？ first, spec §5). */
export function useDeleteCartLines() {
  return useAction(deleteLines, { invalidates: cartAndCount, onSuccess: toastChange });
}

const selectLines = (ids: number[], selected: boolean) =>
  requestAnswer('/cart/batch_select', {
    method: 'POST',
    body: { ids, is_selected: selected ? 1 : 0 },
    schema: cartState,
  });

/** POST /api/cart/batch_select: tick or untick lines (the server keeps unbuyable lines unticked, §4). */
export function useSelectCartLines() {
  return useAction(selectLines, { invalidates: cartOnly, onSuccess: markChanged });
}

function toastCopied({ message }: Answer<unknown>) {
  if (message) feedback.toast(message, 'success');
}

const copyLines = (ids: number[], otherUserIds: number[]) =>
  requestAnswer('/cart/copy', {
    method: 'POST',
    body: { ids, other_user_ids: otherUserIds },
    schema: cartCopyResult,
  });

/** POST /api/cart/copy: lines into the carts of other stores this buyer manages. This cart is unchanged. */
export function useCopyCartLines() {
  return useAction(copyLines, {
    invalidates: NOTHING_CACHED,
    onSuccess: toastCopied,
  });
}

/**
 * POST /api/cart/checkout (ids, new=1, coupon_id): the step-2 preview. It is a read sent as POST, so it is an
 * SWR read under `keys.cart` and every cart write refreshes it. Nothing is asked without ids. `couponId`
 * (issue #9): undefined leaves the choice to the server (the best usable coupon), 0 asks for none, an id for
 * that coupon; the previous preview stays on screen while a new choice is asked.
 */
export function useCheckoutPreview(
  ids: readonly number[],
  couponId?: number,
  /** Cash vouchers (现金券) chosen to pay with, after the coupon. */
  voucherIds: readonly number[] = [],
) {
  const buyer = useBuyer();
  const vouchers = voucherIds.join(',');
  const base = couponId === undefined ? keys.cart.checkout(ids) : [...keys.cart.checkout(ids), couponId];
  const key = vouchers === '' ? base : [...base, `vouchers:${vouchers}`];
  const read = useRead(
    buyer && ids.length > 0 ? key : null,
    async () => ({
      checkout: await request('/cart/checkout', {
        method: 'POST',
        body: {
          ids,
          new: 1,
          ...(couponId === undefined ? {} : { coupon_id: couponId }),
          ...(voucherIds.length === 0 ? {} : { cash_voucher_ids: voucherIds }),
        },
        schema: cartCheckout,
      }),
      couponId,
      vouchers,
    }),
    { keepPreviousData: true },
  );
  return {
    ...read,
    data: read.data?.checkout,
    /**
     * Whether the preview shown answers the coupon and vouchers asked for now: with keepPreviousData the last
     * answer stays on screen while the next is on the way, and isValidating turns true only after the render that
     * changed the key.
     */
    current: read.data !== undefined && read.data.couponId === couponId && read.data.vouchers === vouchers,
  };
}

/** POST /api/cart/next_hint: what to add for the next full-amount tier, free shipping or ladder price. */
export function useNextHint() {
  const buyer = useBuyer();
  return useRead(buyer ? keys.cart.nextHint : null, () =>
    request('/cart/next_hint', { method: 'POST', query: { new: 1 }, schema: cartNextHint, quiet: true }),
  );
}

/**
 * GET /api/cart/combinations: the combinations on sale now (/zhzq). A set price is a price, and visitors see
 * none (the contract's `price` is never null), so it is asked for buyers only.
 */
export function useCombinations() {
  const buyer = useBuyer();
  return useRead(buyer ? keys.cart.combinations : null, () =>
    request('/cart/combinations', { schema: combinationList }),
  );
}
