/**
 * The coupon journey (issue #22 acceptance) against the production build and the seeded database, as 13800138000:
 * claim 全场满800减40 at /lqzx (the card turns to 已领取) → an order of about ¥900 uses it at step 2 → /wdqb/yhq
 * lists it under 已使用. Every wait is bounded.
 */
import type { CartCheckout, CouponList, OrderDetail } from '@yaocai/domain';
import { describe, expect, it } from 'vitest';
import { api, cartWith, productWorth } from './shop';
import { browserForFile, server, signIn } from './support';

const { baseUrl } = server();
const chromium = browserForFile();
const WAIT = { timeout: 20_000 };
const TITLE = '全场满800减40';

describe('a pharmacist claims a coupon and uses it', () => {
  it('claims at /lqzx, uses it at step 2, and sees it used at /wdqb/yhq', async () => {
    const { page, problems } = chromium;
    await signIn(page, baseUrl, '13800138000', 'demo1234');

    await page.goto(`${baseUrl}/lqzx`);
    const card = page.getByRole('article', { name: new RegExp(`^${TITLE} `) });
    await card.getByRole('button', { name: '立即领取' }).click(WAIT);
    await card.getByRole('button', { name: '已领取' }).waitFor(WAIT);
    const held = await api<CouponList>(page, '/user/coupon?status=0&per_page=50');
    const claimed = held.list.find((coupon) => coupon.title === TITLE);
    expect(claimed, 'the claimed coupon among the unused ones').toBeDefined();

    const { goods, quantity } = await productWorth(page, 90_000);
    await cartWith(page, goods.id, quantity);
    await page.goto(`${baseUrl}/cart`);
    await page.getByRole('button', { name: '去结算' }).click();
    await page.waitForURL(/\/cart\/step2\?ids=/, WAIT);
    const ids = new URL(page.url()).searchParams.get('ids')?.split(',').map(Number) ?? [];
    const preview = await api<CartCheckout>(page, '/cart/checkout', { ids, new: 1, coupon_id: claimed?.id });
    expect(preview.coupons.find((coupon) => coupon.id === claimed?.id)?.usable).toBe(1);
    await page.getByRole('radio', { name: TITLE, exact: true }).check(WAIT);
    await expect
      .poll(async () => page.getByRole('definition').filter({ hasText: preview.payable }).count(), WAIT)
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.waitForURL(/\/cart\/step3\/\d+/, WAIT);
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    const order = await api<OrderDetail>(page, `/order/${orderId}`);
    expect(order.coupon?.id).toBe(claimed?.id);

    await page.goto(`${baseUrl}/wdqb/yhq?status=1`);
    const used = page.getByRole('list', { name: '已使用的优惠券' });
    await used.getByRole('article', { name: new RegExp(`^${TITLE} `) }).waitFor(WAIT);
    expect(problems).toEqual([]);
  });
});
