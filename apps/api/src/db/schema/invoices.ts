import { INVOICE_KINDS, RED_LETTER_REASONS } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { fenAmount } from './money';
import { enumValues, oneOf } from './one-of';
import { orderLines, orders } from './orders';
import { companies } from './users';

/*
 * E-invoices (数电票, issue #21 §3; docs/invoices.md). A blue invoice is asked for when its order ships and holds
 * the order's lines as paid; 财务 issues it on the tax platform and records the number. An issued invoice is never
 * changed or voided: a refund or a mistake makes a red-letter invoice (its own row, kind red, its own number)
 * whose lines point at the blue lines they reverse. Amounts are positive fen on both kinds; red is the sign.
 */

const at = () => timestamp({ withTimezone: true });

/** What is stored; 部分红冲 / 已红冲 are read from the red-letter invoices of an issued blue one. */
export const INVOICE_STORED_STATUSES = ['issuing', 'issued', 'withdrawn'] as const;
const ISSUED_TYPES = ['e_normal', 'e_special'] as const;

export const invoices = pgTable(
  'invoices',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    kind: text({ enum: enumValues(INVOICE_KINDS) }).notNull(),
    /** The blue invoice a red-letter one reverses. */
    originalId: integer().references((): AnyPgColumn => invoices.id),
    type: text({ enum: ISSUED_TYPES }).notNull(),
    title: text().notNull(),
    taxNumber: text().notNull(),
    /** The sum of the lines' amounts (kept equal by the service, which writes both in one statement each). */
    amountFen: fenAmount().notNull(),
    status: text({ enum: INVOICE_STORED_STATUSES }).notNull().default('issuing'),
    reason: text({ enum: enumValues(RED_LETTER_REASONS) }),
    /** The 20-digit 数电发票号码, set when issued. */
    number: text().unique(),
    issuedOn: date({ mode: 'string' }),
    requestedAt: at().notNull().defaultNow(),
    /** 'operator:<name>' or 'system' (a refund's red-letter request). */
    requestedBy: text().notNull(),
    issuedAt: at(),
    issuedBy: text(),
  },
  (t) => [
    check('invoices_kind', oneOf(t.kind, INVOICE_KINDS)),
    check('invoices_type', oneOf(t.type, ISSUED_TYPES)),
    check('invoices_status', oneOf(t.status, INVOICE_STORED_STATUSES)),
    check('invoices_reason', sql`${t.reason} IS NULL OR ${oneOf(t.reason, RED_LETTER_REASONS)}`),
    check('invoices_number', sql`${t.number} ~ '^[0-9]{20}$'`),
    check('invoices_amount', sql`${t.amountFen} >= 0`),
    // Blue: no original, no reason. Red: both.
    check(
      'invoices_red_shape',
      sql`(${t.kind} = 'blue') = (${t.originalId} IS NULL AND ${t.reason} IS NULL)`,
    ),
    // Issued exactly when it has its number and date.
    check(
      'invoices_issued_shape',
      sql`(${t.status} = 'issued') = (${t.number} IS NOT NULL AND ${t.issuedOn} IS NOT NULL)`,
    ),
    check('invoices_red_never_withdrawn', sql`${t.kind} = 'blue' OR ${t.status} <> 'withdrawn'`),
    index().on(t.companyId, t.requestedAt),
    index().on(t.orderId),
    index('invoices_issuing').on(t.requestedAt).where(sql`${t.status} = 'issuing'`),
    // At most one blue invoice of an order is live (asked for or issued and not wholly reversed by 开票有误).
    uniqueIndex('invoices_one_waiting_blue')
      .on(t.orderId)
      .where(sql`${t.kind} = 'blue' AND ${t.status} = 'issuing'`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial().primaryKey(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** The order line it was kept from; null for the shipping fee line (运费). */
    orderLineId: integer().references(() => orderLines.id),
    /** On a red-letter line: the blue line it reverses. */
    originalLineId: integer().references((): AnyPgColumn => invoiceLines.id),
    name: text().notNull(),
    spec: text().notNull().default(''),
    unit: text().notNull().default(''),
    number: integer().notNull(),
    amountFen: fenAmount().notNull(),
    /**
     * On a blue line: how much red-letter lines (waiting or issued) have taken. Claimed with a conditional update,
     * so a reversal never exceeds the line, under concurrency too; the CHECK is the last word.
     */
    reversedNumber: integer().notNull().default(0),
    reversedFen: fenAmount().notNull().default(0),
    sort: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.invoiceId),
    index().on(t.orderLineId),
    check('invoice_lines_number', sql`${t.number} >= 0`),
    check('invoice_lines_amount', sql`${t.amountFen} >= 0`),
    check(
      'invoice_lines_reversed_within',
      sql`${t.reversedNumber} >= 0 AND ${t.reversedNumber} <= ${t.number} AND ${t.reversedFen} >= 0 AND ${t.reversedFen} <= ${t.amountFen}`,
    ),
  ],
);
