/*
 * What each demo buyer company holds to order and pay (docs/orders-and-payment.md § Addresses and seed): its
 * delivery addresses, wallet (balance posted through the ledger, credit limit), coupons and e-contract. Amounts
 * are fen, written as yuan × 100 so they read as the README's table.
 */

const yuan = (amount: number) => amount * 100;

/** The e-contract version the signed companies signed. */
export const CONTRACT_VERSION = '2026-11';

/** The remark of the one recharge that gives a demo wallet its opening balance (posted once). */
export const OPENING_REMARK = '初始充值';

interface SeedAddress {
  consignee: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
}

export interface BuyerSeed {
  company: string;
  /** The login that signed the contract (and the order history's buyer). */
  phone: string;
  /** The first is the default. */
  addresses: SeedAddress[];
  balanceFen: number;
  creditLimitFen: number;
  billingDay: number;
  dueDays: number;
  contractSigned: boolean;
}

export const buyerSeeds: BuyerSeed[] = [
  {
    company: '仁心大药房',
    phone: '13800138000',
    addresses: [
      {
        consignee: '李仁心',
        phone: '13800138000',
        province: '北京市',
        city: '北京市',
        district: '朝阳区',
        detail: '建国路88号仁心大药房一层收货处',
      },
      {
        consignee: '赵库管',
        phone: '010-67881234',
        province: '北京市',
        city: '北京市',
        district: '大兴区',
        detail: '亦庄经济技术开发区科创十三街18号仁心医药仓储中心2号库',
      },
    ],
    balanceFen: yuan(20_000),
    creditLimitFen: yuan(50_000),
    billingDay: 25,
    dueDays: 15,
    contractSigned: true,
  },
  {
    company: '仁心大药房（朝阳店）',
    phone: '13800138001',
    addresses: [
      {
        consignee: '陈朝阳',
        phone: '13800138001',
        province: '北京市',
        city: '北京市',
        district: '朝阳区',
        detail: '朝阳路216号仁心大药房朝阳店',
      },
    ],
    balanceFen: yuan(3_000),
    creditLimitFen: yuan(10_000),
    billingDay: 25,
    dueDays: 15,
    contractSigned: true,
  },
  {
    company: '仁心大药房（海淀店）',
    phone: '13800138002',
    addresses: [
      {
        consignee: '刘海淀',
        phone: '13800138002',
        province: '北京市',
        city: '北京市',
        district: '海淀区',
        detail: '中关村大街58号仁心大药房海淀店',
      },
    ],
    balanceFen: yuan(3_000),
    creditLimitFen: yuan(10_000),
    billingDay: 25,
    dueDays: 15,
    contractSigned: true,
  },
  {
    company: '康宁诊所',
    phone: '13900139000',
    addresses: [
      {
        consignee: '王康宁',
        phone: '0311-86051234',
        province: '河北省',
        city: '石家庄市',
        district: '长安区',
        detail: '中山东路12号康宁诊所药房',
      },
    ],
    balanceFen: yuan(5_000),
    creditLimitFen: yuan(20_000),
    billingDay: 10,
    dueDays: 15,
    // Unsigned on purpose: its first order attempt answers 459 and the app goes to /dzht.
    contractSigned: false,
  },
];

/**
 * Coupon templates, each held once by every demo company. `startDay`/`endDay` are days from the seed day;
 * the expired one ended before it, and the used one is used by the company's seeded past order.
 */
export const couponSeeds = [
  {
    code: 'all-500-20',
    title: '全场满500减20',
    amountFen: yuan(20),
    thresholdFen: yuan(500),
    startDay: -1,
    endDay: 60,
  },
  {
    code: 'all-2000-100',
    title: '全场满2000减100',
    amountFen: yuan(100),
    thresholdFen: yuan(2000),
    startDay: -1,
    endDay: 60,
  },
  { code: 'free-5', title: '无门槛5元券', amountFen: yuan(5), thresholdFen: 0, startDay: -1, endDay: 30 },
  {
    code: 'cold-300-15',
    title: '感冒用药满300减15',
    amountFen: yuan(15),
    thresholdFen: yuan(300),
    startDay: -1,
    endDay: 60,
    /** The 感冒用药 tree: its top category and every child (catalogue/categories.ts key 'gm'). */
    categoryCode: 'gm',
  },
  {
    code: 'expired-1000-30',
    title: '全场满1000减30',
    amountFen: yuan(30),
    thresholdFen: yuan(1000),
    startDay: -40,
    endDay: -10,
  },
  {
    code: 'used-300-10',
    title: '全场满300减10',
    amountFen: yuan(10),
    thresholdFen: yuan(300),
    startDay: -40,
    endDay: 30,
  },
] as const;

/** The coupon the seeded past order used (so /yhq shows 已使用 with a real order behind it). */
export const USED_COUPON_CODE = 'used-300-10';

/**
 * Each demo company's one past order: completed, paid by bank transfer (no ledger entry, so the opening
 * balance stays round), with a shipped batch and trace codes. Goods by generic name (lowest id, as cart-data).
 */
export const pastOrder = {
  goods: '维生素C片',
  /** Days before the seed day it was placed; paid, shipped and received over the next days. */
  placedDaysAgo: 20,
  invoiceType: 'e_normal' as const,
  carrier: '顺丰速运',
};
