import { buyerStanding, type Store, type StoreBody, type StoreEditBody } from '@yaocai/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { companies, managedStores, sessions, users } from '../db/schema/index';
import { buyerFactsOf, qualificationColumns } from '../lib/buyer-facts';
import { conflict, fieldRefused, isUniqueViolation, notFound } from '../lib/errors';
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
  noLogin: '该企业没有登录账号',
  unchanged: '门店信息没有变化',
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
async function assertHeadOffice(db: Executor, userId: number) {
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
  // Refused before the password is hashed (the gate's slots are for work that can succeed).
  await assertHeadOffice(db, headOfficeUserId);
  const passwordHash = await hashStorePassword(gate, body);
  return db.transaction((tx) => addStoreIn(tx, headOfficeUserId, body, passwordHash));
}

/** The new store login's password hash, made outside the transaction that stores it. */
export const hashStorePassword = (gate: PasswordGate, body: StoreBody) =>
  gate.admit((_verify, hash) => hash(body.password));

/**
 * `addStore`'s work inside the caller's transaction (the console's audited one): the head office's rule checked
 * under that transaction, then the company, the login and the relation.
 */
export async function addStoreIn(
  tx: Executor,
  headOfficeUserId: number,
  body: StoreBody,
  passwordHash: string,
): Promise<number> {
  const headOffice = await assertHeadOffice(tx, headOfficeUserId);
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
}

/**
 * The login that acts as a company's head office: the one that already manages stores, else the company's
 * oldest login (the one that registered it). 404 no such company; 409 a company without a login.
 */
export async function headOfficeLogin(tx: Executor, companyId: number): Promise<number> {
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound();
  const [login] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(
      sql`NOT EXISTS (SELECT 1 FROM ${managedStores} WHERE ${managedStores.managerUserId} = ${users.id})`,
      asc(users.id),
    )
    .limit(1);
  if (!login) throw conflict(StoreMessages.noLogin);
  return login.id;
}

/**
 * An operator corrects a store's typed details (门店名称 on its company, 联系人 on its login); the head office
 * sees them in its member centre at once. A store of another company → 404; a name another company has → 422.
 */
export async function editStore(tx: Executor, companyId: number, storeUserId: number, body: StoreEditBody) {
  const [row] = await tx
    .select({ companyId: users.companyId, company: companies.name, contact: users.name })
    .from(managedStores)
    .innerJoin(users, eq(users.id, managedStores.storeUserId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(managedStores.storeUserId, storeUserId),
        sql`${managedStores.managerUserId} IN (SELECT id FROM ${users} WHERE ${users.companyId} = ${companyId})`,
      ),
    )
    .for('update', { of: users });
  if (!row?.companyId) throw notFound();
  const before = { company: row.company, contact: row.contact };
  const after = { company: body.company, contact: body.contact };
  if (before.company === after.company && before.contact === after.contact)
    throw conflict(StoreMessages.unchanged);
  const [other] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.name, body.company), sql`${companies.id} <> ${row.companyId}`));
  if (other) throw fieldRefused('company', StoreMessages.nameTaken);
  try {
    await tx.update(companies).set({ name: body.company }).where(eq(companies.id, row.companyId));
  } catch (error) {
    // Taken meanwhile by another writer: still the field's refusal.
    if (isUniqueViolation(error)) throw fieldRefused('company', StoreMessages.nameTaken);
    throw error;
  }
  await tx.update(users).set({ name: body.contact }).where(eq(users.id, storeUserId));
  return { result: `已修改门店 #${storeUserId}：${after.company}（联系人 ${after.contact}）`, before, after };
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
