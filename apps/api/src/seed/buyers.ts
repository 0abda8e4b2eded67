import { and, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import { goodsImageUrl } from '../catalogue/images';
import type { Executor } from '../db/client';
import {
  addresses,
  categories,
  companies,
  contractSignatures,
  coupons,
  goods,
  ledgerEntries,
  manufacturers,
  orderEvents,
  orderLineBatches,
  orderLines,
  orders,
  payments,
  userCoupons,
  users,
  wallets,
} from '../db/schema/index';
import { post } from '../wallet/ledger';
import {
  type BuyerSeed,
  buyerSeeds,
  CONTRACT_VERSION,
  couponSeeds,
  OPENING_REMARK,
  pastOrder,
  USED_COUPON_CODE,
} from './buyers-data';
import { shippingSettingRows } from './cart-data';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Every demo buyer company's addresses, wallet, coupons, past order and e-contract (buyers-data.ts). Re-seeding
 * adds only what is missing: a company's addresses by their detail, the opening recharge once (the ledger is
 * append-only, and a balance moves only through it), each coupon once, the past order once; limits, defaults
 * and signatures a buyer or operator changed are kept.
 */
export async function seedBuyers(tx: Executor): Promise<void> {
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const couponIds = await seedCouponTemplates(tx, today);
  const companyRows = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      inArray(
        companies.name,
        buyerSeeds.map((buyer) => buyer.company),
      ),
    );
  const companyIds = new Map(companyRows.map((row) => [row.name, row.id]));
  const userRows = await tx
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(
      inArray(
        users.phone,
        buyerSeeds.map((buyer) => buyer.phone),
      ),
    );
  const userIds = new Map(userRows.map((row) => [row.phone, row.id]));
  for (const buyer of buyerSeeds) {
    const companyId = companyIds.get(buyer.company);
    const userId = userIds.get(buyer.phone);
    if (companyId === undefined || userId === undefined) continue;
    await seedAddresses(tx, companyId, buyer);
    await seedWallet(tx, companyId, buyer);
    await seedContract(tx, companyId, userId, buyer.contractSigned);
    await seedUserCoupons(tx, companyId, couponIds);
    await seedPastOrder(tx, { companyId, userId, buyer, couponIds, today });
  }
}

/** Upserts by code; a window an operator changed is kept, as the cart's activities do. */
async function seedCouponTemplates(tx: Executor, today: number): Promise<Map<string, number>> {
  const coldCategories = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(or(eq(categories.code, 'gm'), like(categories.code, 'gm.%')));
  const ids = new Map<string, number>();
  for (const seed of couponSeeds) {
    const scoped = 'categoryCode' in seed;
    const values = {
      code: seed.code,
      title: seed.title,
      amountFen: seed.amountFen,
      thresholdFen: seed.thresholdFen,
      scope: scoped ? ('categories' as const) : ('all' as const),
      scopeIds: scoped ? coldCategories.map((row) => row.id) : [],
    };
    const [row] = await tx
      .insert(coupons)
      .values({
        ...values,
        startsAt: new Date(today + seed.startDay * DAY_MS),
        endsAt: new Date(today + seed.endDay * DAY_MS),
      })
      .onConflictDoUpdate({ target: coupons.code, set: values })
      .returning({ id: coupons.id });
    if (!row) throw new Error(`coupon ${seed.code} not saved`);
    ids.set(seed.code, row.id);
  }
  return ids;
}

/** Adds the seed addresses the company lacks; the first is the default only if the company has none. */
async function seedAddresses(tx: Executor, companyId: number, buyer: BuyerSeed): Promise<void> {
  const live = and(eq(addresses.companyId, companyId), isNull(addresses.deletedAt));
  for (const [index, address] of buyer.addresses.entries()) {
    const [existing] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(live, eq(addresses.detail, address.detail)));
    if (existing) continue;
    const [defaultRow] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(live, eq(addresses.isDefault, true)));
    await tx.insert(addresses).values({ companyId, ...address, isDefault: index === 0 && !defaultRow });
  }
}

/** The credit terms on creation only; the opening balance as one recharge entry, posted once. */
async function seedWallet(tx: Executor, companyId: number, buyer: BuyerSeed): Promise<void> {
  await tx
    .insert(wallets)
    .values({
      companyId,
      creditLimitFen: buyer.creditLimitFen,
      billingDay: buyer.billingDay,
      dueDays: buyer.dueDays,
    })
    .onConflictDoNothing();
  const [opened] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.companyId, companyId),
        eq(ledgerEntries.kind, 'recharge'),
        eq(ledgerEntries.actor, 'system'),
        eq(ledgerEntries.remark, OPENING_REMARK),
      ),
    );
  if (!opened)
    await post(
      tx,
      { account: 'balance', kind: 'recharge' },
      { companyId, amountFen: buyer.balanceFen, remark: OPENING_REMARK, actor: 'system' },
    );
}

/**
 * A signed company gets its signature row; then the flag follows the signature, so an unsigned demo company
 * (康宁诊所) stays unsigned until it signs on /dzht, and a signature made there survives re-seeding.
 */
async function seedContract(tx: Executor, companyId: number, userId: number, signed: boolean): Promise<void> {
  if (signed)
    await tx
      .insert(contractSignatures)
      .values({ companyId, userId, version: CONTRACT_VERSION })
      .onConflictDoNothing();
  await tx
    .update(companies)
    .set({
      contractSigned: sql`EXISTS (SELECT 1 FROM ${contractSignatures} WHERE ${contractSignatures.companyId} = ${companyId})`,
    })
    .where(eq(companies.id, companyId));
}

/** One of each coupon, except the used one, which comes with the past order that used it. */
async function seedUserCoupons(
  tx: Executor,
  companyId: number,
  couponIds: Map<string, number>,
): Promise<void> {
  const held = new Set(
    (
      await tx
        .select({ couponId: userCoupons.couponId })
        .from(userCoupons)
        .where(eq(userCoupons.companyId, companyId))
    ).map((row) => row.couponId),
  );
  const missing = couponSeeds.flatMap((seed) => {
    const couponId = couponIds.get(seed.code);
    return seed.code === USED_COUPON_CODE || couponId === undefined || held.has(couponId)
      ? []
      : [{ couponId, companyId }];
  });
  if (missing.length > 0) await tx.insert(userCoupons).values(missing);
}

interface PastOrderInput {
  companyId: number;
  userId: number;
  buyer: BuyerSeed;
  couponIds: Map<string, number>;
  today: number;
}

/** YC + the Beijing time it was placed (yyyyMMddHHmmss) + the company id: the order number format. */
function orderSn(placedAt: Date, companyId: number): string {
  const beijing = new Date(placedAt.getTime() + 8 * HOUR_MS).toISOString().replace(/\D/g, '').slice(0, 14);
  return `YC${beijing}${String(companyId).padStart(6, '0')}`;
}

/**
 * One completed order 20 days back, paid by a confirmed bank transfer (no ledger entry: the transfer came from
 * the bank, not the wallet), shipped with a batch and trace codes, with the used coupon. Skipped when the
 * company already holds the used coupon, so it is made once.
 */
async function seedPastOrder(tx: Executor, input: PastOrderInput): Promise<void> {
  const { companyId, userId, buyer, couponIds, today } = input;
  const usedCouponId = couponIds.get(USED_COUPON_CODE);
  const used = couponSeeds.find((seed) => seed.code === USED_COUPON_CODE);
  const address = buyer.addresses[0];
  if (usedCouponId === undefined || !used || !address) return;
  const [held] = await tx
    .select({ id: userCoupons.id })
    .from(userCoupons)
    .where(and(eq(userCoupons.companyId, companyId), eq(userCoupons.couponId, usedCouponId)));
  if (held) return;
  const [found] = await tx
    .select({ item: goods, maker: manufacturers.name })
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(eq(goods.name, pastOrder.goods))
    .orderBy(goods.id)
    .limit(1);
  if (!found) return;
  const { item, maker } = found;

  // Enough whole middle packages to pass the coupon's threshold with room to spare.
  const step = Math.max(1, item.zbz);
  const number = Math.ceil((used.thresholdFen * 1.2) / item.priceFen / step) * step;
  const amountFen = number * item.priceFen;
  const shippingFen =
    amountFen >= shippingSettingRows.free_shipping_from_fen ? 0 : shippingSettingRows.shipping_fee_fen;
  const totalFen = amountFen - used.amountFen + shippingFen;
  const placedAt = new Date(today - pastOrder.placedDaysAgo * DAY_MS + 2 * HOUR_MS + 15 * 60 * 1000);
  const paidAt = new Date(placedAt.getTime() + 2 * HOUR_MS);
  const shippedAt = new Date(placedAt.getTime() + DAY_MS);
  const completedAt = new Date(placedAt.getTime() + 3 * DAY_MS);
  const sn = orderSn(placedAt, companyId);
  const trackingNo = `SF${sn.slice(4, 14)}`;

  const [userCoupon] = await tx
    .insert(userCoupons)
    .values({ couponId: usedCouponId, companyId, createdAt: new Date(placedAt.getTime() - DAY_MS) })
    .returning({ id: userCoupons.id });
  if (!userCoupon) throw new Error('past order coupon not saved');
  const [order] = await tx
    .insert(orders)
    .values({
      orderSn: sn,
      userId,
      companyId,
      status: 'completed',
      address,
      invoiceType: pastOrder.invoiceType,
      goodsTotalFen: amountFen,
      userCouponId: userCoupon.id,
      couponFen: used.amountFen,
      shippingFen,
      totalFen,
      paidFen: totalFen,
      payMethod: 'transfer',
      createdAt: placedAt,
      payDeadline: new Date(placedAt.getTime() + 30 * 60 * 1000),
      paidAt,
      shippedAt,
      completedAt,
      carrier: pastOrder.carrier,
      trackingNo,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('past order not saved');
  await tx
    .update(userCoupons)
    .set({ usedOrderId: order.id, usedAt: placedAt })
    .where(eq(userCoupons.id, userCoupon.id));
  const [line] = await tx
    .insert(orderLines)
    .values({
      orderId: order.id,
      goodsId: item.id,
      name: item.name,
      sccj: maker,
      ypgg: item.ypgg,
      pzwh: item.pzwh,
      bzdw: item.bzdw,
      goodsImage: goodsImageUrl(item.id),
      number,
      priceFen: item.priceFen,
      amountFen,
      discountFen: used.amountFen,
      payableFen: amountFen - used.amountFen,
    })
    .returning({ id: orderLines.id });
  if (!line) throw new Error('past order line not saved');
  const production = new Date(placedAt.getTime() - 120 * DAY_MS);
  const expiry = new Date(production.getTime() + 730 * DAY_MS);
  await tx.insert(orderLineBatches).values({
    orderLineId: line.id,
    batchNo: `B${sn.slice(2, 10)}`,
    productionDate: production.toISOString().slice(0, 10),
    expiryDate: expiry.toISOString().slice(0, 10),
    number,
    // 药品追溯码 are 20 digits: a product prefix and a serial per unit.
    traceCodes: Array.from(
      { length: number },
      (_, i) => `8${String(item.id).padStart(7, '0')}${sn.slice(8, 14)}${String(i + 1).padStart(6, '0')}`,
    ),
  });
  await tx.insert(payments).values({
    orderId: order.id,
    companyId,
    method: 'transfer',
    status: 'paid',
    amountFen: totalFen,
    reference: `T${sn}`,
    createdAt: new Date(placedAt.getTime() + 10 * 60 * 1000),
    paidAt,
  });
  await tx.insert(orderEvents).values([
    { orderId: order.id, status: 'unpaid', note: '提交订单', actor: `buyer:${userId}`, at: placedAt },
    { orderId: order.id, status: 'paid', note: '对公转账已确认', actor: 'operator:seed', at: paidAt },
    {
      orderId: order.id,
      status: 'shipped',
      note: `${pastOrder.carrier} ${trackingNo}`,
      actor: 'operator:seed',
      at: shippedAt,
    },
    { orderId: order.id, status: 'completed', note: '确认收货', actor: `buyer:${userId}`, at: completedAt },
  ]);
}
