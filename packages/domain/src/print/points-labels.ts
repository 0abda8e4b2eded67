// Points codes with their Chinese labels (issue #22 §4, docs/points.md), zod-free like order-labels.ts: the
// contracts build their enums from these lists; pages and `ops` print the labels through `@yaocai/domain/print`.

/** Why points moved: one kind per source of the one points ledger. */
export const POINTS_ENTRY_KINDS = [
  'opening',
  'draw',
  'adjustment',
  'order',
  'refund',
  'exchange',
  'expiry',
] as const;
export type PointsEntryKind = (typeof POINTS_ENTRY_KINDS)[number];
export const POINTS_ENTRY_TEXT: Record<PointsEntryKind, string> = {
  opening: '开户积分',
  draw: '抽奖获得',
  adjustment: '运营调整',
  order: '订单奖励',
  refund: '退货扣回',
  exchange: '积分兑换',
  expiry: '积分过期',
};

/** What a points-mall item gives: goods shipped to an address, or a coupon of an existing template. */
export const POINTS_ITEM_KINDS = ['goods', 'coupon'] as const;
export type PointsItemKind = (typeof POINTS_ITEM_KINDS)[number];
export const POINTS_ITEM_KIND_TEXT: Record<PointsItemKind, string> = { goods: '实物', coupon: '优惠券' };

/** A points order: goods wait for shipping (待发货 → 已发货 → 已完成); a coupon is issued at once (已完成). */
export const POINTS_ORDER_STATUSES = ['paid', 'shipped', 'completed'] as const;
export type PointsOrderStatus = (typeof POINTS_ORDER_STATUSES)[number];
export const POINTS_ORDER_STATUS_TEXT: Record<PointsOrderStatus, string> = {
  paid: '待发货',
  shipped: '已发货',
  completed: '已完成',
};
