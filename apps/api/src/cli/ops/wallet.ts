import { yuanToFen } from '@yaocai/domain';
import { formatFen, isYuanInput } from '@yaocai/domain/print';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { creditTermsOf, ensureWallet, post, setCreditTerms } from '../../wallet';
import { OpsError } from './audit';

/*
 * `ops credit-balance` and `ops set-credit`: an operator tops up a company's balance (a bank receipt, through the
 * ledger like every balance change) or sets its credit (账期) terms (wallet's setCreditTerms, as the console).
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

/**
 * `ops set-credit`: the 账期 terms through wallet's setCreditTerms — the console's 账期管理 — so the refusals
 * (a limit below the credit in use, no change) and the audit's before → after are the same. Without
 * `--due-days` the days to repay stay as they are.
 */
export async function setCredit(
  tx: Executor,
  input: {
    company: string;
    limit: string | undefined;
    billingDay: string | undefined;
    dueDays: string | undefined;
  },
) {
  const limitFen = operatorYuan(input.limit, '授信额度 --limit ');
  const billingDay = dayNumber(input.billingDay, '账单日 --billing-day ', 1, 28);
  const dueDays =
    input.dueDays === undefined ? undefined : dayNumber(input.dueDays, '还款期限 --due-days ', 0, 90);
  const company = await findCompany(tx, input.company);
  const current = await creditTermsOf(tx, company.id);
  return setCreditTerms(tx, company.id, { limitFen, billingDay, dueDays: dueDays ?? current.due_days });
}
