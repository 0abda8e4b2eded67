import type { CertificateInput, CompanyBody } from '@yaocai/domain';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import {
  certificateImages,
  certificates,
  companies,
  companyScopes,
  uploads,
  users,
} from '../db/schema/index';
import { conflict, fieldRefused, notSignedIn } from '../lib/errors';
import { recordStep } from './review-events';

/*
 * Registration step 2 and certificate renewals (#10 §2–§3). Each is one transaction: a refusal anywhere leaves
 * no company, scope, certificate or image link behind.
 */

export const SubmitMessages = {
  approved: '企业资质已审核通过，如需变更请联系客服',
  nameTaken: '该企业名称已注册',
  imageUnknown: '图片不存在或已被使用，请重新上传',
  imageTwice: '同一张图片不能重复使用',
  dateOrder: '有效期截止日期不能早于开始日期',
  dateInvalid: '日期不存在，请检查',
  noCompany: '请先提交企业资质',
} as const;

const realDate = (text: string) => {
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text);
};

function checkDates(cert: CertificateInput, field: string) {
  if (!realDate(cert.valid_from) || (cert.valid_until !== null && !realDate(cert.valid_until)))
    throw fieldRefused(field, SubmitMessages.dateInvalid);
  if (cert.valid_until !== null && cert.valid_until < cert.valid_from)
    throw fieldRefused(field, SubmitMessages.dateOrder);
}

/**
 * The image ids of `certs` must be `userId`'s own uploads, each used once and by no certificate yet: locked so two
 * submissions cannot both take one.
 */
async function claimImages(tx: Executor, userId: number, certs: readonly CertificateInput[], field: string) {
  const ids = certs.flatMap((cert) => cert.images);
  if (new Set(ids).size !== ids.length) throw fieldRefused(field, SubmitMessages.imageTwice);
  const free = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(
        inArray(uploads.id, ids),
        eq(uploads.userId, userId),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(certificateImages)
            .where(eq(certificateImages.uploadId, uploads.id)),
        ),
      ),
    )
    .for('update');
  if (free.length !== ids.length) throw fieldRefused(field, SubmitMessages.imageUnknown);
}

async function insertCertificates(tx: Executor, companyId: number, certs: readonly CertificateInput[]) {
  for (const cert of certs) {
    const [row] = await tx
      .insert(certificates)
      .values({
        companyId,
        type: cert.type,
        number: cert.number,
        issuer: cert.issuer,
        validFrom: cert.valid_from,
        validUntil: cert.valid_until,
      })
      .returning({ id: certificates.id });
    if (!row) throw new Error('certificate insert returned nothing');
    await tx
      .insert(certificateImages)
      .values(cert.images.map((uploadId, position) => ({ certificateId: row.id, uploadId, position })));
  }
}

/**
 * Registration step 2: the company for review, its asked-for scope and its certificates. A buyer whose company
 * is pending or rejected resubmits: the company is updated in place and its scope and certificates replaced
 * (their images become free uploads again). An approved company is changed by the operators, not here.
 */
export async function submitCompany(db: Db, userId: number, body: CompanyBody): Promise<void> {
  body.certificates.forEach((cert, index) => {
    checkDates(cert, `certificates.${index}`);
  });
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ companyId: users.companyId, passed: companies.qualificationPassed })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.id, userId))
      .for('update', { of: users });
    if (!user) throw notSignedIn();
    if (user.passed) throw conflict(SubmitMessages.approved);
    await claimImages(tx, userId, body.certificates, 'certificates');
    const details = {
      name: body.name,
      enterpriseType: body.enterprise_type,
      region: body.region,
      address: body.address,
      legalPerson: body.legal_person,
      purchaser: body.purchaser,
      purchaserPhone: body.purchaser_phone,
      invoice: body.invoice,
      qualificationPassed: false,
      reviewReason: '',
      submittedAt: sql`now()`,
      // A new round of review starts at 初审 (domain company-review.ts).
      firstReviewedBy: null,
      firstReviewedAt: null,
    };
    let companyId = user.companyId;
    if (companyId === null) {
      const [made] = await tx
        .insert(companies)
        .values(details)
        .onConflictDoNothing({ target: companies.name })
        .returning({ id: companies.id });
      if (!made) throw fieldRefused('name', SubmitMessages.nameTaken);
      companyId = made.id;
      await tx.update(users).set({ companyId }).where(eq(users.id, userId));
    } else {
      const [clash] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.name, body.name), sql`${companies.id} <> ${companyId}`));
      if (clash) throw fieldRefused('name', SubmitMessages.nameTaken);
      await tx.update(companies).set(details).where(eq(companies.id, companyId));
      await tx.delete(companyScopes).where(eq(companyScopes.companyId, companyId));
      await tx.delete(certificates).where(eq(certificates.companyId, companyId));
    }
    await tx
      .insert(companyScopes)
      .values([...new Set(body.scope)].map((category) => ({ companyId: companyId as number, category })));
    await insertCertificates(tx, companyId, body.certificates);
    await recordStep(tx, companyId, 'submitted');
  });
}

/** Adds (or renews) one certificate of the buyer's company, for review; the older one keeps counting until then. */
export async function submitCertificate(db: Db, userId: number, body: CertificateInput): Promise<void> {
  checkDates(body, 'valid_until');
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
    if (!user) throw notSignedIn();
    if (user.companyId === null) throw conflict(SubmitMessages.noCompany);
    await claimImages(tx, userId, [body], 'images');
    await insertCertificates(tx, user.companyId, [body]);
  });
}
