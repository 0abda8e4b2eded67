// A company's kinds, certificates, reviews, controlled-sale standing and message kinds with their Chinese
// labels, kept apart from the zod schemas (see order-labels.ts): contracts/qualifications.ts, kxzq.ts and
// messages.ts build their enums from these lists. ../shared/pharma-buyers.md is the source of the lists.

export const ENTERPRISE_TYPES = [
  'pharmacy',
  'chain_hq',
  'chain_store',
  'clinic',
  'private_medical',
  'public_medical',
  'wholesaler',
] as const;
export type EnterpriseType = (typeof ENTERPRISE_TYPES)[number];
export const ENTERPRISE_TYPE_LABELS: Record<EnterpriseType, string> = {
  pharmacy: '单体药店',
  chain_hq: '连锁药店总部',
  chain_store: '连锁药店门店',
  clinic: '诊所',
  private_medical: '民营医疗机构',
  public_medical: '公立医疗机构',
  wholesaler: '药品批发企业',
};

export const CERTIFICATE_TYPES = [
  'drug_licence',
  'business_licence',
  'medical_licence',
  'device_licence',
  'food_licence',
  'purchase_authorisation',
  'purchaser_id',
  'quality_agreement',
  'invoice_info',
] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];
export const CERTIFICATE_TYPE_LABELS: Record<CertificateType, string> = {
  drug_licence: '药品经营许可证',
  business_licence: '营业执照',
  medical_licence: '医疗机构执业许可证',
  device_licence: '医疗器械经营许可证',
  food_licence: '食品经营许可证',
  purchase_authorisation: '采购委托书',
  purchaser_id: '采购员身份证',
  quality_agreement: '质量保证协议',
  invoice_info: '开票资料',
};

/** Business scope (经营范围 / 诊疗范围): the normalised categories every goods belongs to one of. */
export const SCOPE_CATEGORIES = [
  'chemical',
  'antibiotic',
  'tcm_patent',
  'tcm_pieces',
  'biochemical',
  'biological',
  'special_compound',
  'device_ii',
  'device_iii',
  'health_food',
] as const;
export type ScopeCategory = (typeof SCOPE_CATEGORIES)[number];
export const SCOPE_CATEGORY_LABELS: Record<ScopeCategory, string> = {
  chemical: '化学药制剂',
  antibiotic: '抗生素制剂',
  tcm_patent: '中成药',
  tcm_pieces: '中药饮片',
  biochemical: '生化药品',
  biological: '生物制品',
  special_compound: '含特殊药品复方制剂',
  device_ii: '第二类医疗器械',
  device_iii: '第三类医疗器械',
  health_food: '保健食品',
};

/**
 * An operator's review — of a company's qualification, a certificate or a controlled-sale application:
 * 待审核 / 已通过 / 已驳回 (with the reason).
 */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
};

/** What a buyer sees of a certificate: its review, or, once approved, its validity (30 days ahead: expiring). */
export const CERTIFICATE_STATES = ['pending', 'approved', 'rejected', 'expiring', 'expired'] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];
export const CERTIFICATE_STATE_LABELS: Record<CertificateState, string> = {
  ...REVIEW_STATUS_LABELS,
  expiring: '即将过期',
  expired: '已过期',
};

/** A company's standing for a controlled-sale programme: by its region, by an application, or neither. */
export const CONTROLLED_AUTH_STATUSES = ['region', 'approved', 'pending', 'rejected', 'none'] as const;
export type ControlledAuthStatus = (typeof CONTROLLED_AUTH_STATUSES)[number];
export const CONTROLLED_AUTH_LABELS: Record<ControlledAuthStatus, string> = {
  region: '区域授权',
  approved: '已授权',
  pending: '审核中',
  rejected: '未通过',
  none: '未授权',
};

/** What a buyer's message is about; the messages page groups and labels by it. */
export const MESSAGE_KINDS = ['qualification', 'certificate', 'order', 'system'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  qualification: '资质审核',
  certificate: '证照提醒',
  order: '订单消息',
  system: '系统消息',
};
