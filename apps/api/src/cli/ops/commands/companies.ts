import type { Command } from '../command';
import { text } from '../command';
import { COMPANY_MANAGER_USAGE, companyManager } from '../company-account';
import {
  APPROVE_CERT_USAGE,
  APPROVE_COMPANY_USAGE,
  approveCertificate,
  approveCompany,
  COMPANY_SCOPE_USAGE,
  companyScope,
  FIRST_REVIEW_USAGE,
  firstReview,
  REJECT_CERT_USAGE,
  REJECT_COMPANY_USAGE,
  rejectCertificate,
  rejectCompany,
  reviewPending,
} from '../qualifications';

/*
 * Companies and qualifications from the command line: the review queue and decisions, and what the console's
 * company page does besides (初审, business scope, account manager) — the same services, audited the same way:
 * the audit command is the console's (`first-review-company`, `company-scope`, `company-manager`).
 */

export const COMPANY_COMMANDS: Record<string, Command> = {
  'review-pending': {
    usage: 'review-pending\n      待审核的企业资质与证照',
    options: {},
    run: (tx) => reviewPending(tx),
  },
  'approve-company': {
    usage: `${APPROVE_COMPANY_USAGE.replace(/^ops /, '')}\n      通过企业资质（初审与质量审核一步完成，及其待审核证照）；--scope 指定批准的经营范围，默认按申请`,
    options: { scope: { type: 'string' } },
    run: (tx, [id], values, { actor }) => approveCompany(tx, id, text(values.scope), actor),
  },
  'reject-company': {
    usage: `${REJECT_COMPANY_USAGE.replace(/^ops /, '')}\n      驳回企业资质，原因会通知买家`,
    options: { reason: { type: 'string', default: '' } },
    run: (tx, [id], values, { actor }) => rejectCompany(tx, id, text(values.reason) ?? '', actor),
  },
  'approve-cert': {
    usage: `${APPROVE_CERT_USAGE.replace(/^ops /, '')}\n      通过一张证照（新增或更新的）`,
    options: {},
    run: (tx, [id], _values, { actor }) => approveCertificate(tx, id, actor),
  },
  'reject-cert': {
    usage: `${REJECT_CERT_USAGE.replace(/^ops /, '')}\n      驳回一张证照，原因会通知买家`,
    options: { reason: { type: 'string', default: '' } },
    run: (tx, [id], values, { actor }) => rejectCertificate(tx, id, text(values.reason) ?? '', actor),
  },
  'first-review-company': {
    usage: `${FIRST_REVIEW_USAGE.replace(/^ops /, '')}\n      企业资质初审通过，等待质量审核（控制台「初审通过」）`,
    options: {},
    run: (tx, [id], _values, { actor }) => firstReview(tx, id, actor),
  },
  'company-scope': {
    usage: `${COMPANY_SCOPE_USAGE.replace(/^ops /, '')}\n      修改已通过审核企业的经营范围（恰为 --scope 所列），经营范围以外的商品不能再采购`,
    options: { scope: { type: 'string' } },
    run: (tx, [id], values, { actor }) => companyScope(tx, id, text(values.scope), actor),
  },
  'company-manager': {
    usage: `${COMPANY_MANAGER_USAGE}\n      为企业的所有账号指定客户经理（专属客服）；「-」改回默认客服`,
    options: {},
    run: (tx, positionals) => companyManager(tx, positionals),
  },
};
