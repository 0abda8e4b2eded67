import {
  beijingToday,
  CERTIFICATE_STATE_LABELS,
  CERTIFICATE_TYPE_LABELS,
  certificateState,
  ENTERPRISE_TYPE_LABELS,
  type JyfwData,
  REQUIRED_CERTIFICATES,
  SCOPE_CATEGORY_LABELS,
  scopeCategory,
  type ZizhiData,
} from '@yaocai/domain';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { certificateImages, certificates, companies, companyScopes, users } from '../db/schema/index';
import { companyStatus } from '../lib/buyer-facts';
import { notSignedIn } from '../lib/errors';
import { imageUrl } from './uploads';

async function companyOf(db: Db, userId: number) {
  const [row] = await db
    .select({ user: users.id, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!row) throw notSignedIn();
  return row.company;
}

type CertificateRow = typeof certificates.$inferSelect;
type EnterpriseType = NonNullable<typeof companies.$inferSelect.enterpriseType>;

/** The certificate types a company of this type must hold (none known before registration step 2). */
export const requiredTypes = (enterpriseType: EnterpriseType | null) =>
  new Set(enterpriseType ? REQUIRED_CERTIFICATES[enterpriseType] : []);

/**
 * Certificates as the buyer (`/api/user/zizhi`) and operators (the console's company page) see them: the state on
 * the Beijing day, whether the company's type requires it, and its pictures in order at `urlOf` (each side has its
 * own picture route).
 */
export async function certificatesOnWire(
  db: Db,
  rows: CertificateRow[],
  required: Set<string>,
  urlOf: (uploadId: string) => string,
  nowMs: number,
) {
  const images = rows.length
    ? await db
        .select()
        .from(certificateImages)
        .where(
          inArray(
            certificateImages.certificateId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(certificateImages.position))
    : [];
  const today = beijingToday(nowMs);
  return rows.map((row) => {
    const state = certificateState(row, today);
    return {
      id: row.id,
      type: row.type,
      type_label: CERTIFICATE_TYPE_LABELS[row.type],
      number: row.number,
      issuer: row.issuer,
      valid_from: row.validFrom,
      valid_until: row.validUntil,
      images: images
        .filter((image) => image.certificateId === row.id)
        .map((image) => ({ image_id: image.uploadId, url: urlOf(image.uploadId) })),
      status: state,
      status_label: CERTIFICATE_STATE_LABELS[state],
      reason: row.reason,
      required: required.has(row.type) ? (1 as const) : (0 as const),
    };
  });
}

/** GET /api/user/zizhi: the company, its certificates newest first, and the required types still missing. */
export async function zizhiFor(db: Db, userId: number, nowMs = Date.now()): Promise<ZizhiData> {
  const company = await companyOf(db, userId);
  if (!company) return { company: null, certificates: [], missing: [] };
  const rows = await db
    .select()
    .from(certificates)
    .where(eq(certificates.companyId, company.id))
    .orderBy(asc(certificates.type), desc(certificates.id));
  const required = requiredTypes(company.enterpriseType);
  const list = await certificatesOnWire(db, rows, required, imageUrl, nowMs);
  const held = new Set(
    list.filter((c) => c.status === 'approved' || c.status === 'expiring').map((c) => c.type),
  );
  return {
    company: {
      name: company.name,
      // Companies made before registration step 2 have no type; they were all single pharmacies.
      enterprise_type: company.enterpriseType ?? 'pharmacy',
      enterprise_type_label: ENTERPRISE_TYPE_LABELS[company.enterpriseType ?? 'pharmacy'],
      status: companyStatus(company.qualificationPassed, company.reviewReason),
      reason: company.qualificationPassed ? '' : company.reviewReason,
    },
    certificates: list,
    missing: [...required].filter((type) => !held.has(type)).map((type) => CERTIFICATE_TYPE_LABELS[type]),
  };
}

/** GET /api/user/jyfw: every scope category, whether approved for the company and whether asked for. */
export async function jyfwFor(db: Db, userId: number): Promise<JyfwData> {
  const company = await companyOf(db, userId);
  const rows = company
    ? await db.select().from(companyScopes).where(eq(companyScopes.companyId, company.id))
    : [];
  const status = new Map(rows.map((row) => [row.category, row.status]));
  return {
    list: scopeCategory.options.map((code) => ({
      code,
      name: SCOPE_CATEGORY_LABELS[code],
      approved: status.get(code) === 'approved' ? (1 as const) : (0 as const),
      requested: status.get(code) === 'pending' ? (1 as const) : (0 as const),
    })),
  };
}
