/**
 * A buyer's shopping done through the API in e2e journeys that need an order without walking the cart pages
 * again (orders.e2e.ts walks them once): signed-in calls with the CSRF token, a cart with one product, a paid
 * order. Every call must succeed; the journey fails with the server's answer otherwise.
 */
import type {
  Address,
  CartAddResult,
  CartState,
  Goods,
  GoodsActivitiesData,
  OrderCreated,
  OrderDetail,
} from '@yaocai/domain';
import { containsEphedrine, formatFen, yuanToFen } from '@yaocai/domain';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { GoodsPage } from '../src/data/use-goods';
import { server } from './support';

const { baseUrl } = server();

export async function api<T>(
  page: Page,
  path: string,
  body?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const sent = { ...headers };
  if (body) {
    const csrf = await page.request.get(`${baseUrl}/api/csrf`);
    sent['X-CSRF-Token'] = (await csrf.json()).data.token;
  }
  const answer = body
    ? await page.request.post(`${baseUrl}/api${path}`, { data: body, headers: sent })
    : await page.request.get(`${baseUrl}/api${path}`);
  expect(answer.ok(), `${path} answered ${answer.status()}: ${await answer.text()}`).toBe(true);
  return (await answer.json()).data as T;
}

/** Empties the buyer's cart and puts `number` of `goodsId` in it; answers the cart line id. */
export async function cartWith(page: Page, goodsId: number, number: number): Promise<number> {
  const before = await api<CartState>(page, '/cart/list?filters=99999&new=1');
  if (before.data.length > 0)
    await api(page, '/cart/batch_delete', { ids: before.data.map((line) => line.id) });
  const added = await api<CartAddResult>(page, '/cart', { params: [{ goods_id: goodsId, number }] });
  const lineId = added.results[0]?.line_id;
  expect(lineId, 'the line the goods went to').toBeTypeOf('number');
  return lineId as number;
}

/**
 * A buyable product of the first list page, outside any flash sale (a session caps a buyer at 10 units), with
 * stock for `fen` worth of it twice over (the journey orders it twice); answers it with the quantity.
 */
export async function productWorth(page: Page, amountFen: number, skip: readonly number[] = []) {
  const list = await api<GoodsPage>(page, '/goods/list?page=1&per_page=40');
  for (const goods of list.list) {
    // Paid from the balance: never a 含麻 product (transfer or 账期 only, docs/regulatory.md).
    if (goods.is_buy !== 1 || goods.price === null || skip.includes(goods.id)) continue;
    if (containsEphedrine(goods.regulatory_class)) continue;
    const step = Math.max(goods.zbz, 1);
    const quantity = Math.ceil(amountFen / (yuanToFen(goods.price) * step)) * step;
    if (quantity * 2 > goods.number) continue;
    const activities = await api<GoodsActivitiesData>(page, `/goods/activities?goods_id=${goods.id}`);
    if (activities.list.some((activity) => activity.kind === 'spike')) continue;
    return { goods: goods as Goods, quantity };
  }
  throw new Error(`no product on the first list page reaches ${formatFen(amountFen)} twice in stock`);
}

/**
 * A paid order of the signed-in buyer: one buyable product worth `amountFen` and at least `minUnits` of it, to
 * the first address, paid from the balance. Answers the order as the buyer reads it.
 */
export async function paidOrder(
  page: Page,
  amountFen: number,
  key: string,
  minUnits = 1,
): Promise<OrderDetail> {
  const { goods, quantity } = await productWorth(page, amountFen);
  const step = Math.max(goods.zbz, 1);
  await cartWith(page, goods.id, Math.max(quantity, Math.ceil(minUnits / step) * step));
  const addressId = (await api<{ list: Address[] }>(page, '/user/address')).list[0]?.id;
  const created = await api<OrderCreated>(
    page,
    '/order',
    { address_id: addressId },
    { 'Idempotency-Key': `${key}-order-${Date.now()}` },
  );
  await api(
    page,
    '/pay/balance',
    { order_id: created.order_id },
    { 'Idempotency-Key': `${key}-pay-${Date.now()}` },
  );
  return api<OrderDetail>(page, `/order/${created.order_id}`);
}
