import type { OrderCardLine, OrderTimelineEntry, PaymentMethod, ShipmentCardProps } from '../index';

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

/** Two parcels of one shipment (ShipmentCard): the pills split across them, trace codes per unit. */
export const firstParcel: ShipmentCardProps = {
  title: '包裹 1（共 2 个）',
  carrier: '顺丰速运',
  trackingNo: 'SF1409283746501',
  shippedAt: placedAt + 26 * 3600,
  warehouse: '广州仓（广东省广州市）',
  deliveryNoteHref: '/api/order/1/parcels/1/delivery_note',
  batches: [
    {
      name: '阿莫西林胶囊',
      spec: '0.25g*24粒',
      batchNo: 'B2506012',
      productionDate: '2025-06-01',
      expiryDate: '2027-05-31',
      quantity: 3,
      traceCodes: ['81023456789012345601', '81023456789012345602', '81023456789012345603'],
    },
    {
      name: '布洛芬缓释胶囊',
      spec: '0.3g*20粒',
      batchNo: 'IB2504',
      productionDate: '2025-04-10',
      expiryDate: '2027-04-09',
      quantity: 40,
      traceCodes: [],
    },
  ],
  tracking: [
    { at: placedAt + 27 * 3600, description: '已揽收', location: '广州白云区' },
    { at: placedAt + 40 * 3600, description: '运输中，已到达长沙转运中心', location: '长沙' },
    { at: placedAt + 50 * 3600, description: '派送中，快递员 王师傅 138****0000', location: '北京朝阳区' },
  ],
};

export const secondParcel: ShipmentCardProps = {
  title: '包裹 2（共 2 个）',
  carrier: '京东物流',
  trackingNo: 'JD0098812345',
  shippedAt: placedAt + 26 * 3600,
  batches: [
    {
      name: '阿莫西林胶囊',
      spec: '0.25g*24粒',
      batchNo: 'B2507003',
      productionDate: '2025-07-03',
      expiryDate: '2027-07-02',
      quantity: 97,
      traceCodes: Array.from({ length: 97 }, (_, i) => `810234567890123457${String(i).padStart(2, '0')}`),
    },
  ],
  tracking: [],
};
