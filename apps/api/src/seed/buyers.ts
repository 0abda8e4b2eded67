import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import { liveAddresses } from '../addresses';
import type { Executor } from '../db/client';
import {
  addresses,
  categories,
  companies,
  contractSignatures,
  coupons,
  ledgerEntries,
  userCoupons,
  users,
  wallets,
} from '../db/schema/index';
import { grantCoupon, post } from '../wallet';
import {
  type BuyerSeed,
  buyerSeeds,
  CONTRACT_VERSION,
  couponSeeds,
  OPENING_REMARK,
  USED_COUPON_CODE,
} from './buyers-data';
import { seedPastOrder } from './past-order';

const DAY_MS = 24 * 60 * 60 * 1000;

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
        // Held by the demo buyers from the start; the centre lists them while they are valid.
        claimStartsAt: new Date(today + seed.startDay * DAY_MS),
        claimEndsAt: new Date(today + seed.endDay * DAY_MS),
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
  for (const [index, address] of buyer.addresses.entries()) {
    const [existing] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(liveAddresses(companyId), eq(addresses.detail, address.detail)));
    if (existing) continue;
    const [defaultRow] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(liveAddresses(companyId), eq(addresses.isDefault, true)));
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
  for (const { couponId } of missing) await grantCoupon(tx, companyId, couponId, Date.now());
}
