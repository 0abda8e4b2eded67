import { INVOICE_TYPES, ORDER_STATUSES, PAY_METHODS } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { combinations } from './cart';
import { goods } from './catalogue';
import { userCoupons } from './coupons';
import { fenAmount } from './money';
import { enumValues, oneOf } from './one-of';
import { promotions } from './promotions';
import { companies, users } from './users';

/*
 * Orders with their lines and history, the flash-sale units companies bought, and the company's delivery addresses
 * an order copies (issue #9). Money is `bigint` fen; coupons are in coupons.ts, payments, wallets and the ledger in
 * wallet.ts, shipped batches in shipping.ts. docs/orders-and-payment.md records the decisions.
 */

const at = () => timestamp({ withTimezone: true });

/** A company's delivery addresses (the licensed buyer receives the goods, so addresses are the company's). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    consignee: text().notNull(),
    /** Mobile, or landline with area code (spec §5). */
    phone: text().notNull(),
    province: text().notNull(),
    city: text().notNull(),
    district: text().notNull(),
    detail: text().notNull(),
    isDefault: boolean().notNull().default(false),
    /** Deleted addresses stay for the orders that copied them; they leave every list. */
    deletedAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.companyId),
    // At most one default per company.
    uniqueIndex('addresses_one_default')
      .on(t.companyId)
      .where(sql`${t.isDefault} AND ${t.deletedAt} IS NULL`),
  ],
);

/** One order: the buyer, a copy of the address, money in fen, the status and its timestamps. */
export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    /** Human order number, e.g. YC20261124102233000123. */
    orderSn: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    status: text({ enum: enumValues(ORDER_STATUSES) })
      .notNull()
      .default('unpaid'),
    /** The address as it was when ordering (orderAddress of the contract). */
    address: jsonb().notNull(),
    invoiceType: text({ enum: enumValues(INVOICE_TYPES) })
      .notNull()
      .default('none'),
    remark: text().notNull().default(''),
    goodsTotalFen: fenAmount().notNull(),
    /** Full-amount (满减) reductions. */
    discountFen: fenAmount().notNull().default(0),
    userCouponId: integer().references(() => userCoupons.id),
    couponFen: fenAmount().notNull().default(0),
    /** What cash vouchers (现金券) paid; total_fen is what is left to pay in money. */
    cashVoucherFen: fenAmount().notNull().default(0),
    shippingFen: fenAmount().notNull().default(0),
    totalFen: fenAmount().notNull(),
    paidFen: fenAmount().notNull().default(0),
    /** The method of the payment that paid it; null while unpaid. */
    payMethod: text({ enum: enumValues(PAY_METHODS) }),
    createdAt: at().notNull().defaultNow(),
    payDeadline: at().notNull(),
    paidAt: at(),
    shippedAt: at(),
    completedAt: at(),
    cancelledAt: at(),
    cancelReason: text().notNull().default(''),
    carrier: text().notNull().default(''),
    trackingNo: text().notNull().default(''),
  },
  (t) => [
    check('orders_status', oneOf(t.status, ORDER_STATUSES)),
    check('orders_invoice_type', oneOf(t.invoiceType, INVOICE_TYPES)),
    check(
      'orders_money_non_negative',
      sql`${t.goodsTotalFen} >= 0 AND ${t.discountFen} >= 0 AND ${t.couponFen} >= 0 AND ${t.shippingFen} >= 0 AND ${t.totalFen} >= 0 AND ${t.paidFen} >= 0`,
    ),
    check('orders_paid_within_total', sql`${t.paidFen} <= ${t.totalFen}`),
    index().on(t.companyId, t.createdAt),
    index().on(t.userId, t.createdAt),
    // The expiry job reads unpaid orders past their deadline.
    index('orders_unpaid_deadline').on(t.payDeadline).where(sql`${t.status} = 'unpaid'`),
    index('orders_shipped_at').on(t.shippedAt).where(sql`${t.status} = 'shipped'`),
    // One coupon, one live order: a second claim of a used coupon fails here too.
    uniqueIndex('orders_one_coupon')
      .on(t.userCouponId)
      .where(sql`${t.userCouponId} IS NOT NULL AND ${t.status} <> 'cancelled'`),
  ],
);

/** The lines of an order, with the prices `priceCart` gave them when ordering. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Goods line (or a combination part / gift): the goods; null only for a combination header line. */
    goodsId: integer().references(() => goods.id),
    combinationId: integer().references(() => combinations.id),
    /** The cart line type it came from (0 normal, 1 flash sale, 3 combination). */
    lineType: smallint().notNull().default(0),
    name: text().notNull(),
    sccj: text().notNull().default(''),
    ypgg: text().notNull().default(''),
    pzwh: text().notNull().default(''),
    bzdw: text().notNull().default(''),
    goodsImage: text().notNull().default(''),
    number: integer().notNull(),
    /** Unit price as priced (before full-amount and coupon discounts). */
    priceFen: fenAmount().notNull(),
    amountFen: fenAmount().notNull(),
    /** This line's share of full-amount and coupon discounts. */
    discountFen: fenAmount().notNull().default(0),
    payableFen: fenAmount().notNull(),
    /** What cash vouchers paid of this line (not in payable_fen, which is money): returned as voucher value. */
    cashVoucherFen: fenAmount().notNull().default(0),
    isGift: boolean().notNull().default(false),
    /**
     * A gift line: the order line whose units earned it (the first, when a promotion price split that cart line:
     * see splitOfLineId) and the rule as it stood at ordering — buy `giftBuy` get `giftGet`. A return of the
     * trigger takes back the gift units no longer earned (docs/after-sales.md "Gifts"). Null on gifts of orders
     * placed before migration 0038, and on every other line.
     */
    giftOfLineId: integer().references((): AnyPgColumn => orderLines.id),
    giftBuy: integer(),
    giftGet: integer(),
    /** The rest-price part of a cart line a promotion price split: the promotion-priced line it belongs with. */
    splitOfLineId: integer().references((): AnyPgColumn => orderLines.id),
    /** The promotion the units at promotion price took, and how many (the flash-sale quota to restore). */
    promotionId: integer().references(() => promotions.id),
    promotionUnits: integer().notNull().default(0),
    sort: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.orderId),
    check('order_lines_number_positive', sql`${t.number} > 0`),
    check(
      'order_lines_promotion_units',
      sql`${t.promotionUnits} >= 0 AND ${t.promotionUnits} <= ${t.number}`,
    ),
    check(
      'order_lines_gift_rule',
      sql`(${t.giftOfLineId} IS NULL AND ${t.giftBuy} IS NULL AND ${t.giftGet} IS NULL) OR (${t.isGift} AND ${t.giftBuy} > 0 AND ${t.giftGet} > 0)`,
    ),
    check(
      'order_lines_money',
      sql`${t.priceFen} >= 0 AND ${t.amountFen} >= 0 AND ${t.discountFen} >= 0 AND ${t.payableFen} >= 0`,
    ),
  ],
);

/** An order's status history (append-only by convention; the detail's timeline). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text({ enum: enumValues(ORDER_STATUSES) }).notNull(),
    note: text().notNull().default(''),
    /** 'buyer:<user id>', 'operator:<name>' or 'system'. */
    actor: text().notNull(),
    at: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId), check('order_events_status', oneOf(t.status, ORDER_STATUSES))],
);

/**
 * Units a company bought at a flash-sale price, per promotion and goods: the per-buyer limit is claimed here
 * with a conditional update (`units + n <= limit`) inside the order transaction, and given back on cancel.
 */
export const promotionPurchases = pgTable(
  'promotion_purchases',
  {
    promotionId: integer()
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    goodsId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    units: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.goodsId, t.companyId] }),
    check('promotion_purchases_units_non_negative', sql`${t.units} >= 0`),
  ],
);
