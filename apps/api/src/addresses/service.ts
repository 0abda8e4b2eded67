import { ADDRESS_MAX, type Address, type AddressBody, type OrderAddress } from '@yaocai/domain';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { addresses } from '../db/schema/index';
import { FieldValidationError, notFound } from '../lib/errors';
import type { CompanyBuyer, SessionUser } from '../lib/session-store';

/*
 * A company's delivery addresses (docs/orders-and-payment.md § Addresses and seed). Every write first locks the
 * company row (FOR NO KEY UPDATE: writes of one company queue, foreign-key checks elsewhere do not wait), so
 * the count limit and the move of the one default (partial unique index addresses_one_default) are decided
 * on a settled list even when two requests race.
 */

type Row = typeof addresses.$inferSelect;
/** The signed-in login's company; null for a login without one. */
type Company = SessionUser['company'];

const toWire = (row: Row): Address => ({
  id: row.id,
  consignee: row.consignee,
  phone: row.phone,
  province: row.province,
  city: row.city,
  district: row.district,
  detail: row.detail,
  is_default: row.isDefault ? 1 : 0,
});

/** The company's live addresses (a deleted one stays for the orders that name it, but is no longer the company's). */
export const liveAddresses = (companyId: number) =>
  and(eq(addresses.companyId, companyId), isNull(addresses.deletedAt));

/** A live address of the company as an order copies it (orders, points orders); another company's → 404. */
export async function orderAddressOf(
  tx: Executor,
  companyId: number,
  addressId: number,
): Promise<OrderAddress> {
  const [row] = await tx
    .select({
      consignee: addresses.consignee,
      phone: addresses.phone,
      province: addresses.province,
      city: addresses.city,
      district: addresses.district,
      detail: addresses.detail,
    })
    .from(addresses)
    .where(and(eq(addresses.id, addressId), liveAddresses(companyId)));
  // Another company's address is as absent as a missing one.
  if (!row) throw notFound();
  return row;
}

/** The default first, then the newest. A login without a company has none. */
export async function listAddresses(db: Db, company: Company): Promise<Address[]> {
  if (!company) return [];
  const rows = await db
    .select()
    .from(addresses)
    .where(liveAddresses(company.id))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toWire);
}

/** Runs `work` with the company's address writes serialised (see the note at the top). */
async function locked<T>(
  db: Db,
  companyId: number,
  work: (tx: Executor, companyId: number) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM companies WHERE id = ${companyId} FOR NO KEY UPDATE`);
    return work(tx, companyId);
  });
}

/** One live address of the company; another company's or a deleted one is as absent as a missing one. */
async function ownAddress(tx: Executor, companyId: number, id: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(liveAddresses(companyId), eq(addresses.id, id)));
  if (!row) throw notFound();
  return row;
}

/** Clears the current default before another is set: the partial unique index never sees two. */
async function clearDefault(tx: Executor, companyId: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(liveAddresses(companyId), eq(addresses.isDefault, true)));
}

const fields = ({ is_default: _, ...body }: AddressBody) => body;

/** The first address is the default whatever was asked; `is_default` 1 moves the default to the new one. */
export async function createAddress(db: Db, buyer: CompanyBuyer, body: AddressBody): Promise<Address> {
  return locked(db, buyer.companyId, async (tx, companyId) => {
    const [held] = await tx.select({ n: count() }).from(addresses).where(liveAddresses(companyId));
    const n = held?.n ?? 0;
    if (n >= ADDRESS_MAX)
      throw new FieldValidationError({
        address: [`最多保存${ADDRESS_MAX}个收货地址，请先删除不用的地址`],
      });
    const isDefault = n === 0 || body.is_default === 1;
    if (isDefault) await clearDefault(tx, companyId);
    const [row] = await tx
      .insert(addresses)
      .values({ companyId, ...fields(body), isDefault })
      .returning();
    if (!row) throw new Error('address not saved');
    return toWire(row);
  });
}

/**
 * `is_default` 1 makes it the default; 0 leaves the default where it is (a company with addresses always has
 * one: the default moves by choosing another, never by unticking it).
 */
export async function editAddress(
  db: Db,
  buyer: CompanyBuyer,
  id: number,
  body: AddressBody,
): Promise<Address> {
  return locked(db, buyer.companyId, async (tx, companyId) => {
    const current = await ownAddress(tx, companyId, id);
    const isDefault = current.isDefault || body.is_default === 1;
    if (isDefault && !current.isDefault) await clearDefault(tx, companyId);
    const [row] = await tx
      .update(addresses)
      .set({ ...fields(body), isDefault })
      .where(eq(addresses.id, id))
      .returning();
    if (!row) throw notFound();
    return toWire(row);
  });
}

/** Soft delete (orders keep their copy); deleting the default hands it to the newest remaining address. */
export async function deleteAddress(db: Db, buyer: CompanyBuyer, id: number): Promise<void> {
  await locked(db, buyer.companyId, async (tx, companyId) => {
    const current = await ownAddress(tx, companyId, id);
    await tx.update(addresses).set({ deletedAt: new Date(), isDefault: false }).where(eq(addresses.id, id));
    if (!current.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(liveAddresses(companyId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}

export async function setDefaultAddress(db: Db, buyer: CompanyBuyer, id: number): Promise<Address> {
  return locked(db, buyer.companyId, async (tx, companyId) => {
    const current = await ownAddress(tx, companyId, id);
    if (current.isDefault) return toWire(current);
    await clearDefault(tx, companyId);
    const [row] = await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id)).returning();
    if (!row) throw notFound();
    return toWire(row);
  });
}
