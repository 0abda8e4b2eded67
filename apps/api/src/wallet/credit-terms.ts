import {
  type ConsoleCreditPage,
  type ConsoleCreditQuery,
  type CreditTerms,
  fenToYuan,
  formatFen,
  formatYuan,
} from '@yaocai/domain';
import { asc, count, eq, ilike } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { companies, wallets } from '../db/schema/index';
import { conflict, notFound } from '../lib/errors';
import { ensureWallet } from './ledger';

/*
 * 账期 terms set by 财务 (issue #26 §2): the limit, the billing day and the days to repay. They are terms, not
 * money moved: no ledger entry (used credit is the ledger's, and stays as it is). The buyer's 账期管理 page
 * (/api/user/user_credit) reads the same row, so it shows the new terms at once. A bill already open keeps the
 * closing and due dates it was made with; the new billing day counts from the next credit payment's bill.
 */

export const CreditTermsMessages = {
  belowUsed: (usedFen: number) => `账期额度不能低于已用额度 ${formatFen(usedFen)}，请先让买家还款`,
  unchanged: '账期设置没有变化',
} as const;

export interface CreditTermsInput {
  limitFen: number;
  billingDay: number;
  dueDays: number;
}

const onWire = (row: { limit: number; used: number; billingDay: number; dueDays: number }): CreditTerms => ({
  limit: fenToYuan(row.limit),
  used: fenToYuan(row.used),
  billing_day: row.billingDay,
  due_days: row.dueDays,
});

const termsColumns = {
  limit: wallets.creditLimitFen,
  used: wallets.creditUsedFen,
  billingDay: wallets.billingDay,
  dueDays: wallets.dueDays,
};

/** A company's terms as the wire shows them (a company without a wallet row has no credit). */
export async function creditTermsOf(db: Executor, companyId: number): Promise<CreditTerms> {
  const [row] = await db.select(termsColumns).from(wallets).where(eq(wallets.companyId, companyId));
  return onWire(row ?? { limit: 0, used: 0, billingDay: 0, dueDays: 15 });
}

/** Sets the terms under the wallet's row lock; 404 no such company, 409 a limit below the credit in use. */
export async function setCreditTerms(tx: Executor, companyId: number, input: CreditTermsInput) {
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound();
  await ensureWallet(tx, companyId);
  const [row] = await tx
    .select(termsColumns)
    .from(wallets)
    .where(eq(wallets.companyId, companyId))
    .for('update');
  const before = onWire(row as NonNullable<typeof row>);
  const used = row?.used ?? 0;
  if (input.limitFen < used) throw conflict(CreditTermsMessages.belowUsed(used));
  const after = onWire({ ...input, limit: input.limitFen, used });
  if (JSON.stringify(before) === JSON.stringify(after)) throw conflict(CreditTermsMessages.unchanged);
  await tx
    .update(wallets)
    .set({ creditLimitFen: input.limitFen, billingDay: input.billingDay, dueDays: input.dueDays })
    .where(eq(wallets.companyId, companyId));
  const words =
    after.billing_day === 0
      ? '关闭账期'
      : `额度 ${formatYuan(after.limit)}，每月${after.billing_day}日出账，${after.due_days}天内还款`;
  return { result: `已设置企业 #${companyId} ${company.name} 的账期：${words}`, before, after };
}

/** GET /api/console/credit: every company with its terms, by name, paged. */
export async function creditTermsList(db: Db, query: ConsoleCreditQuery): Promise<ConsoleCreditPage> {
  const where = query.keywords
    ? ilike(companies.name, `%${query.keywords.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name, ...termsColumns })
      .from(companies)
      .leftJoin(wallets, eq(wallets.companyId, companies.id))
      .where(where)
      .orderBy(asc(companies.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return {
    list: rows.map((row) => ({
      company_id: row.id,
      name: row.name,
      ...onWire({
        limit: row.limit ?? 0,
        used: row.used ?? 0,
        billingDay: row.billingDay ?? 0,
        dueDays: row.dueDays ?? 15,
      }),
    })),
    total: total?.n ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}
