import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { accountManagers, companies, users } from '../db/schema/index';
import { conflict, fieldRefused, notFound } from '../lib/errors';

/*
 * Assigning a company's account manager (客户经理, issue #26 §2). The buyer's 专属客服 is `users.manager_id`
 * (docs/accounts.md), one per login: an assignment sets it on every login of the company, in one transaction,
 * so the company's people see the same manager (/api/user/base). null hands them back to the default manager.
 */

export const ManagerMessages = {
  noSuch: '客户经理不存在',
  unchanged: '该企业的客户经理没有变化',
} as const;

const managerName = async (tx: Executor, id: number | null) => {
  if (id === null) return '默认客服';
  const [row] = await tx.select().from(accountManagers).where(eq(accountManagers.id, id));
  return row ? `${row.name}（${row.phone}）` : null;
};

export async function assignManager(tx: Executor, companyId: number, managerId: number | null) {
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  if (!company) throw notFound();
  const name = await managerName(tx, managerId);
  if (name === null) throw fieldRefused('manager_id', ManagerMessages.noSuch);
  const logins = await tx
    .select({ id: users.id, managerId: users.managerId })
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(users.id);
  const before = logins[0]?.managerId ?? null;
  if (logins.every((login) => login.managerId === managerId)) throw conflict(ManagerMessages.unchanged);
  await tx.update(users).set({ managerId }).where(eq(users.companyId, companyId));
  return {
    result: `已将企业 #${companyId} ${company.name} 的客户经理设为 ${name}`,
    before: { manager_id: before },
    after: { manager_id: managerId },
  };
}
