import { yuanToFen } from '@yaocai/domain';
import { formatFen, isYuanInput } from '@yaocai/domain/print';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ensureWallet, post } from '../../wallet';
import { OpsError } from './audit';

/*
 * `ops credit-balance` and `ops set-credit`: an operator tops up a company's balance (a bank receipt, through the
 * ledger like every balance change) or sets its credit (账期) terms.
 */

/** A company by id (digits) or by its exact registered name. */
export async function findCompany(tx: Executor, ref: string): Promise<{ id: number; name: string }> {
  const byId = /^\d+$/.test(ref);
  const found = await tx.execute<{ id: number; name: string }>(
    byId
      ? sql`SELECT id, name FROM companies WHERE id = ${Number(ref)}`
      : sql`SELECT id, name FROM companies WHERE name = ${ref.trim()}`,
  );
  const company = found.rows[0];
  if (!company) throw new OpsError(`公司「${ref}」不存在（按公司 id 或完整名称查找）`);
  return company;
}

/** Yuan as an operator types it ("1000", "99.5", "99.50") → fen; anything else is refused, never rounded. */
export function operatorYuan(text: string | undefined, label: string): number {
  const typed = text?.trim() ?? '';
  if (!isYuanInput(typed, 12))
    throw new OpsError(`${label}应为元，最多两位小数，如 1000 或 99.50（得到「${text ?? ''}」）`, 2);
  return yuanToFen(typed);
}

export async function creditBalance(
  tx: Executor,
  input: { company: string; yuan: string | undefined; remark: string; actor: string },
): Promise<string> {
  const amountFen = operatorYuan(input.yuan, '充值金额');
  if (amountFen <= 0) throw new OpsError('充值金额必须大于 0', 2);
  if (!input.remark.trim()) throw new OpsError('请填写备注（如银行回单号）：--remark …', 2);
  const company = await findCompany(tx, input.company);
  await ensureWallet(tx, company.id);
  const after = await post(
    tx,
    { account: 'balance', kind: 'recharge' },
    { companyId: company.id, amountFen, remark: input.remark.trim(), actor: input.actor },
  );
  return `已为「${company.name}」充值 ${formatFen(amountFen)}，余额 ${formatFen(after)}`;
}

function dayNumber(text: string | undefined, label: string, min: number, max: number): number {
  const value = Number(text);
  if (text === undefined || !/^\d+$/.test(text) || value < min || value > max)
    throw new OpsError(`${label}应为 ${min}–${max} 的整数（得到「${text ?? ''}」）`, 2);
  return value;
}

export async function setCredit(
  tx: Executor,
  input: {
    company: string;
    limit: string | undefined;
    billingDay: string | undefined;
    dueDays: string | undefined;
  },
): Promise<string> {
  const limitFen = operatorYuan(input.limit, '授信额度 --limit ');
  const billingDay = dayNumber(input.billingDay, '账单日 --billing-day ', 1, 28);
  const dueDays =
    input.dueDays === undefined ? undefined : dayNumber(input.dueDays, '还款期限 --due-days ', 0, 90);
  const company = await findCompany(tx, input.company);
  await ensureWallet(tx, company.id);
  const locked = await tx.execute<{ credit_used_fen: string }>(
    sql`SELECT credit_used_fen FROM wallets WHERE company_id = ${company.id} FOR UPDATE`,
  );
  const used = Number(locked.rows[0]?.credit_used_fen ?? 0);
  if (limitFen < used)
    throw new OpsError(
      `「${company.name}」已用额度 ${formatFen(used)}，新额度 ${formatFen(limitFen)} 不能低于已用额度`,
    );
  const updated = await tx.execute<{ due_days: number }>(sql`
    UPDATE wallets SET credit_limit_fen = ${limitFen}, billing_day = ${billingDay},
      due_days = coalesce(${dueDays ?? null}::smallint, due_days)
    WHERE company_id = ${company.id}
    RETURNING due_days`);
  const due = updated.rows[0]?.due_days;
  return `已设置「${company.name}」授信额度 ${formatFen(limitFen)}（已用 ${formatFen(used)}），每月 ${billingDay} 日出账，出账后 ${due} 天内还款`;
}
