import {
  type CouponNum,
  type CreditBill,
  coupon,
  couponNum,
  creditBill,
  type LedgerRow,
  ledgerRow,
  type OrderDetail,
  type OrderSummary,
  orderDetail,
  orderSummary,
  type UserCredit,
  userCredit,
} from '@yaocai/domain';

/* Orders and the wallet as the API answers them (issue #9), parsed so a fixture cannot drift from the contract. */

/** A paid order (待发货) of 仁心大药房: two lines, one 满减 share. */
export const orderSummaryFixture: OrderSummary = orderSummary.parse({
  id: 501,
  order_sn: 'YC202611240001',
  status: 'paid',
  status_text: '待发货',
  created_at: 1_764_000_000,
  pay_deadline: null,
  amounts: {
    goods_total: '1190.00',
    discount: '50.00',
    coupon_discount: '0.00',
    cash_voucher: '0.00',
    shipping: '0.00',
    total: '1140.00',
    paid: '1140.00',
  },
  lines_count: 2,
  units: 130,
  preview: [
    {
      goods_id: 41,
      name: '阿莫西林胶囊',
      ypgg: '0.25g*24粒',
      bzdw: '盒',
      goods_image: '',
      number: 100,
      price: '9.50',
    },
    {
      goods_id: 42,
      name: '布洛芬缓释胶囊',
      ypgg: '0.3g*20粒',
      bzdw: '瓶',
      goods_image: '',
      number: 30,
      price: '8.00',
    },
  ],
  can_pay: 0,
  can_cancel: 1,
  can_receive: 0,
  can_after_sale: 0,
  after_sale: null,
});

/** An unpaid order (待付款) that may be paid or cancelled. */
export const unpaidOrderFixture: OrderSummary = orderSummary.parse({
  ...orderSummaryFixture,
  id: 502,
  order_sn: 'YC202611240002',
  status: 'unpaid',
  status_text: '待付款',
  pay_deadline: 1_764_001_800,
  amounts: { ...orderSummaryFixture.amounts, paid: '0.00' },
  can_pay: 1,
  can_cancel: 1,
});

const line = {
  id: 9001,
  goods_id: 41,
  combination_id: null,
  name: '阿莫西林胶囊',
  sccj: '华北制药股份有限公司',
  ypgg: '0.25g*24粒',
  pzwh: '国药准字H13023964',
  bzdw: '盒',
  goods_image: '',
  number: 100,
  price: '9.50',
  amount: '950.00',
  discount: '39.92',
  payable: '910.08',
  final_price: '9.10',
  is_gift: 0,
  returnable: 100,
  gift_rule: null,
  split_of_line_id: null,
  batches: [
    {
      batch_no: 'B2026091',
      production_date: '2026-09-01',
      expiry_date: '2028-08-31',
      number: 100,
      trace_codes: ['81234567890123456789', '81234567890123456790'],
    },
  ],
};

/** A shipped order with a batch and trace codes, logistics, a balance payment and its history. */
export const orderDetailFixture: OrderDetail = orderDetail.parse({
  ...orderSummaryFixture,
  status: 'shipped',
  status_text: '已发货',
  can_cancel: 0,
  can_receive: 1,
  can_after_sale: 1,
  address: {
    consignee: '王药师',
    phone: '13800138000',
    province: '北京市',
    city: '北京市',
    district: '朝阳区',
    detail: '望京街道阜通东大街6号',
  },
  invoice_type: 'e_normal',
  invoice_no: '',
  remark: '请工作日送货',
  coupon: null,
  cashback: null,
  lines: [
    line,
    {
      ...line,
      id: 9002,
      goods_id: 42,
      name: '布洛芬缓释胶囊',
      number: 30,
      price: '8.00',
      amount: '240.00',
      discount: '10.08',
      payable: '229.92',
      final_price: '7.66',
      batches: [],
    },
  ],
  payments: [
    {
      id: 71,
      method: 'balance',
      status: 'paid',
      amount: '1140.00',
      reference: '',
      created_at: 1_764_000_100,
      paid_at: 1_764_000_100,
    },
  ],
  history: [
    { status: 'unpaid', at: 1_764_000_000, note: '订单已提交' },
    { status: 'paid', at: 1_764_000_100, note: '余额支付' },
    { status: 'shipped', at: 1_764_090_000, note: '顺丰速运 SF1234567890' },
  ],
  logistics: { carrier: '顺丰速运', tracking_no: 'SF1234567890', shipped_at: 1_764_090_000 },
  parcels: [
    {
      id: 31,
      seq: 1,
      delivery_note_no: 'YC202611240001-1',
      carrier: '顺丰速运',
      tracking_no: 'SF1234567890',
      shipped_at: 1_764_090_000,
      warehouse: { name: '广州仓', region: '广东省广州市' },
      batches: [{ ...(line.batches[0] as object), line_id: line.id, name: line.name, ypgg: line.ypgg }],
      tracking: [{ at: 1_764_093_600, description: '已揽收', location: '广州白云区', source: 'operator' }],
    },
  ],
  cancel_reason: '',
});

export const ledgerRowFixture: LedgerRow = ledgerRow.parse({
  id: 1,
  at: 1_764_000_100,
  use_type: 'payment',
  type_text: '订单支付',
  amount: '-1140.00',
  balance_after: '8860.00',
  order_sn: 'YC202611240001',
  remark: '',
});

export const userCreditFixture: UserCredit = userCredit.parse({
  limit: '50000.00',
  used: '1200.00',
  available: '48800.00',
  billing_day: 5,
  due_days: 15,
  overdue: '0.00',
  frozen: 0,
});

export const creditBillFixture: CreditBill = creditBill.parse({
  id: 31,
  period: '2026-10',
  amount: '1200.00',
  repaid: '0.00',
  outstanding: '1200.00',
  due_date: '2026-11-20',
  status: 'open',
  transfer: null,
});

export const couponFixture = coupon.parse({
  id: 11,
  title: '全场满1000减50',
  kind: 'amount',
  amount: '50.00',
  rate: null,
  threshold: '1000.00',
  scope: 'all',
  scope_text: '全场通用',
  starts_at: 1_763_000_000,
  ends_at: 1_766_000_000,
  status: 'unused',
});

export const couponNumFixture: CouponNum = couponNum.parse({ unused: 3, used: 1, expired: 2 });

/** One page of a wallet or order list. */
export const pageOf = <T>(list: T[], extra: object = {}) => ({
  list,
  total: list.length,
  page: 1,
  per_page: 20,
  ...extra,
});
