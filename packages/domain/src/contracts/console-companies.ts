import { z } from 'zod';
import { isYuanInput, yuanToFen } from '../money';
import { INT4_MAX, idParam, intParam, oneLineText, pageOf, pageQuery, yuanInput, yuanString } from './common';
import { contractStandingWire } from './contract-versions';
import { reviewStatus } from './qualifications';

/*
 * A company's account in the console (issue #26 §2, docs/console.md "企业账户"): its stores or head office, its
 * account manager, its 账期 terms and its e-contract — beside the review on the company's page — and the 财务
 * screen of every company's 账期.
 */

/** One store of a chain head office (a login the company's login manages, docs/accounts.md Multi-store). */
export const consoleCompanyStore = z.object({
  /** The store's login: what the store routes take as `store_id`. */
  user_id: z.number().int(),
  /** The store's own company (null: the store login has none yet). */
  company_id: z.number().int().nullable(),
  name: z.string(),
  contact: z.string(),
  phone: z.string(),
  status: reviewStatus.nullable(),
  status_label: z.string(),
});
export type ConsoleCompanyStore = z.infer<typeof consoleCompanyStore>;

export const accountManager = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  is_default: z.boolean(),
});
export type AccountManagerOption = z.infer<typeof accountManager>;

/** 账期 terms on the wire: yuan strings; billing day 0 = no credit. */
export const creditTerms = z.object({
  limit: yuanString,
  used: yuanString,
  billing_day: z.number().int(),
  due_days: z.number().int(),
});
export type CreditTerms = z.infer<typeof creditTerms>;

/** GET /api/console/companies/{id}/account. */
export const consoleCompanyAccount = z.object({
  contract: z.object({
    signed: z.boolean(),
    version: z.string().nullable(),
    /** ISO 8601; null while unsigned. */
    signed_at: z.string().nullable(),
    /** The login (phone) that signed; ''. */
    signed_by: z.string(),
    /** The contract's current text (what /dzht shows and a signature agrees to), and its version. */
    title: z.string(),
    current_version: z.string(),
    body: z.string(),
    /** Which signature is in force (domain `contractStanding`) and its label. */
    standing: contractStandingWire,
    standing_label: z.string(),
    /** ISO 8601: from then on an order needs the current version signed. */
    required_from: z.string(),
    /** Every version the company signed, newest first. */
    signatures: z.array(z.object({ version: z.string(), signed_at: z.string(), signed_by: z.string() })),
  }),
  /** The chain this company is a store of; null when none. */
  head_office: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  stores: z.array(consoleCompanyStore),
  /** The dedicated manager of the company's logins; null: the platform's default one serves them. */
  manager: accountManager.nullable(),
  managers: z.array(accountManager),
  credit: creditTerms,
});
export type ConsoleCompanyAccount = z.infer<typeof consoleCompanyAccount>;

/** PUT /api/console/companies/{id}/manager — null hands the company back to the default manager. */
export const companyManagerBody = z.strictObject({
  manager_id: z.union([z.number().int().min(1).max(INT4_MAX), z.null()], { error: '客户经理不存在' }),
});
export type CompanyManagerBody = z.infer<typeof companyManagerBody>;

/** PUT /api/console/companies/{id}/credit (财务) — limit in yuan; billing day 1–28, or 0 with limit 0: no credit. */
export const companyCreditBody = z
  .strictObject({
    limit: yuanInput('账期额度'),
    billing_day: intParam('账单日', { max: 28 }),
    due_days: intParam('还款期限', { max: 90 }),
  })
  // The limit's own check reports a malformed amount; this one only compares a well-formed one.
  .refine((body) => !isYuanInput(body.limit) || (body.billing_day === 0) === (yuanToFen(body.limit) === 0), {
    error: '开通账期须同时填写额度与账单日（1–28日）；关闭账期则两者都为0',
    path: ['billing_day'],
  });
export type CompanyCreditBody = z.infer<typeof companyCreditBody>;

/** GET /api/console/credit — every company's 账期, words in the name. */
export const consoleCreditQuery = pageQuery.extend({
  keywords: oneLineText('关键词').max(50, { error: '关键词最多50字' }).default(''),
});
export type ConsoleCreditQuery = z.infer<typeof consoleCreditQuery>;

export const consoleCreditRow = creditTerms.extend({ company_id: z.number().int(), name: z.string() });
export type ConsoleCreditRow = z.infer<typeof consoleCreditRow>;
export const consoleCreditPage = pageOf(consoleCreditRow);
export type ConsoleCreditPage = z.infer<typeof consoleCreditPage>;

export const consoleCompanyAccountParams = z.strictObject({ id: idParam('企业') });

/** A store of the company `id` (a chain head office): its login id. */
export const consoleCompanyStoreParams = z.strictObject({ id: idParam('企业'), store_id: idParam('门店') });
