// Order, payment, invoice and ledger codes with their Chinese labels, kept apart from the zod schemas: the
// contracts build their enums from these lists, and a page that only shows a label imports them through
// `@yaocai/domain/print` without pulling a contracts file's schemas into its bundle.

/** Order statuses (issue #9): 待付款 → 待发货 → 已发货 → 已完成, or 已取消. */
export const ORDER_STATUSES = ['unpaid', 'paid', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  unpaid: '待付款',
  paid: '待发货',
  shipped: '已发货',
  completed: '已完成',
  cancelled: '已取消',
};

/**
 * Payment methods. The online ones (支付宝, 微信支付; issue #24) are offered only where the server has the
 * provider's keys (docs/payments.md).
 */
export const PAY_METHODS = ['balance', 'credit', 'transfer', 'alipay', 'wechat'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
export const PAY_METHOD_TEXT: Record<PayMethod, string> = {
  balance: '余额支付',
  credit: '账期支付',
  transfer: '对公转账',
  alipay: '支付宝',
  wechat: '微信支付',
};
/** The methods paid through an outside provider, confirmed only by its signed notification or a query. */
export const ONLINE_PAY_METHODS = ['alipay', 'wechat'] as const satisfies readonly PayMethod[];
export type OnlinePayMethod = (typeof ONLINE_PAY_METHODS)[number];

/** A payment's state: transfer and credit payments wait (pending) until confirmed or paid. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'cancelled', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_TEXT: Record<PaymentStatus, string> = {
  pending: '待确认',
  paid: '已支付',
  cancelled: '已取消',
  refunded: '已退款',
};

/** The invoice a buyer asks for (pharma-buyers: e-invoices). */
export const INVOICE_TYPES = ['none', 'e_normal', 'e_special'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const INVOICE_TYPE_TEXT: Record<InvoiceType, string> = {
  none: '不开发票',
  e_normal: '电子普通发票',
  e_special: '电子增值税专用发票',
};

/** Kinds of balance ledger entries (use_type of spec §7 user_money_log). */
export const BALANCE_ENTRY_KINDS = ['recharge', 'payment', 'refund', 'repayment', 'adjustment'] as const;
export type BalanceEntryKind = (typeof BALANCE_ENTRY_KINDS)[number];
export const BALANCE_ENTRY_TEXT: Record<BalanceEntryKind, string> = {
  recharge: '充值',
  payment: '订单支付',
  refund: '订单退款',
  repayment: '账期还款',
  adjustment: '人工调整',
};

/** Kinds of credit (账期) ledger entries: using credit raises `used`, a refund or repayment lowers it. */
export const CREDIT_ENTRY_KINDS = ['payment', 'refund', 'repayment', 'adjustment'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

export const COUPON_SCOPES = ['all', 'categories', 'brands', 'goods'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];
/**
 * A coupon's scope line as the coupon card and checkout print it: 全场通用 / 限指定分类：感冒用药、… /
 * 限指定品牌：… / 限指定商品. `names` are the categories' or brands' names.
 */
export function couponScopeText(scope: CouponScope, names: readonly string[]): string {
  if (scope === 'all') return '全场通用';
  if (scope === 'goods') return '限指定商品';
  const what = scope === 'brands' ? '品牌' : '分类';
  return names.length > 0 ? `限指定${what}：${names.join('、')}` : `限指定${what}`;
}

export const COUPON_STATUSES = ['unused', 'used', 'expired'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
export const COUPON_STATUS_TEXT: Record<CouponStatus, string> = {
  unused: '未使用',
  used: '已使用',
  expired: '已过期',
};

export const CREDIT_BILL_STATUSES = ['open', 'repaid', 'overdue'] as const;
export type CreditBillStatus = (typeof CREDIT_BILL_STATUSES)[number];
export const CREDIT_BILL_STATUS_TEXT: Record<CreditBillStatus, string> = {
  open: '未还',
  repaid: '已还',
  overdue: '已逾期',
};
