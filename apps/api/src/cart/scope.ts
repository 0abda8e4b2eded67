import type { CartState } from '@yaocai/domain';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { type BuyerRecord, loadBuyer } from '../catalogue';
import type { Db, Executor } from '../db/client';
import { cartItems, companies, managedStores, users } from '../db/schema/index';
import { FieldValidationError, notFound } from '../lib/errors';

/* What every cart call scopes by: the buyer, their own lines, the stores they manage; and a savepoint per entry. */

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function buyerOf(tx: Executor, userId: number): Promise<BuyerRecord> {
  const buyer = await loadBuyer(tx, userId);
  if (!buyer) throw notFound();
  return buyer;
}

/** Every id must be one of the buyer's lines: another buyer's line is as absent as a missing one (404). */
export async function assertOwnLines(tx: Executor, userId: number, ids: readonly number[]): Promise<void> {
  const [owned] = await tx
    .select({ n: count() })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, [...ids])));
  if ((owned?.n ?? 0) !== ids.length) throw notFound();
}

/** The stores this buyer manages (POST /api/cart/copy), by their company's name. */
export async function managedStoresOf(tx: Executor, userId: number): Promise<CartState['other_stores']> {
  const rows = await tx
    .select({ userId: users.id, company: companies.name, name: users.name, phone: users.phone })
    .from(managedStores)
    .innerJoin(users, eq(users.id, managedStores.storeUserId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(managedStores.managerUserId, userId))
    .orderBy(asc(users.id));
  return storesOf(rows);
}

/** The wire's `other_stores`: each store named by its company, else its user's name, else the phone. */
export function storesOf(
  rows: readonly { userId: number; company: string | null; name: string | null; phone: string }[],
): CartState['other_stores'] {
  return rows.map((row) => ({ user_id: row.userId, name: row.company || row.name || row.phone }));
}

/** Runs `work` in a savepoint: a refusal rolls back only that entry and comes back as its message. */
export async function attempt<T>(
  tx: Tx,
  work: (savepoint: Tx) => Promise<T>,
): Promise<T | FieldValidationError> {
  try {
    return await tx.transaction(work);
  } catch (error) {
    if (error instanceof FieldValidationError) return error;
    throw error;
  }
}
