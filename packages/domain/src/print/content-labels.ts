/* Labels of the console's content, draw and message screens (zod-free; the contracts build their enums here). */

/** Whether an advert shows now: inside its window, not started yet, or over. */
export const ADVERT_STATES = ['live', 'scheduled', 'ended'] as const;
export type AdvertState = (typeof ADVERT_STATES)[number];
export const ADVERT_STATE_LABELS: Record<AdvertState, string> = {
  live: '展示中',
  scheduled: '未开始',
  ended: '已结束',
};

/** What a prize of the draw gives. */
export const PRIZE_KIND_LABELS: Record<'points' | 'coupon' | 'gift' | 'none', string> = {
  points: '积分',
  coupon: '优惠券',
  gift: '实物',
  none: '谢谢参与',
};

/** A won gift's shipping; other prizes have none (''). */
export const PRIZE_FULFILMENT_LABELS: Record<'' | 'pending' | 'shipped', string> = {
  '': '—',
  pending: '待寄出',
  shipped: '已寄出',
};
