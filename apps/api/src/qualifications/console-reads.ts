import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ApiStatus,
  type ConsoleCompanyDetail,
  type ConsoleCompanyPage,
  type ConsoleCompanyQuery,
  ENTERPRISE_TYPE_LABELS,
  pendingStage,
  REVIEW_STAGE_LABELS,
  REVIEW_STATUS_LABELS,
  type ReviewStatus,
  SCOPE_CATEGORY_LABELS,
} from '@yaocai/domain';
import { and, asc, count, desc, eq, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { certificateImages, certificates, companies, companyScopes, uploads } from '../db/schema/index';
import { companyStatus } from '../lib/buyer-facts';
import { ApiError } from '../lib/errors';
import { certificatesOnWire, requiredTypes } from './reads';
import { reviewTimeline } from './review-events';

/*
 * What the console's review screens read (issue #26 §2): the queue of companies, one company with its certificates,
 * and a certificate's image for an operator. Review status is derived as everywhere (lib/buyer-facts companyStatus).
 */

/** Where an operator opens a certificate image (the buyer's own address is /api/user/zizhi/image/{id}). */
export const consoleImageUrl = (id: string) => `/api/console/certificate-images/${id}`;

const isPending = and(eq(companies.qualificationPassed, false), eq(companies.reviewReason, '')) as SQL;
const STATUS_WHERE = {
  pending: isPending,
  approved: eq(companies.qualificationPassed, true),
  rejected: and(eq(companies.qualificationPassed, false), ne(companies.reviewReason, '')) as SQL,
};

const STAGE_WHERE = {
  first: and(isPending, isNull(companies.firstReviewedBy)) as SQL,
  quality: and(isPending, isNotNull(companies.firstReviewedBy)) as SQL,
};

/** The status in words, a pending one by the stage it waits at (待初审 / 待质量审核). */
function statusOf(passed: boolean, reason: string, firstReviewedBy: string | null) {
  const status: ReviewStatus = companyStatus(passed, reason);
  const stage = pendingStage(status, firstReviewedBy);
  return { status, stage, status_label: stage ? REVIEW_STAGE_LABELS[stage] : REVIEW_STATUS_LABELS[status] };
}

const typeLabel = (type: keyof typeof ENTERPRISE_TYPE_LABELS | null) =>
  type ? ENTERPRISE_TYPE_LABELS[type] : '未填企业类型';
const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** GET /api/console/companies: pending first, then the oldest submission first (a queue), paged. */
export async function companyQueue(db: Db, query: ConsoleCompanyQuery): Promise<ConsoleCompanyPage> {
  const where = and(
    query.status === '' ? undefined : STATUS_WHERE[query.status],
    query.stage === '' ? undefined : STAGE_WHERE[query.stage],
    query.certificates
      ? sql`EXISTS (SELECT 1 FROM ${certificates} c WHERE c.company_id = "companies"."id" AND c.status = 'pending')`
      : undefined,
  );
  const countOf = (status?: 'pending' | 'rejected') =>
    // The outer row spelt out: inside a select list drizzle writes a column without its table.
    sql<number>`(SELECT count(*)::int FROM ${certificates} c WHERE c.company_id = "companies"."id"
      ${status ? sql`AND c.status = ${status}` : sql``})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        type: companies.enterpriseType,
        passed: companies.qualificationPassed,
        reason: companies.reviewReason,
        firstReviewedBy: companies.firstReviewedBy,
        submittedAt: companies.submittedAt,
        total: countOf(),
        pending: countOf('pending'),
        rejected: countOf('rejected'),
      })
      .from(companies)
      .where(where)
      .orderBy(desc(isPending), sql`${companies.submittedAt} ASC NULLS LAST`, asc(companies.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return {
    list: rows.map((row) => {
      return {
        id: row.id,
        name: row.name,
        enterprise_type: row.type,
        enterprise_type_label: typeLabel(row.type),
        ...statusOf(row.passed, row.reason, row.firstReviewedBy),
        submitted_at: iso(row.submittedAt),
        certificates: { total: row.total, pending: row.pending, rejected: row.rejected },
      };
    }),
    total: total?.n ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}

/** GET /api/console/companies/{id}: null when there is no such company. */
export async function companyForReview(
  db: Db,
  id: number,
  nowMs = Date.now(),
): Promise<ConsoleCompanyDetail | null> {
  const [company] = await db.select().from(companies).where(eq(companies.id, id));
  if (!company) return null;
  const [scope, rows, timeline] = await Promise.all([
    db
      .select()
      .from(companyScopes)
      .where(eq(companyScopes.companyId, id))
      .orderBy(asc(companyScopes.category)),
    db
      .select()
      .from(certificates)
      .where(eq(certificates.companyId, id))
      // Under review first, then by type, newest first within a type.
      .orderBy(desc(eq(certificates.status, 'pending')), asc(certificates.type), desc(certificates.id)),
    reviewTimeline(db, id),
  ]);
  const required = requiredTypes(company.enterpriseType);
  const list = await certificatesOnWire(db, rows, required, consoleImageUrl, nowMs);
  return {
    company: {
      id: company.id,
      name: company.name,
      enterprise_type: company.enterpriseType,
      enterprise_type_label: typeLabel(company.enterpriseType),
      ...statusOf(company.qualificationPassed, company.reviewReason, company.firstReviewedBy),
      reason: company.qualificationPassed ? '' : company.reviewReason,
      region: company.region,
      address: company.address,
      legal_person: company.legalPerson,
      purchaser: company.purchaser,
      purchaser_phone: company.purchaserPhone,
      invoice: company.invoice ?? null,
      submitted_at: iso(company.submittedAt),
      reviewed_at: iso(company.reviewedAt),
      first_reviewed_by: company.firstReviewedBy,
      first_reviewed_at: iso(company.firstReviewedAt),
    },
    timeline,
    scope: scope.map((row) => ({
      code: row.category,
      name: SCOPE_CATEGORY_LABELS[row.category],
      status: row.status,
    })),
    certificates: list.map((certificate, index) => ({
      ...certificate,
      reviewed_by: rows[index]?.reviewedBy ?? '',
      reviewed_at: iso(rows[index]?.reviewedAt ?? null),
    })),
  };
}

/**
 * A certificate's image for an operator who may review certificates: only an upload some certificate uses (an
 * unused upload is nobody's business yet); null otherwise.
 */
export function certificateImageForReview(db: Db, dataDir: string, id: string) {
  return readUsedUpload(
    db,
    dataDir,
    id,
    sql`EXISTS (SELECT 1 FROM ${certificateImages} ci WHERE ci.upload_id = ${uploads.id})`,
  );
}

/**
 * An upload for an operator, only when `usedBy` (a condition on `uploads`) holds — a certificate uses it, an
 * after-sales request shows it — so an operator never reads an arbitrary buyer file by id.
 */
export async function readUsedUpload(
  db: Db,
  dataDir: string,
  id: string,
  usedBy: SQL,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ contentType: uploads.contentType, path: uploads.path })
    .from(uploads)
    .where(and(eq(uploads.id, id), usedBy));
  if (!row) return null;
  return { contentType: row.contentType, bytes: await readFile(join(dataDir, row.path)) };
}

export const noSuchCompany = () => new ApiError(404, ApiStatus.notFound, '企业不存在');
