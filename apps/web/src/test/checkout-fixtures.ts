import {
  addressList,
  cartCheckout,
  checkoutCoupon,
  contractState,
  orderCreated,
  paymentResult,
  payOptions,
  transferInstructions,
} from '@yaocai/domain';
import { cartLineFixture, cartStateFixture } from './cart-fixtures';

/*
 * Checkout, payment, address and e-contract answers (issue #9), each parsed with its domain contract so a
 * fixture cannot drift from what the server sends.
 */

/** A deadline far enough ahead that no countdown in a test reaches it. */
export const PAY_DEADLINE = 4_102_444_800;

export const addressesFixture = addressList.parse({
  list: [
    {
      id: 11,
      consignee: '王店长',
      phone: '13800138000',
      province: '北京市',
      city: '北京市',
      district: '朝阳区',
      detail: '望京街道阜通东大街6号',
      is_default: 1,
    },
    {
      id: 12,
      consignee: '李药师',
      phone: '010-64381234',
      province: '北京市',
      city: '北京市',
      district: '海淀区',
      detail: '中关村大街27号',
      is_default: 0,
    },
  ],
});

const couponBase = {
  kind: 'amount',
  amount: '30.00',
  rate: null,
  threshold: '500.00',
  scope: 'all',
  scope_text: '全场通用',
  starts_at: 1_760_000_000,
  ends_at: PAY_DEADLINE,
  status: 'unused',
};

export const usableCoupon = checkoutCoupon.parse({
  ...couponBase,
  id: 71,
  title: '满500减30',
  usable: 1,
  reason: '',
  discount: '30.00',
});

export const unusableCoupon = checkoutCoupon.parse({
  ...couponBase,
  id: 72,
  title: '满3000减200',
  amount: '200.00',
  threshold: '3000.00',
  usable: 0,
  reason: '未满足使用条件：还差¥1815.50',
  discount: '0.00',
});

/** Step 2's preview; `couponId` 71 applies 满500减30. */
export const checkoutPreviewFixture = (couponId = 0) =>
  cartCheckout.parse({
    data: [cartLineFixture],
    gifts: [],
    shipping_data: cartStateFixture.shipping_data,
    activity_data: { manjians: [] },
    totals: {
      goods_total: '1234.50',
      discount: '50.00',
      shipping: '0.00',
      total: '1184.50',
      selected_lines: 1,
      selected_units: 130,
      lines: 2,
    },
    address: { company: '仁心大药房', region: '北京市 朝阳区', address: '望京街道阜通东大街6号' },
    coupons: [unusableCoupon, usableCoupon],
    coupon_id: couponId,
    coupon_discount: couponId === 71 ? '30.00' : '0.00',
    cash_vouchers: [],
    cash_voucher_discount: '0.00',
    payable: couponId === 71 ? '1154.50' : '1184.50',
  });

export const orderCreatedFixture = orderCreated.parse({
  order_id: 501,
  order_sn: 'YC202611240001',
  status: 'unpaid',
  total: '1154.50',
  pay_deadline: PAY_DEADLINE,
});

export const payOptionsFixture = payOptions.parse({
  order_id: 501,
  order_sn: 'YC202611240001',
  total: '1154.50',
  pay_deadline: PAY_DEADLINE,
  order_status: 'unpaid',
  methods: [
    { method: 'balance', available: 1, reason: '', funds: '5000.00' },
    { method: 'credit', available: 0, reason: '可用额度不足', funds: '100.00' },
    { method: 'transfer', available: 1, reason: '', funds: '' },
  ],
  pending: [],
});

export const paidOptionsFixture = payOptions.parse({
  ...payOptionsFixture,
  pay_deadline: null,
  order_status: 'paid',
});

export const balancePaidFixture = paymentResult.parse({
  payment_id: 801,
  order_id: 501,
  method: 'balance',
  status: 'paid',
  amount: '1154.50',
  order_status: 'paid',
});

export const transferFixture = transferInstructions.parse({
  payment_id: 802,
  order_id: 501,
  method: 'transfer',
  status: 'pending',
  amount: '1154.50',
  order_status: 'unpaid',
  payee: { name: '药采医药科技有限公司', bank: '招商银行北京望京支行', account: '110912345610201' },
  reference: 'YC7Q4K2M',
});

export const contractFixture = (
  signed: boolean,
  renewal: { signedVersion: string; signBy: number | null } | null = null,
) =>
  contractState.parse({
    title: '药采平台采购服务协议',
    body: '第一条 双方依法订立本协议。\n\n第二条 采购方应具备合法的药品经营资质。',
    company: '康宁诊所',
    signed: signed ? 1 : 0,
    signed_at: signed ? 1_764_000_000 : null,
    version: '2026-11',
    signed_version: renewal?.signedVersion ?? (signed ? '2026-11' : null),
    sign_by: renewal?.signBy ?? null,
  });
