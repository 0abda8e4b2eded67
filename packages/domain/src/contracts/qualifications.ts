import { z } from 'zod';
import {
  CERTIFICATE_STATES,
  CERTIFICATE_TYPE_LABELS,
  CERTIFICATE_TYPES,
  type CertificateType,
  ENTERPRISE_TYPES,
  type EnterpriseType,
  REVIEW_STATUSES,
  SCOPE_CATEGORIES,
} from '../print/account-labels';
import { mobile } from './accounts';
import { flag, idParam, oneLineText } from './common';

/*
 * Qualifications (issue #10 §2 step 2, §3): the company a buyer registers, its business scope and its
 * certificates. ../shared/pharma-buyers.md is the source of the lists; docs/accounts.md records the decisions.
 *
 * Images are uploaded one by one (`POST /api/user/zizhi/image`, multipart) and the company or certificate is then
 * submitted as JSON naming the uploaded image ids: each file gets its own upload state, preview and error, and the
 * company submit is one validated body (nothing half-registered is left by a failed step: unused uploads are
 * orphans — no purge job removes them yet, docs/accounts.md).
 */

/* ---------- Enumerations (CHECK-constrained in the database) ---------- */

export const enterpriseType = z.enum(ENTERPRISE_TYPES, { error: '请选择企业类型' });
export const certificateType = z.enum(CERTIFICATE_TYPES, { error: '证照类型不存在' });

/**
 * The required certificates of each enterprise type (pharma-buyers.md "What a buyer uploads"): the one home of
 * this rule — the registration form asks for these, the server refuses a company without them, and an expired
 * one of these blocks buying.
 */
export const REQUIRED_CERTIFICATES: Record<EnterpriseType, readonly CertificateType[]> = {
  pharmacy: ['drug_licence', 'business_licence', 'purchase_authorisation', 'purchaser_id'],
  chain_hq: ['drug_licence', 'business_licence', 'purchase_authorisation', 'purchaser_id'],
  chain_store: ['drug_licence', 'business_licence', 'purchase_authorisation', 'purchaser_id'],
  clinic: ['medical_licence', 'purchase_authorisation', 'purchaser_id'],
  private_medical: ['medical_licence', 'business_licence', 'purchase_authorisation', 'purchaser_id'],
  public_medical: ['medical_licence', 'purchase_authorisation', 'purchaser_id'],
  wholesaler: ['drug_licence', 'business_licence', 'purchase_authorisation', 'purchaser_id'],
};

export const scopeCategory = z.enum(SCOPE_CATEGORIES, { error: '经营范围不存在' });
export const reviewStatus = z.enum(REVIEW_STATUSES);
export const certificateState = z.enum(CERTIFICATE_STATES);

/* ---------- Uploads ---------- */

/** POST /api/user/zizhi/image (multipart, one file `file`): a JPEG/PNG/WebP checked by content, ≤ 5 MB. */
export const uploadedImage = z.object({
  /** Random, opaque; names the image in a certificate. */
  image_id: z.string(),
  /** Where its owner (and operators) can see it; 404 for anyone else. */
  url: z.string(),
});
export type UploadedImage = z.infer<typeof uploadedImage>;
export const imageId = z.string({ error: '请上传证照图片' }).regex(/^[A-Za-z0-9_-]{16,64}$/, {
  error: '图片不存在，请重新上传',
});

/* ---------- Submissions ---------- */

/** A calendar date as the forms send it. */
const dateOnly = (label: string) =>
  z.string({ error: `请填写${label}` }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}格式应为YYYY-MM-DD` });

const text = (label: string, max = 100) =>
  oneLineText(label)
    .min(1, { error: `请填写${label}` })
    .max(max, { error: `${label}最多${max}个字` });

/** One certificate as submitted (registration step 2, or a renewal on /zzzj). */
export const certificateInput = z.strictObject({
  type: certificateType,
  number: text('证照编号', 64),
  issuer: text('发证机关', 100),
  valid_from: dateOnly('有效期开始日期'),
  /** null: 长期有效. */
  valid_until: dateOnly('有效期截止日期').nullable(),
  images: z.array(imageId).min(1, { error: '请上传证照图片' }).max(5, { error: '每个证照最多5张图片' }),
});
export type CertificateInput = z.infer<typeof certificateInput>;

/** 开票资料 (invoice details) of a company. */
export const invoiceDetails = z.strictObject({
  title: text('发票抬头'),
  tax_number: z
    .string({ error: '请填写纳税人识别号' })
    .trim()
    .regex(/^[0-9A-Z]{15,20}$/, { error: '纳税人识别号为15–20位数字或大写字母' }),
  bank: text('开户银行'),
  account: text('银行账号', 40),
  address: text('注册地址', 200),
  phone: text('注册电话', 20),
});
export type InvoiceDetails = z.infer<typeof invoiceDetails>;

/** POST /api/user/company (registration step 2): the company, its scope and its certificates, for review. */
export const companyBody = z
  .strictObject({
    enterprise_type: enterpriseType,
    name: text('企业名称'),
    region: text('所在地区', 60),
    address: text('详细地址', 200),
    legal_person: text('法定代表人', 30),
    purchaser: text('采购员姓名', 30),
    purchaser_phone: mobile,
    scope: z.array(scopeCategory).min(1, { error: '请选择经营范围' }),
    invoice: invoiceDetails,
    certificates: z.array(certificateInput),
  })
  .superRefine((body, ctx) => {
    const given = new Set(body.certificates.map((c) => c.type));
    for (const type of REQUIRED_CERTIFICATES[body.enterprise_type]) {
      if (!given.has(type)) {
        ctx.addIssue({
          code: 'custom',
          path: ['certificates'],
          message: `请上传${CERTIFICATE_TYPE_LABELS[type]}`,
        });
      }
    }
  });
export type CompanyBody = z.infer<typeof companyBody>;

/** POST /api/user/zizhi: add or renew one certificate of the buyer's company (back to 待审核). */
export const certificateBody = certificateInput;

/* ---------- Reads ---------- */

export const certificate = z.object({
  id: z.number().int(),
  type: certificateType,
  type_label: z.string(),
  number: z.string(),
  issuer: z.string(),
  valid_from: z.string(),
  /** null: 长期有效. */
  valid_until: z.string().nullable(),
  images: z.array(z.object({ image_id: z.string(), url: z.string() })),
  status: certificateState,
  status_label: z.string(),
  /** The operator's reason when rejected; ''. */
  reason: z.string(),
  /** 1 when the company's enterprise type requires it. */
  required: flag,
});
export type Certificate = z.infer<typeof certificate>;

/** GET /api/user/zizhi: the company under review or approved, its certificates and what is missing. */
export const zizhiData = z.object({
  /** null until registration step 2 is submitted. */
  company: z
    .object({
      name: z.string(),
      enterprise_type: enterpriseType,
      enterprise_type_label: z.string(),
      status: reviewStatus,
      /** The operator's reason when rejected; ''. */
      reason: z.string(),
    })
    .nullable(),
  certificates: z.array(certificate),
  /** Required types with no approved, unexpired certificate (labels). */
  missing: z.array(z.string()),
});
export type ZizhiData = z.infer<typeof zizhiData>;

/** GET /api/user/jyfw: the business scope — every category, and whether the company holds it. */
export const jyfwData = z.object({
  list: z.array(
    z.object({
      code: scopeCategory,
      name: z.string(),
      /** 1 when approved for this company (may buy goods of it). */
      approved: flag,
      /** 1 when asked for and still under review. */
      requested: flag,
    }),
  ),
});
export type JyfwData = z.infer<typeof jyfwData>;

/** `{id}` of a certificate. */
export const certificateIdParams = z.strictObject({ id: idParam('证照') });
