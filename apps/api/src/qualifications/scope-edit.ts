import type { ScopeCategory } from '@yaocai/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { companyScopes } from '../db/schema/index';
import { conflict } from '../lib/errors';
import { companyById, type ReviewOutcome, scopeOf, tellCompany } from './review';
import { recordStep, scopeWords } from './review-events';

export const ScopeEditMessages = {
  notApproved: '审核中的企业在质量审核通过时确定经营范围；企业审核通过后才能修改',
  unchanged: '经营范围没有变化',
} as const;

/**
 * An approved company's business scope, replaced by exactly `scope` (issue #26 §2). The buy rule reads the
 * approved scope with every request (lib/buyer-facts), so goods outside it stop being buyable at once.
 */
export async function changeScope(
  tx: Executor,
  id: number,
  scope: readonly ScopeCategory[],
  operator: string,
): Promise<ReviewOutcome> {
  const company = await companyById(tx, id);
  if (!company.qualificationPassed) throw conflict(ScopeEditMessages.notApproved);
  const before = (await scopeOf(tx, id)).map((row) => row.category).sort();
  const after = [...new Set(scope)].sort();
  if (before.join() === after.join()) throw conflict(ScopeEditMessages.unchanged);
  await tx.delete(companyScopes).where(eq(companyScopes.companyId, id));
  await tx
    .insert(companyScopes)
    .values(after.map((category) => ({ companyId: id, category, status: 'approved' as const })));
  const change = `${scopeWords(before)} → ${scopeWords(after)}`;
  await recordStep(tx, id, 'scope_changed', { actor: operator, note: change });
  await tellCompany(tx, id, {
    kind: 'qualification',
    title: '经营范围已变更',
    body: `${company.name}的经营范围已变更为：${scopeWords(after)}。经营范围以外的商品不能再采购。`,
  });
  return {
    result: `已修改企业 #${id} ${company.name} 的经营范围：${change}`,
    before: { scope: before },
    after: { scope: after },
  };
}
