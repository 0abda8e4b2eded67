import { availableCouponList, couponClaimResult } from '../api/contracts';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';
import { useRead } from './read';

/** The coupon centre's address (spec §2 lqzx) and the wallet's coupons. */
export const COUPON_CENTRE_PATH = '/lqzx';

/** GET /api/user/availableCoupon: type 0 全部, 1 店铺券, 2 品类券, 3 新人券. */
export function useAvailableCoupons(query: { type: number; page: number }) {
  return useRead(keys.couponCentre.list(query), () =>
    request('/user/availableCoupon', { query, schema: availableCouponList }),
  );
}

const claim = (id: number) =>
  requestAnswer(`/coupon/${id}/claim`, { method: 'POST', schema: couponClaimResult });

/**
 * POST /api/coupon/{id}/claim; the server's 领取成功 as a toast. A claim changes what the centre shows (remaining,
 * 已领取), the wallet's coupons and counts, and the coupons step 2 offers.
 */
export function useClaimCoupon() {
  return useAction(claim, { invalidates: [keys.couponCentre.all, keys.wallet.all, keys.cart.all] });
}
