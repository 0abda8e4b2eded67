import type { OrderCardLine, OrderTimelineEntry, PaymentMethod } from '../index';

/**
 * Order data for stories and tests, shaped as the app maps the order wire (amounts are yuan strings,
 * times server seconds). 2026-11-23 09:05 Beijing is 01:05 UTC.
 */
export const placedAt = Date.UTC(2026, 10, 23, 1, 5) / 1000;

export const orderLines: OrderCardLine[] = [
  { id: 1, name: '阿莫西林胶囊', spec: '0.25g*24粒', quantity: 100, unit: '盒', unitPrice: '8.50' },
  { id: 2, name: '布洛芬缓释胶囊', spec: '0.3g*20粒', quantity: 40, unit: '盒', unitPrice: '15.80' },
  { id: 3, name: '连花清瘟胶囊', spec: '0.35g*36粒', quantity: 60, unit: '盒', unitPrice: '22.00' },
  { id: 4, name: '复方甘草片', spec: '100片/瓶', quantity: 20, unit: '瓶', unitPrice: '6.30' },
];

export const shippedHistory: OrderTimelineEntry[] = [
  { status: 'unpaid', at: placedAt },
  { status: 'paid', at: placedAt + 12 * 60, note: '余额支付 ¥2928.00' },
  { status: 'shipped', at: placedAt + 26 * 3600, note: '顺丰速运 SF1409283746501' },
];

export const cancelledHistory: OrderTimelineEntry[] = [
  { status: 'unpaid', at: placedAt },
  { status: 'cancelled', at: placedAt + 30 * 60, note: '超时未支付，订单自动取消' },
];

export const paymentMethods: PaymentMethod[] = [
  {
    id: 'balance',
    label: '余额支付',
    detail: '可用余额 ¥1200.00',
    disabled: true,
    disabledReason: '余额不足',
  },
  { id: 'credit', label: '账期支付', detail: '可用额度 ¥50000.00，每月10日出账' },
  { id: 'transfer', label: '对公转账', detail: '转账后由平台确认到账' },
];
