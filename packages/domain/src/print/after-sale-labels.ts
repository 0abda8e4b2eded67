/*
 * After-sales (issue #21 §1): the kinds of request, their states and the reasons a buyer picks, with the Chinese
 * each screen prints. Zod-free (the `/print` subpath); the contracts build their enums from these lists and the
 * rules (after-sales.ts) from the states.
 */

/** 退货退款 (goods back, money back), 仅退款 (short delivery, not received), 换货, 补寄资料. */
export const AFTER_SALE_TYPES = ['return', 'refund', 'exchange', 'documents'] as const;
export type AfterSaleType = (typeof AFTER_SALE_TYPES)[number];
export const AFTER_SALE_TYPE_TEXT: Record<AfterSaleType, string> = {
  return: '退货退款',
  refund: '仅退款',
  exchange: '换货',
  documents: '补寄资料',
};

export const AFTER_SALE_STATUSES = [
  'pending',
  'approved',
  'shipped_back',
  'received',
  'refunded',
  'exchanged',
  'documents_sent',
  'rejected',
  'cancelled',
] as const;
export type AfterSaleStatus = (typeof AFTER_SALE_STATUSES)[number];
export const AFTER_SALE_STATUS_TEXT: Record<AfterSaleStatus, string> = {
  pending: '待审核',
  approved: '已同意',
  shipped_back: '买家已寄回',
  received: '已收货',
  refunded: '已退款',
  exchanged: '已换货',
  documents_sent: '已补寄',
  rejected: '已驳回',
  cancelled: '已撤销',
};

/** Why the buyer asks (pharma-buyers: broken box, wrong batch, short delivery, near expiry, missing papers…). */
export const AFTER_SALE_REASONS = [
  'damaged',
  'wrong_goods',
  'wrong_batch',
  'short_delivery',
  'near_expiry',
  'quality',
  'not_received',
  'missing_documents',
  'ordered_by_mistake',
  'other',
] as const;
export type AfterSaleReason = (typeof AFTER_SALE_REASONS)[number];
export const AFTER_SALE_REASON_TEXT: Record<AfterSaleReason, string> = {
  damaged: '外包装破损/药品破损',
  wrong_goods: '发错商品',
  wrong_batch: '批号与要求不符',
  short_delivery: '少发/漏发',
  near_expiry: '近效期',
  quality: '质量问题',
  not_received: '未收到货',
  missing_documents: '缺少随货单据/资料',
  ordered_by_mistake: '买错/多买',
  other: '其他',
};

/** What someone may do with a request: the buyer ships back or cancels; operators do the rest. */
export const AFTER_SALE_ACTIONS = [
  'ship_back',
  'cancel',
  'approve',
  'reject',
  'receive',
  'refund',
  'exchange',
  'send_documents',
] as const;
export type AfterSaleAction = (typeof AFTER_SALE_ACTIONS)[number];
export const AFTER_SALE_ACTION_TEXT: Record<AfterSaleAction, string> = {
  ship_back: '寄回商品',
  cancel: '撤销申请',
  approve: '同意',
  reject: '驳回',
  receive: '确认收货',
  refund: '退款',
  exchange: '换货发出',
  send_documents: '资料已补寄',
};

/** The buyer's page of a request: 退货/退款 at /order/returnInfo/{id}, 换货 and 补寄资料 at /order/afterSalesInfo/{id}. */
export function afterSalePath(type: AfterSaleType, id: number): string {
  return type === 'return' || type === 'refund' ? `/order/returnInfo/${id}` : `/order/afterSalesInfo/${id}`;
}

/** The way a request of each kind goes when nothing stops it (the timeline shows the steps still ahead). */
export const AFTER_SALE_PATHS: Record<AfterSaleType, readonly AfterSaleStatus[]> = {
  return: ['pending', 'approved', 'shipped_back', 'received', 'refunded'],
  refund: ['pending', 'approved', 'refunded'],
  exchange: ['pending', 'approved', 'shipped_back', 'received', 'exchanged'],
  documents: ['pending', 'approved', 'documents_sent'],
};

/** Lines of a request that follow another line rather than being asked for (docs/after-sales.md). */
export const AFTER_SALE_FOLLOWS = ['gift', 'set_part'] as const;
export type AfterSaleFollows = (typeof AFTER_SALE_FOLLOWS)[number];
export const AFTER_SALE_FOLLOWS_TEXT: Record<AfterSaleFollows, string> = {
  gift: '赠品随退',
  set_part: '套餐内商品',
};
