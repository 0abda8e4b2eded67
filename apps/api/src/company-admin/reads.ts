import { CONTRACT_STANDING_LABELS, type ConsoleCompanyAccount, REVIEW_STATUS_LABELS } from '@yaocai/domain';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companyContract } from '../accounts';
import type { Db } from '../db/client';
import { accountManagers, companies, managedStores, users } from '../db/schema/index';
import { companyStatus } from '../lib/buyer-facts';
import { creditTermsOf } from '../wallet';

/*
 * A company's account for the console's company page (issue #26 §2): the e-contract, the chain it belongs to or
 * its stores, the account manager, the 账期 terms. Read-only SQL over the tables accounts, site and wallet
 * write; the writes go through their own functions.
 */

const managerOnWire = (row: typeof accountManagers.$inferSelect) => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  is_default: row.isDefault,
});

/** Stores are logins a login of this company manages (managed_stores); a store's head office the other way. */
async function chainOf(db: Db, companyId: number) {
  const store = alias(users, 'store');
  const head = alias(users, 'head');
  const storeCompany = alias(companies, 'store_company');
  const headCompany = alias(companies, 'head_company');
  const [stores, heads] = await Promise.all([
    db
      .select({
        userId: store.id,
        companyId: storeCompany.id,
        name: storeCompany.name,
        passed: storeCompany.qualificationPassed,
        reason: storeCompany.reviewReason,
        contact: store.name,
        phone: store.phone,
      })
      .from(managedStores)
      .innerJoin(head, eq(head.id, managedStores.managerUserId))
      .innerJoin(store, eq(store.id, managedStores.storeUserId))
      .leftJoin(storeCompany, eq(storeCompany.id, store.companyId))
      .where(eq(head.companyId, companyId))
      .orderBy(asc(store.id)),
    db
      .select({ id: headCompany.id, name: headCompany.name })
      .from(managedStores)
      .innerJoin(store, eq(store.id, managedStores.storeUserId))
      .innerJoin(head, eq(head.id, managedStores.managerUserId))
      .innerJoin(headCompany, eq(headCompany.id, head.companyId))
      .where(eq(store.companyId, companyId))
      .limit(1),
  ]);
  return {
    head_office: heads[0] ?? null,
    stores: stores.map((row) => {
      const status = row.companyId === null ? null : companyStatus(row.passed ?? false, row.reason ?? '');
      return {
        user_id: row.userId,
        company_id: row.companyId,
        name: row.name ?? '',
        contact: row.contact,
        phone: row.phone,
        status,
        status_label: status ? REVIEW_STATUS_LABELS[status] : '未提交资质',
      };
    }),
  };
}

/** GET /api/console/companies/{id}/account; null when there is no such company. */
export async function companyAccount(db: Db, companyId: number): Promise<ConsoleCompanyAccount | null> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) return null;
  const [contract, chain, managers, [assigned], credit] = await Promise.all([
    companyContract(db, companyId),
    chainOf(db, companyId),
    db.select().from(accountManagers).orderBy(asc(accountManagers.id)),
    // The company's logins share one manager (assigned together); the oldest login's is the company's.
    db
      .select({ managerId: users.managerId })
      .from(users)
      .where(eq(users.companyId, companyId))
      .orderBy(asc(users.id))
      .limit(1),
    creditTermsOf(db, companyId),
  ]);
  const manager = managers.find((row) => row.id === assigned?.managerId);
  const [latest] = contract.signatures;
  return {
    contract: {
      signed: contract.signedAny,
      version: latest?.version ?? null,
      signed_at: latest?.signedAt.toISOString() ?? null,
      signed_by: latest?.signedBy ?? '',
      title: contract.current.title,
      current_version: contract.current.version,
      body: contract.current.body,
      standing: contract.standing,
      standing_label: CONTRACT_STANDING_LABELS[contract.standing],
      required_from: contract.current.requiredFrom.toISOString(),
      signatures: contract.signatures.map((row) => ({
        version: row.version,
        signed_at: row.signedAt.toISOString(),
        signed_by: row.signedBy,
      })),
    },
    ...chain,
    manager: manager ? managerOnWire(manager) : null,
    managers: managers.map(managerOnWire),
    credit,
  };
}
