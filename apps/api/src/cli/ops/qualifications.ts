import {
  CERTIFICATE_TYPE_LABELS,
  ENTERPRISE_TYPE_LABELS,
  SCOPE_CATEGORY_LABELS,
  type ScopeCategory,
  scopeCategory,
} from '@yaocai/domain';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { certificates, companies } from '../../db/schema/index';
import * as review from '../../qualifications';
import { OpsError } from './audit';

/*
 * Qualification review (#10 §3) from the command line: operators list what awaits review, approve or reject a
 * company (and its scope) or one certificate. The decisions are qualifications' review.ts (the console's routes
 * call the same ones); this file reads the command line's words into their arguments.
 */

/** The reviewer as certificates record it: the operator's name without `operator:`. */
const reviewerOf = (actor: string) => actor.replace(/^operator:/, '');

const parseId = (raw: string | undefined, what: string, usage: string) => {
  const id = Number(raw);
  if (!raw || !Number.isSafeInteger(id) || id <= 0) throw new OpsError(`请填写${what}id：${usage}`, 2);
  return id;
};

function requireReason(reason: string, usage: string) {
  const trimmed = reason.trim();
  if (trimmed === '') throw new OpsError(`请用 --reason 写明驳回原因：${usage}`, 2);
  return trimmed;
}

/** `ops review-pending`: companies and certificates awaiting review, oldest first. */
export async function reviewPending(tx: Executor): Promise<string> {
  const waiting = await tx
    .select({
      id: companies.id,
      name: companies.name,
      type: companies.enterpriseType,
      submittedAt: companies.submittedAt,
      scope: sql<string[] | null>`(SELECT array_agg(s.category ORDER BY s.category) FROM company_scopes s
        WHERE s.company_id = ${companies.id})`,
    })
    .from(companies)
    .where(
      and(
        eq(companies.qualificationPassed, false),
        eq(companies.reviewReason, ''),
        isNotNull(companies.submittedAt),
      ),
    )
    .orderBy(asc(companies.submittedAt));
  const certs = await tx
    .select({
      id: certificates.id,
      company: companies.name,
      type: certificates.type,
      number: certificates.number,
      validFrom: certificates.validFrom,
      validUntil: certificates.validUntil,
    })
    .from(certificates)
    .innerJoin(companies, eq(companies.id, certificates.companyId))
    .where(eq(certificates.status, 'pending'))
    .orderBy(asc(certificates.id));
  const lines = [`待审核企业 ${waiting.length} 家`];
  for (const c of waiting)
    lines.push(
      `  #${c.id} ${c.name}（${c.type ? ENTERPRISE_TYPE_LABELS[c.type] : '未填企业类型'}）` +
        ` 申请经营范围：${(c.scope ?? []).map((s) => SCOPE_CATEGORY_LABELS[s as ScopeCategory]).join('、') || '无'}`,
    );
  lines.push(`待审核证照 ${certs.length} 张`);
  for (const c of certs)
    lines.push(
      `  #${c.id} ${c.company} ${CERTIFICATE_TYPE_LABELS[c.type]} ${c.number} ${c.validFrom} 至 ${c.validUntil ?? '长期'}`,
    );
  return lines.join('\n');
}

export const APPROVE_COMPANY_USAGE = 'ops approve-company <企业id> [--scope chemical,antibiotic,…]';

/**
 * `ops approve-company`: approves the company, its certificates under review, and its scope as asked for or
 * exactly `--scope` (qualifications' approveCompany, the one the console calls too).
 */
export async function approveCompany(
  tx: Executor,
  rawId: string | undefined,
  scopeList: string | undefined,
  actor: string,
): Promise<string> {
  const id = parseId(rawId, '企业', APPROVE_COMPANY_USAGE);
  const scope = scopeList === undefined ? undefined : parseScope(scopeList);
  return (await review.approveCompany(tx, id, scope, reviewerOf(actor))).result;
}

/** A `--scope` list (chemical,antibiotic,…) of the domain's scope categories; anything else is wrong usage. */
function parseScope(scopeList: string): ScopeCategory[] {
  const parsed = scopeList.split(',').map((s) => s.trim());
  const bad = parsed.filter((s) => !scopeCategory.safeParse(s).success);
  if (bad.length > 0 || parsed.length === 0)
    throw new OpsError(`经营范围不存在：${bad.join(',')}（可选：${scopeCategory.options.join(',')}）`, 2);
  return parsed as ScopeCategory[];
}

export const FIRST_REVIEW_USAGE = 'ops first-review-company <企业id>';

/** `ops first-review-company`: 初审通过 (qualifications' passFirstReview, as the console's 初审), audited before → after. */
export async function firstReview(tx: Executor, rawId: string | undefined, actor: string) {
  const id = parseId(rawId, '企业', FIRST_REVIEW_USAGE);
  return review.passFirstReview(tx, id, reviewerOf(actor));
}

export const COMPANY_SCOPE_USAGE = 'ops company-scope <企业id> --scope chemical,antibiotic,…';

/** `ops company-scope`: an approved company's business scope, exactly `--scope` (the console's scope editing). */
export async function companyScope(
  tx: Executor,
  rawId: string | undefined,
  scopeList: string | undefined,
  actor: string,
) {
  const id = parseId(rawId, '企业', COMPANY_SCOPE_USAGE);
  if (scopeList === undefined) throw new OpsError(`请用 --scope 写明经营范围：${COMPANY_SCOPE_USAGE}`, 2);
  return review.changeScope(tx, id, parseScope(scopeList), reviewerOf(actor));
}

export const REJECT_COMPANY_USAGE = 'ops reject-company <企业id> --reason 驳回原因';

export async function rejectCompany(
  tx: Executor,
  rawId: string | undefined,
  rawReason: string,
  actor: string,
): Promise<string> {
  const id = parseId(rawId, '企业', REJECT_COMPANY_USAGE);
  const reason = requireReason(rawReason, REJECT_COMPANY_USAGE);
  return (await review.rejectCompany(tx, id, reason, reviewerOf(actor))).result;
}

export const APPROVE_CERT_USAGE = 'ops approve-cert <证照id>';

export async function approveCertificate(
  tx: Executor,
  rawId: string | undefined,
  actor: string,
): Promise<string> {
  const id = parseId(rawId, '证照', APPROVE_CERT_USAGE);
  return (await review.approveCertificate(tx, id, reviewerOf(actor))).result;
}

export const REJECT_CERT_USAGE = 'ops reject-cert <证照id> --reason 驳回原因';

export async function rejectCertificate(
  tx: Executor,
  rawId: string | undefined,
  rawReason: string,
  actor: string,
): Promise<string> {
  const id = parseId(rawId, '证照', REJECT_CERT_USAGE);
  const reason = requireReason(rawReason, REJECT_CERT_USAGE);
  return (await review.rejectCertificate(tx, id, reason, reviewerOf(actor))).result;
}
