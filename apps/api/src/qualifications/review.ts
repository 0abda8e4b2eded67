import {
  ApiStatus,
  type MessageKind,
  pendingStage,
  qualityReviewRefusal,
  ReviewStageMessages,
  type ReviewStatus,
  type ScopeCategory,
} from '@yaocai/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { certificates, companies, companyScopes, users } from '../db/schema/index';
import { companyStatus } from '../lib/buyer-facts';
import { ApiError, conflict, fieldRefused } from '../lib/errors';
import { notify } from '../messages';
import { issueNewBuyerCoupons } from '../wallet';
import { recordStep, scopeWords } from './review-events';

/*
 * Qualification review (#10 §3, #26 §2): approve or reject a company (and its scope) or one certificate. The one
 * home of these decisions: `ops approve-company` & co. and the console's routes both call them, each inside its
 * audited transaction. Each decision reaches every login of the company as a message (notify), in the same
 * transaction. Each answers the outcome in words and the changed thing before → after for the audit trail.
 */

const ZZZJ = '/zhzx/zzzj';

export interface ReviewOutcome {
  result: string;
  before: unknown;
  after: unknown;
}

export async function tellCompany(
  tx: Executor,
  companyId: number,
  notice: { kind: MessageKind; title: string; body: string },
) {
  const people = await tx.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
  for (const person of people) await notify(tx, { userId: person.id, ...notice, link: ZZZJ });
}

const missing = (message: string) => new ApiError(404, ApiStatus.notFound, message);

export async function companyById(tx: Executor, id: number) {
  const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
  if (!row) throw missing(`企业 #${id} 不存在`);
  return row;
}

export async function scopeOf(tx: Executor, id: number) {
  return tx
    .select({ category: companyScopes.category, status: companyScopes.status })
    .from(companyScopes)
    .where(eq(companyScopes.companyId, id))
    .orderBy(companyScopes.category);
}

export const reviewState = (row: {
  qualificationPassed: boolean;
  reviewReason: string;
  firstReviewedBy: string | null;
}) => {
  const status = companyStatus(row.qualificationPassed, row.reviewReason) as ReviewStatus;
  return {
    status,
    stage: pendingStage(status, row.firstReviewedBy),
    reason: row.qualificationPassed ? '' : row.reviewReason,
    first_reviewed_by: row.firstReviewedBy,
  };
};

export const ReviewMessages = {
  noScope: '该企业未申请经营范围，请指定批准的经营范围',
} as const;

/**
 * Approves a company: its review, its certificates under review, and its scope — as asked for, or exactly
 * `scope` (which may grant less or more than was asked). `stages` 'quality' is the console's 质量审核: it needs a
 * passed 初审 by another operator (domain qualityReviewRefusal, else 409). 'both' is `ops approve-company`, the
 * scripts' one-step approval: it records 初审 too when none was passed, by the same actor (docs/console.md).
 */
export async function approveCompany(
  tx: Executor,
  id: number,
  scope: readonly ScopeCategory[] | undefined,
  reviewer: string,
  stages: 'quality' | 'both' = 'both',
): Promise<ReviewOutcome> {
  const company = await companyById(tx, id);
  if (company.qualificationPassed) throw conflict(`企业 #${id} ${company.name} 已审核通过`);
  if (stages === 'quality') {
    const refusal = qualityReviewRefusal(company.firstReviewedBy, reviewer);
    if (refusal) throw conflict(refusal);
  } else if (company.firstReviewedBy === null) await recordStep(tx, id, 'first_passed', { actor: reviewer });
  const before = { ...reviewState(company), scope: await scopeOf(tx, id) };
  const granted = scope ? [...new Set(scope)] : before.scope.map((row) => row.category);
  if (granted.length === 0) throw fieldRefused('scope', ReviewMessages.noScope);
  if (scope) {
    await tx.delete(companyScopes).where(eq(companyScopes.companyId, id));
    await tx.insert(companyScopes).values(granted.map((category) => ({ companyId: id, category })));
  }
  await tx.update(companyScopes).set({ status: 'approved' }).where(eq(companyScopes.companyId, id));
  const certs = await tx
    .update(certificates)
    .set({ status: 'approved', reason: '', reviewedBy: reviewer, reviewedAt: sql`now()` })
    .where(and(eq(certificates.companyId, id), eq(certificates.status, 'pending')))
    .returning({ id: certificates.id });
  await tx
    .update(companies)
    .set({
      qualificationPassed: true,
      reviewReason: '',
      reviewedAt: sql`now()`,
      firstReviewedBy: company.firstReviewedBy ?? reviewer,
      firstReviewedAt: company.firstReviewedAt ?? sql`now()`,
    })
    .where(eq(companies.id, id));
  const labels = scopeWords(granted);
  await recordStep(tx, id, 'approved', { actor: reviewer, note: `经营范围：${labels}` });
  // New-buyer coupons, once: the claim's per-buyer limit keeps a re-approval from issuing them again.
  const welcome = await issueNewBuyerCoupons(tx, id, Date.now());
  const gift = welcome.length > 0 ? `新人优惠券已放入您的账户：${welcome.join('、')}。` : '';
  await tellCompany(tx, id, {
    kind: 'qualification',
    title: '企业资质审核通过',
    body: `${company.name}的企业资质已审核通过，经营范围：${labels}。现在可以采购经营范围内的商品了。${gift}`,
  });
  return {
    result: `已通过企业 #${id} ${company.name}：经营范围 ${labels}；同时通过证照 ${certs.length} 张`,
    before,
    after: {
      status: 'approved',
      stage: null,
      reason: '',
      first_reviewed_by: company.firstReviewedBy ?? reviewer,
      scope: await scopeOf(tx, id),
      certificates_approved: certs.map((c) => c.id),
      new_buyer_coupons: welcome,
    },
  };
}

/**
 * Passes 初审 (the console's first stage): the company then waits for 质量审核 by another operator. A rejected
 * company (say, after the buyer re-uploaded a certificate) may be passed again: it is pending once more.
 */
export async function passFirstReview(tx: Executor, id: number, reviewer: string): Promise<ReviewOutcome> {
  const company = await companyById(tx, id);
  const before = reviewState(company);
  if (before.status === 'approved') throw conflict(ReviewStageMessages.approved);
  if (before.stage === 'quality') throw conflict(ReviewStageMessages.firstDone);
  await tx
    .update(companies)
    .set({ reviewReason: '', firstReviewedBy: reviewer, firstReviewedAt: sql`now()` })
    .where(eq(companies.id, id));
  await recordStep(tx, id, 'first_passed', { actor: reviewer });
  await tellCompany(tx, id, {
    kind: 'qualification',
    title: '企业资质初审通过',
    body: `${company.name}的企业资质已通过初审，正在进行质量审核，请耐心等待。`,
  });
  return {
    result: `企业 #${id} ${company.name} 初审通过，等待质量审核`,
    before,
    after: { status: 'pending', stage: 'quality', reason: '', first_reviewed_by: reviewer },
  };
}

/**
 * Rejects a company's qualification with a reason the buyer is told, at the stage it waits at (or takes back an
 * approval). The next round starts again at 初审.
 */
export async function rejectCompany(
  tx: Executor,
  id: number,
  reason: string,
  reviewer = '',
): Promise<ReviewOutcome> {
  const company = await companyById(tx, id);
  const before = reviewState(company);
  await tx
    .update(companies)
    .set({
      qualificationPassed: false,
      reviewReason: reason,
      reviewedAt: sql`now()`,
      firstReviewedBy: null,
      firstReviewedAt: null,
    })
    .where(eq(companies.id, id));
  await recordStep(tx, id, 'rejected', { stage: before.stage, actor: reviewer, note: reason });
  const stageWords = before.stage === 'first' ? '初审' : before.stage === 'quality' ? '质量审核' : '审核';
  await tellCompany(tx, id, {
    kind: 'qualification',
    title: '企业资质审核未通过',
    body: `${company.name}的企业资质未通过${stageWords}：${reason}。请修改后重新提交。`,
  });
  return {
    result: `已驳回企业 #${id} ${company.name}：${reason}`,
    before,
    after: { status: 'rejected', stage: null, reason, first_reviewed_by: null },
  };
}
