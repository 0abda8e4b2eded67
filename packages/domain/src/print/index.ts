/*
 * `@yaocai/domain/print`: what screens and the `ops` tool print — status and kind labels, money as the buyer
 * reads it, Beijing dates, the order number, site paths. Zod-free: a page, a library component or the CLI that
 * only prints imports this and never pulls the contracts' schemas into its bundle (check-bundle.mjs in
 * packages/ui and docs/api-contracts.md "What screens print"). The contracts build their enums from these lists.
 */

export { CASH_VOUCHER_STATUS_TEXT, CASH_VOUCHER_STATUSES, CASHBACK_STATUS_TEXT } from '../cashback';
export { formatFen, formatYuan, isYuanInput, isZeroYuan } from '../money';
export { orderNumber } from '../order-rules';
export { INSURANCE_LABELS, type InsuranceCategory } from '../product-facts';
export { REGULATORY_CLASS_LABELS, type RegulatoryClass } from '../regulatory';
export { beijingDate, beijingDateTime, beijingDayBounds, beijingMidnight, beijingToday } from '../time';
export { articleCategoryPath, helpArticlePath, isSiteRelative, newsArticlePath } from '../urls';
export {
  CERTIFICATE_STATE_LABELS,
  CERTIFICATE_STATES,
  CERTIFICATE_TYPE_LABELS,
  CERTIFICATE_TYPES,
  type CertificateState,
  type CertificateType,
  CONTROLLED_AUTH_LABELS,
  CONTROLLED_AUTH_STATUSES,
  type ControlledAuthStatus,
  ENTERPRISE_TYPE_LABELS,
  ENTERPRISE_TYPES,
  type EnterpriseType,
  MESSAGE_KIND_LABELS,
  MESSAGE_KINDS,
  type MessageKind,
  REVIEW_STATUS_LABELS,
  REVIEW_STATUSES,
  type ReviewStatus,
  SCOPE_CATEGORIES,
  SCOPE_CATEGORY_LABELS,
  type ScopeCategory,
} from './account-labels';
export {
  AFTER_SALE_ACTION_TEXT,
  AFTER_SALE_ACTIONS,
  AFTER_SALE_FOLLOWS,
  AFTER_SALE_FOLLOWS_TEXT,
  AFTER_SALE_PATHS,
  AFTER_SALE_REASON_TEXT,
  AFTER_SALE_REASONS,
  AFTER_SALE_STATUS_TEXT,
  AFTER_SALE_STATUSES,
  AFTER_SALE_TYPE_TEXT,
  AFTER_SALE_TYPES,
  type AfterSaleAction,
  type AfterSaleFollows,
  type AfterSaleReason,
  type AfterSaleStatus,
  type AfterSaleType,
  afterSalePath,
} from './after-sale-labels';
export {
  ADVERT_STATE_LABELS,
  ADVERT_STATES,
  type AdvertState,
  PRIZE_FULFILMENT_LABELS,
  PRIZE_KIND_LABELS,
} from './content-labels';
export {
  INVOICE_KIND_TEXT,
  INVOICE_KINDS,
  INVOICE_NUMBER_PATTERN,
  INVOICE_STATUS_TEXT,
  INVOICE_STATUSES,
  type InvoiceKind,
  type InvoiceStatus,
  RED_LETTER_REASON_TEXT,
  RED_LETTER_REASONS,
  type RedLetterReason,
} from './invoice-labels';
export {
  BALANCE_ENTRY_KINDS,
  BALANCE_ENTRY_TEXT,
  type BalanceEntryKind,
  COUPON_STATUS_TEXT,
  COUPON_STATUSES,
  type CouponStatus,
  CREDIT_BILL_STATUS_TEXT,
  CREDIT_BILL_STATUSES,
  type CreditBillStatus,
  couponScopeText,
  INVOICE_TYPE_TEXT,
  INVOICE_TYPES,
  type InvoiceType,
  ONLINE_PAY_METHODS,
  type OnlinePayMethod,
  ORDER_STATUS_TEXT,
  ORDER_STATUSES,
  type OrderStatus,
  PAY_METHOD_TEXT,
  PAY_METHODS,
  PAYMENT_STATUS_TEXT,
  PAYMENT_STATUSES,
  type PayMethod,
  type PaymentStatus,
} from './order-labels';
export {
  POINTS_ENTRY_KINDS,
  POINTS_ENTRY_TEXT,
  POINTS_ITEM_KIND_TEXT,
  POINTS_ITEM_KINDS,
  POINTS_ORDER_STATUS_TEXT,
  POINTS_ORDER_STATUSES,
  type PointsEntryKind,
  type PointsItemKind,
  type PointsOrderStatus,
} from './points-labels';
export { USER_AGREEMENT, USER_AGREEMENT_TITLE } from './user-agreement';
