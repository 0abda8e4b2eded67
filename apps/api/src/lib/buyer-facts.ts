import {
  type BuyerFacts,
  beijingToday,
  type CertificateFacts,
  type EnterpriseType,
  expiredRequired,
  type ReviewStatus,
  type ScopeCategory,
} from '@yaocai/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { companies, users } from '../db/schema/index';

/*
 * What the buy rule (domain's `buyerStanding`) needs of a company, read with the company row wherever a buyer is
 * read (the session of every request, the write paths' `loadBuyer` inside their transaction, the user state):
 * one select fragment and one conversion, so every reader decides alike. Expiry is decided from the dates at the
 * moment of the read, so a certificate that expired at midnight refuses at once.
 */

/** Columns to select with `companies` joined (left-joined: all null for a login without a company). */
export const qualificationColumns = {
  companyId: companies.id,
  passed: companies.qualificationPassed,
  reviewReason: companies.reviewReason,
  enterpriseType: companies.enterpriseType,
  approvedScope: sql<ScopeCategory[] | null>`(SELECT array_agg(s.category ORDER BY s.category)
    FROM company_scopes s WHERE s.company_id = ${companies.id} AND s.status = 'approved')`,
  approvedCertificates: sql<CertificateFacts[] | null>`(SELECT json_agg(json_build_object(
      'type', c.type, 'status', c.status, 'validUntil', c.valid_until))
    FROM certificates c WHERE c.company_id = ${companies.id} AND c.status = 'approved')`,
};

export interface QualificationRow {
  companyId: number | null;
  passed: boolean | null;
  reviewReason: string | null;
  enterpriseType: EnterpriseType | null;
  approvedScope: ScopeCategory[] | null;
  approvedCertificates: CertificateFacts[] | null;
}

/**
 * A company's review status, from its one stored truth: approved when `qualification_passed`, else rejected when
 * the operator gave a reason, else pending (docs/accounts.md § Review).
 */
export function companyStatus(passed: boolean, reviewReason: string): ReviewStatus {
  if (passed) return 'approved';
  return reviewReason === '' ? 'pending' : 'rejected';
}

export function buyerFactsOf(row: QualificationRow, nowMs = Date.now()): BuyerFacts {
  if (row.companyId === null) return { company: null };
  return {
    company: {
      status: companyStatus(row.passed ?? false, row.reviewReason ?? ''),
      reason: row.reviewReason ?? '',
      expired: expiredRequired(row.enterpriseType, row.approvedCertificates ?? [], beijingToday(nowMs)),
      scope: row.approvedScope ?? [],
    },
  };
}

/** The buy-rule facts of `userId` (null for an unknown user). */
export async function loadBuyerFacts(tx: Executor, userId: number): Promise<BuyerFacts | null> {
  const [row] = await tx
    .select(qualificationColumns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row ? buyerFactsOf(row) : null;
}
