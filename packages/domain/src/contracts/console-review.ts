import { z } from 'zod';
import { REVIEW_STAGES, REVIEW_STEPS } from '../company-review';
import { flagParam, idParam, oneLineText, pageOf, pageQuery } from './common';
import {
  certificate,
  enterpriseType,
  imageId,
  invoiceDetails,
  reviewStatus,
  scopeCategory,
} from './qualifications';

const reviewStage = z.enum(REVIEW_STAGES);

/*
 * The console's review of companies and certificates (issue #26 §2, docs/console.md): the queue, a company's
 * page and the decisions. The decisions are the ones `ops approve-company` & co. make (same service).
 */

/**
 * GET /api/console/companies — `status` '' is every company; the queue lists pending first, oldest submission
 * first. `certificates=1` keeps only companies with a certificate under review (an approved company's renewal).
 */
export const consoleCompanyQuery = pageQuery.extend({
  status: z.union([z.literal(''), reviewStatus], { error: '审核状态不存在' }).default(''),
  certificates: flagParam('待审证照').default(0),
  /** Pending companies at one stage of the two-stage review (初审 / 质量审核); '' any. */
  stage: z.union([z.literal(''), z.enum(REVIEW_STAGES)], { error: '审核阶段不存在' }).default(''),
});
export type ConsoleCompanyQuery = z.infer<typeof consoleCompanyQuery>;

export const consoleCompanyRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** null: a company made before registration step 2 existed. */
  enterprise_type: enterpriseType.nullable(),
  enterprise_type_label: z.string(),
  status: reviewStatus,
  status_label: z.string(),
  /** The stage a pending company waits at; null when approved or rejected. */
  stage: reviewStage.nullable(),
  /** ISO 8601; null when never submitted through registration step 2. */
  submitted_at: z.string().nullable(),
  certificates: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    rejected: z.number().int(),
  }),
});
export type ConsoleCompanyRow = z.infer<typeof consoleCompanyRow>;

export const consoleCompanyPage = pageOf(consoleCompanyRow);

/** One step of a company's review history (the page's 审核进度), oldest first. */
export const reviewTimelineStep = z.object({
  id: z.number().int(),
  step: z.enum(REVIEW_STEPS),
  stage: reviewStage.nullable(),
  label: z.string(),
  /** The operator's username, `ops` from the tool, '' for the buyer's submission. */
  actor: z.string(),
  /** The rejection's reason or the scope change; ''. */
  note: z.string(),
  at: z.string(),
});
export type ReviewTimelineStep = z.infer<typeof reviewTimelineStep>;
export type ConsoleCompanyPage = z.infer<typeof consoleCompanyPage>;

/** A certificate as the operator reviews it: the buyer's view plus who decided when. */
export const consoleCertificate = certificate.extend({
  reviewed_by: z.string(),
  /** ISO 8601; null until decided. */
  reviewed_at: z.string().nullable(),
});
export type ConsoleCertificate = z.infer<typeof consoleCertificate>;

/** GET /api/console/companies/{id}: the typed fields, the scope asked for or held, the certificates. */
export const consoleCompanyDetail = z.object({
  company: z.object({
    id: z.number().int(),
    name: z.string(),
    enterprise_type: enterpriseType.nullable(),
    enterprise_type_label: z.string(),
    status: reviewStatus,
    status_label: z.string(),
    /** The operator's reason when rejected; ''. */
    reason: z.string(),
    region: z.string(),
    address: z.string(),
    legal_person: z.string(),
    purchaser: z.string(),
    purchaser_phone: z.string(),
    invoice: invoiceDetails.nullable(),
    submitted_at: z.string().nullable(),
    reviewed_at: z.string().nullable(),
    stage: reviewStage.nullable(),
    /** Who passed 初审 in this round (the quality review must be someone else); null before. */
    first_reviewed_by: z.string().nullable(),
    first_reviewed_at: z.string().nullable(),
  }),
  timeline: z.array(reviewTimelineStep),
  scope: z.array(
    z.object({ code: scopeCategory, name: z.string(), status: z.enum(['pending', 'approved']) }),
  ),
  certificates: z.array(consoleCertificate),
});
export type ConsoleCompanyDetail = z.infer<typeof consoleCompanyDetail>;

/** A rejection's reason: one line, told to the buyer as written. */
export const reviewReason = oneLineText('驳回原因')
  .min(1, { error: '请填写驳回原因' })
  .max(200, { error: '驳回原因最多200个字' });

/** POST /api/console/companies/{id}/approve — `scope` grants exactly these; absent: as asked for. */
export const companyApproveBody = z.strictObject({
  scope: z
    .array(scopeCategory)
    .min(1, { error: '请选择经营范围' })
    .max(scopeCategory.options.length)
    .optional(),
});
export type CompanyApproveBody = z.infer<typeof companyApproveBody>;

/** POST /api/console/companies/{id}/first_review (初审通过): nothing to say. */
export const firstReviewBody = z.strictObject({});

/** PUT /api/console/companies/{id}/scope — an approved company's business scope, exactly these categories. */
export const companyScopeBody = z.strictObject({
  scope: z.array(scopeCategory).min(1, { error: '请选择经营范围' }).max(scopeCategory.options.length),
});
export type CompanyScopeBody = z.infer<typeof companyScopeBody>;

/** POST /api/console/companies/{id}/reject and /api/console/certificates/{id}/reject. */
export const reviewRejectBody = z.strictObject({ reason: reviewReason });
export type ReviewRejectBody = z.infer<typeof reviewRejectBody>;

/** POST /api/console/certificates/{id}/approve: nothing to say. */
export const certificateApproveBody = z.strictObject({});

/** What a decision answers: the company's page as it now is. */
export const consoleCompanyIdParams = z.strictObject({ id: idParam('企业') });
export const consoleCertificateIdParams = z.strictObject({ id: idParam('证照') });
export const consoleImageParams = z.strictObject({ image_id: imageId });
