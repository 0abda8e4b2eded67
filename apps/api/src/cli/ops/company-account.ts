import { sql } from 'drizzle-orm';
import { assignManager } from '../../company-admin';
import type { Executor } from '../../db/client';
import { OpsError } from './audit';

/*
 * `ops company-manager`: a company's account manager (客户经理) on every login of the company — company-admin's
 * assignManager, the console's 保存客户经理, audited before → after the same way.
 */

export const COMPANY_MANAGER_USAGE = 'company-manager <企业id> <客户经理手机号|->';

export async function companyManager(tx: Executor, [rawId, phone]: string[]) {
  const id = Number(rawId);
  if (!rawId || !Number.isSafeInteger(id) || id <= 0 || !phone)
    throw new OpsError(`用法：ops ${COMPANY_MANAGER_USAGE}`, 2);
  if (phone === '-') return assignManager(tx, id, null);
  const manager = (
    await tx.execute<{ id: number }>(sql`SELECT id FROM account_managers WHERE phone = ${phone}`)
  ).rows[0];
  if (!manager) throw new OpsError(`没有手机号为 ${phone} 的客户经理`);
  return assignManager(tx, id, manager.id);
}
