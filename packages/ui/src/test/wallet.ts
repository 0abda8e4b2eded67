import type { AddressCardProps, AddressFormValues, LedgerRow } from '../index';

/** Addresses, ledger entries and coupons for stories and tests, as the app maps the wallet and address wire. */
export const defaultAddress = {
  consignee: '王建国',
  phone: '13800138000',
  province: '广东省',
  city: '广州市',
  district: '天河区',
  detail: '天河路 385 号 仁心大药房',
  isDefault: true,
} satisfies AddressCardProps;

export const warehouseAddress = {
  consignee: '李秀英',
  phone: '020-87654321-806',
  province: '广东省',
  city: '佛山市',
  district: '南海区',
  detail: '桂城街道 南海大道北 88 号 仁心医药仓库 2 号门',
  isDefault: false,
} satisfies AddressCardProps;

export const addressValues: AddressFormValues = {
  consignee: '王建国',
  phoneType: 'mobile',
  mobile: '13800138000',
  areaCode: '',
  landline: '',
  extension: '',
  province: '广东省',
  city: '广州市',
  district: '天河区',
  detail: '天河路 385 号 仁心大药房',
  isDefault: true,
};

const at = (day: number, hour: number) => Date.UTC(2026, 10, day, hour - 8) / 1000;

export const ledgerRows: LedgerRow[] = [
  {
    id: 3,
    at: at(23, 9),
    typeLabel: '订单支付',
    amount: '-2928.00',
    balanceAfter: '1200.00',
    orderSn: 'YC202611230001',
  },
  {
    id: 2,
    at: at(21, 16),
    typeLabel: '退款',
    amount: '128.00',
    balanceAfter: '4128.00',
    orderSn: 'YC202611190012',
    remark: '取消订单退回余额',
  },
  {
    id: 1,
    at: at(20, 10),
    typeLabel: '充值',
    amount: '4000.00',
    balanceAfter: '4000.00',
    remark: '对公转账充值',
  },
];
