import {
  CERTIFICATE_TYPE_LABELS,
  ENTERPRISE_TYPE_LABELS,
  type MessageKind,
  SCOPE_CATEGORY_LABELS,
  type ScopeCategory,
  scopeCategory,
} from '@yaocai/domain';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { certificates, companies, companyScopes, users } from '../../db/schema/index';
import { notify } from '../../messages';
import { OpsError } from './audit';

/*
 * Qualification review (#10 §3): operators list what awaits review, approve or reject a company (and its
 * scope) or one certificate. Each decision reaches every login of the company as a message (notify), in the
 * same transaction as the decision.
 */

const ZZZJ = '/zhzx/zzzj';

async function tellCompany(
  tx: Executor,
  companyId: number,
  notice: { kind: MessageKind; title: string; body: string },
) {
  const people = await tx.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
  for (const person of people) await notify(tx, { userId: person.id, ...notice, link: ZZZJ });
}

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

async function companyById(tx: Executor, id: number) {
  const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
  if (!row) throw new OpsError(`企业 #${id} 不存在`);
  return row;
}

export const APPROVE_COMPANY_USAGE = 'ops approve-company <企业id> [--scope chemical,antibiotic,…]';

/**
 * Approves a company: its review, its certificates under review, and its scope — as asked for, or exactly the
 * `--scope` list (which may grant less or more than was asked).
 */
export async function approveCompany(
  tx: Executor,
  rawId: string | undefined,
  scopeList: string | undefined,
  actor: string,
): Promise<string> {
  const id = parseId(rawId, '企业', APPROVE_COMPANY_USAGE);
  const company = await companyById(tx, id);
  if (company.qualificationPassed) throw new OpsError(`企业 #${id} ${company.name} 已审核通过`);
  let scope: ScopeCategory[];
  if (scopeList !== undefined) {
    const parsed = scopeList.split(',').map((s) => s.trim());
    const bad = parsed.filter((s) => !scopeCategory.safeParse(s).success);
    if (bad.length > 0 || parsed.length === 0)
      throw new OpsError(`经营范围不存在：${bad.join(',')}（可选：${scopeCategory.options.join(',')}）`, 2);
    scope = [...new Set(parsed as ScopeCategory[])];
    await tx.delete(companyScopes).where(eq(companyScopes.companyId, id));
    await tx.insert(companyScopes).values(scope.map((category) => ({ companyId: id, category })));
  } else {
    const asked = await tx
      .select({ category: companyScopes.category })
      .from(companyScopes)
      .where(eq(companyScopes.companyId, id));
    scope = asked.map((row) => row.category);
  }
  if (scope.length === 0) throw new OpsError(`企业 #${id} 未申请经营范围，请用 --scope 指定`, 2);
  await tx.update(companyScopes).set({ status: 'approved' }).where(eq(companyScopes.companyId, id));
  const who = actor.replace(/^operator:/, '');
  const certs = await tx
    .update(certificates)
    .set({ status: 'approved', reason: '', reviewedBy: who, reviewedAt: sql`now()` })
    .where(and(eq(certificates.companyId, id), eq(certificates.status, 'pending')))
    .returning({ id: certificates.id });
  await tx
    .update(companies)
    .set({ qualificationPassed: true, reviewReason: '', reviewedAt: sql`now()` })
    .where(eq(companies.id, id));
  const labels = scope.map((s) => SCOPE_CATEGORY_LABELS[s]).join('、');
  await tellCompany(tx, id, {
    kind: 'qualification',
    title: '企业资质审核通过',
    body: `${company.name}的企业资质已审核通过，经营范围：${labels}。现在可以采购经营范围内的商品了。`,
  });
  return `已通过企业 #${id} ${company.name}：经营范围 ${labels}；同时通过证照 ${certs.length} 张`;
}

export const REJECT_COMPANY_USAGE = 'ops reject-company <企业id> --reason 驳回原因';

export async function rejectCompany(
  tx: Executor,
  rawId: string | undefined,
  rawReason: string,
): Promise<string> {
  const id = parseId(rawId, '企业', REJECT_COMPANY_USAGE);
  const reason = requireReason(rawReason, REJECT_COMPANY_USAGE);
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
  return `已驳回企业 #${id} ${company.name}：${reason}`;
}

async function certificateById(tx: Executor, id: number) {
  const [row] = await tx
    .select({ cert: certificates, company: companies.name })
    .from(certificates)
    .innerJoin(companies, eq(companies.id, certificates.companyId))
    .where(eq(certificates.id, id))
    .for('update', { of: certificates });
  if (!row) throw new OpsError(`证照 #${id} 不存在`);
  return row;
}

export const APPROVE_CERT_USAGE = 'ops approve-cert <证照id>';

export async function approveCertificate(
  tx: Executor,
  rawId: string | undefined,
  actor: string,
): Promise<string> {
  const id = parseId(rawId, '证照', APPROVE_CERT_USAGE);
  const { cert, company } = await certificateById(tx, id);
  if (cert.status === 'approved') throw new OpsError(`证照 #${id} 已审核通过`);
  await tx
    .update(certificates)
    .set({
      status: 'approved',
      reason: '',
      reviewedBy: actor.replace(/^operator:/, ''),
      reviewedAt: sql`now()`,
    })
    .where(eq(certificates.id, id));
  const label = CERTIFICATE_TYPE_LABELS[cert.type];
  await tellCompany(tx, cert.companyId, {
    kind: 'certificate',
    title: `${label}审核通过`,
    body: `${company}的${label}（${cert.number}）已审核通过，有效期至${cert.validUntil ?? '长期'}。`,
  });
  return `已通过证照 #${id} ${company} ${label}`;
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
  const { cert, company } = await certificateById(tx, id);
  await tx
    .update(certificates)
    .set({
      status: 'rejected',
      reason,
      reviewedBy: actor.replace(/^operator:/, ''),
      reviewedAt: sql`now()`,
    })
    .where(eq(certificates.id, id));
  const label = CERTIFICATE_TYPE_LABELS[cert.type];
  await tellCompany(tx, cert.companyId, {
    kind: 'certificate',
    title: `${label}审核未通过`,
    body: `${company}的${label}（${cert.number}）未通过审核：${reason}。请重新上传。`,
  });
  return `已驳回证照 #${id} ${company} ${label}：${reason}`;
}
