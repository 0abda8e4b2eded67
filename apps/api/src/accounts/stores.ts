import { buyerStanding, type Store, type StoreBody } from '@yaocai/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, managedStores, sessions, users } from '../db/schema/index';
import { buyerFactsOf, qualificationColumns } from '../lib/buyer-facts';
import { conflict, fieldRefused, notFound } from '../lib/errors';
import type { PasswordGate } from '../lib/password-gate';
import { hashSessionId } from '../lib/session-store';
import { lockPhone } from './codes';
import { AccountMessages } from './service';

/*
 * Multi-store (/ddgl): a head office's store accounts are users related to it by `managed_stores` (the relation
 * the cart's copy-to-stores reads). Each store has its own company, reviewed like any other: a store orders only
 * once its own licences are approved. docs/accounts.md "Multi-store".
 */

export const StoreMessages = {
  chainOnly: '仅连锁药店总部可添加门店',
  headOfficeOnly: '总部资质审核通过后才能添加门店',
  storeCannotManage: '门店账号不能再添加门店',
  nameTaken: '该门店名称已被使用',
  added: '门店已添加',
} as const;

/** The head office's stores, oldest first; `actingUserId` is whom the session buys for now. */
export async function listStores(db: Db, headOfficeUserId: number, actingUserId: number): Promise<Store[]> {
  const rows = await db
    .select({
      id: users.id,
      contact: users.name,
      phone: users.phone,
      company: companies.name,
      ...qualificationColumns,
    })
    .from(managedStores)
    .innerJoin(users, eq(users.id, managedStores.storeUserId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(managedStores.managerUserId, headOfficeUserId))
    .orderBy(asc(users.id));
  return rows.map((row) => {
    const standing = buyerStanding(buyerFactsOf(row));
    return {
      id: row.id,
      company: row.company ?? '',
      contact: row.contact,
      phone: row.phone,
      is_passed: standing.mayBuy ? 1 : 0,
      reason: standing.reason,
      is_active: row.id === actingUserId ? 1 : 0,
    };
  });
}

/** Who may add stores: a chain head office (enterprise type `chain_hq`) whose company is approved. */
async function assertHeadOffice(db: Db, userId: number) {
  const [row] = await db
    .select({
      passed: companies.qualificationPassed,
      type: companies.enterpriseType,
      region: companies.region,
      managerId: users.managerId,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (row?.type !== 'chain_hq') throw conflict(StoreMessages.chainOnly);
  if (!row.passed) throw conflict(StoreMessages.headOfficeOnly);
  const [managed] = await db
    .select({ by: managedStores.managerUserId })
    .from(managedStores)
    .where(eq(managedStores.storeUserId, userId));
  if (managed) throw conflict(StoreMessages.storeCannotManage);
  return { region: row.region ?? '', managerId: row.managerId };
}

/**
 * Adds a store account: its company (pending review, in the head office's region), its user (who can sign in
 * with the phone and password) and the relation, in one transaction under the phone's lock; a taken phone or
 * store name → 422 and nothing is left behind.
 */
export async function addStore(
  db: Db,
  gate: PasswordGate,
  headOfficeUserId: number,
  body: StoreBody,
): Promise<number> {
  const headOffice = await assertHeadOffice(db, headOfficeUserId);
  const passwordHash = await gate.admit((_verify, hash) => hash(body.password));
  return db.transaction(async (tx) => {
    await lockPhone(tx, body.phone);
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, body.phone));
    if (taken) throw fieldRefused('phone', AccountMessages.phoneTaken);
    const [company] = await tx
      .insert(companies)
      .values({ name: body.company, region: headOffice.region, enterpriseType: 'chain_store' })
      .onConflictDoNothing({ target: companies.name })
      .returning({ id: companies.id });
    if (!company) throw fieldRefused('company', StoreMessages.nameTaken);
    const [user] = await tx
      .insert(users)
      .values({
        phone: body.phone,
        passwordHash,
        name: body.contact,
        username: body.phone,
        companyId: company.id,
        managerId: headOffice.managerId,
      })
      .onConflictDoNothing({ target: users.phone })
      .returning({ id: users.id });
    if (!user) throw fieldRefused('phone', AccountMessages.phoneTaken);
    await tx.insert(managedStores).values({ managerUserId: headOfficeUserId, storeUserId: user.id });
    return user.id;
  });
}

/**
 * Makes this session buy for `storeId` (0: for the head office itself). Only a store the account manages:
 * anyone else's → 404, and nothing changes.
 */
export async function switchStore(
  db: Db,
  sessionId: string,
  headOfficeUserId: number,
  storeId: number,
): Promise<void> {
  if (storeId !== 0) {
    const [managed] = await db
      .select({ id: managedStores.storeUserId })
      .from(managedStores)
      .where(and(eq(managedStores.managerUserId, headOfficeUserId), eq(managedStores.storeUserId, storeId)));
    if (!managed) throw notFound();
  }
  await db
    .update(sessions)
    .set({ actingUserId: storeId === 0 ? null : storeId })
    .where(and(eq(sessions.idHash, hashSessionId(sessionId)), eq(sessions.userId, headOfficeUserId)));
}
