import {
  ApiStatus,
  CERTIFICATE_TYPE_LABELS,
  type MessageKind,
  type ReviewStatus,
  SCOPE_CATEGORY_LABELS,
  type ScopeCategory,
} from '@yaocai/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { certificates, companies, companyScopes, users } from '../db/schema/index';
import { companyStatus } from '../lib/buyer-facts';
import { ApiError, conflict, fieldRefused } from '../lib/errors';
import { notify } from '../messages';
import { issueNewBuyerCoupons } from '../wallet';

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

async function tellCompany(
  tx: Executor,
  companyId: number,
  notice: { kind: MessageKind; title: string; body: string },
) {
  const people = await tx.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
  for (const person of people) await notify(tx, { userId: person.id, ...notice, link: ZZZJ });
}

const missing = (message: string) => new ApiError(404, ApiStatus.notFound, message);

async function companyById(tx: Executor, id: number) {
  const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
  if (!row) throw missing(`企业 #${id} 不存在`);
  return row;
}

async function scopeOf(tx: Executor, id: number) {
  return tx
    .select({ category: companyScopes.category, status: companyScopes.status })
    .from(companyScopes)
    .where(eq(companyScopes.companyId, id))
    .orderBy(companyScopes.category);
}

const reviewState = (row: { qualificationPassed: boolean; reviewReason: string }) => ({
  status: companyStatus(row.qualificationPassed, row.reviewReason) as ReviewStatus,
  reason: row.qualificationPassed ? '' : row.reviewReason,
});

export const ReviewMessages = {
  noScope: '该企业未申请经营范围，请指定批准的经营范围',
} as const;

/**
 * Approves a company: its review, its certificates under review, and its scope — as asked for, or exactly
 * `scope` (which may grant less or more than was asked).
 */
export async function approveCompany(
  tx: Executor,
  id: number,
  scope: readonly ScopeCategory[] | undefined,
  reviewer: string,
): Promise<ReviewOutcome> {
  const company = await companyById(tx, id);
  if (company.qualificationPassed) throw conflict(`企业 #${id} ${company.name} 已审核通过`);
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
    .set({ qualificationPassed: true, reviewReason: '', reviewedAt: sql`now()` })
    .where(eq(companies.id, id));
  const labels = granted.map((s) => SCOPE_CATEGORY_LABELS[s]).join('、');
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
      reason: '',
      scope: await scopeOf(tx, id),
      certificates_approved: certs.map((c) => c.id),
      new_buyer_coupons: welcome,
    },
  };
}

/** Rejects a company's qualification with a reason the buyer is told (also takes back an approval). */
export async function rejectCompany(tx: Executor, id: number, reason: string): Promise<ReviewOutcome> {
  const company = await companyById(tx, id);
  await tx
    .update(companies)
    .set({ qualificationPassed: false, reviewReason: reason, reviewedAt: sql`now()` })
    .where(eq(companies.id, id));
  await tellCompany(tx, id, {
    kind: 'qualification',
    title: '企业资质审核未通过',
    body: `${company.name}的企业资质未通过审核：${reason}。请修改后重新提交。`,
  });
  return {
    result: `已驳回企业 #${id} ${company.name}：${reason}`,
    before: reviewState(company),
    after: { status: 'rejected', reason },
  };
}

async function certificateById(tx: Executor, id: number) {
  const [row] = await tx
    .select({ cert: certificates, company: companies.name })
    .from(certificates)
    .innerJoin(companies, eq(companies.id, certificates.companyId))
    .where(eq(certificates.id, id))
    .for('update', { of: certificates });
  if (!row) throw missing(`证照 #${id} 不存在`);
  return row;
}

const certState = (cert: { status: ReviewStatus; reason: string }) => ({
  status: cert.status,
  reason: cert.reason,
});

export async function approveCertificate(tx: Executor, id: number, reviewer: string): Promise<ReviewOutcome> {
  const { cert, company } = await certificateById(tx, id);
  if (cert.status === 'approved') throw conflict(`证照 #${id} 已审核通过`);
  await tx
    .update(certificates)
    .set({ status: 'approved', reason: '', reviewedBy: reviewer, reviewedAt: sql`now()` })
    .where(eq(certificates.id, id));
  const label = CERTIFICATE_TYPE_LABELS[cert.type];
  await tellCompany(tx, cert.companyId, {
    kind: 'certificate',
    title: `${label}审核通过`,
    body: `${company}的${label}（${cert.number}）已审核通过，有效期至${cert.validUntil ?? '长期'}。`,
  });
  return {
    result: `已通过证照 #${id} ${company} ${label}`,
    before: certState(cert),
    after: { status: 'approved', reason: '' },
  };
}

export async function rejectCertificate(
  tx: Executor,
  id: number,
  reason: string,
  reviewer: string,
): Promise<ReviewOutcome> {
  const { cert, company } = await certificateById(tx, id);
  await tx
    .update(certificates)
    .set({ status: 'rejected', reason, reviewedBy: reviewer, reviewedAt: sql`now()` })
    .where(eq(certificates.id, id));
  const label = CERTIFICATE_TYPE_LABELS[cert.type];
  await tellCompany(tx, cert.companyId, {
    kind: 'certificate',
    title: `${label}审核未通过`,
    body: `${company}的${label}（${cert.number}）未通过审核：${reason}。请重新上传。`,
  });
  return {
    result: `已驳回证照 #${id} ${company} ${label}：${reason}`,
    before: certState(cert),
    after: { status: 'rejected', reason },
  };
}
