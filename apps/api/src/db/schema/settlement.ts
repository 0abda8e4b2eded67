import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { fenAmount } from './money';
import { oneOf } from './one-of';
import { companies } from './users';
import { creditBills } from './wallet';

/*
 * What operators settle outside the app (issue #9): bill repayments by bank transfer waiting for their
 * confirmation. docs/orders-and-payment.md. (E-invoices moved to invoices.ts, migration 0022.)
 */

const at = () => timestamp({ withTimezone: true });

const BILL_REPAYMENT_STATUSES = ['pending', 'confirmed'] as const;

/**
 * A credit bill repaid by bank transfer (对公转账还款): asked by the buyer with a unique reference, confirmed by an
 * operator (`ops confirm-transfer`), which is when the ledger moves. At most one pending per bill.
 */
export const billRepayments = pgTable(
  'bill_repayments',
  {
    id: serial().primaryKey(),
    billId: integer()
      .notNull()
      .references(() => creditBills.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** What the bill owed when the transfer was asked for: the amount the buyer is told to send. */
    amountFen: fenAmount().notNull(),
    /** 'YCH' + 8 Crockford base-32 characters; order transfers use 'YCZ', so one command confirms either. */
    reference: text().notNull().unique(),
    status: text({ enum: BILL_REPAYMENT_STATUSES }).notNull().default('pending'),
    createdAt: at().notNull().defaultNow(),
    confirmedAt: at(),
    /** 'operator:<name>'. */
    confirmedBy: text(),
  },
  (t) => [
    check('bill_repayments_status', oneOf(t.status, BILL_REPAYMENT_STATUSES)),
    check('bill_repayments_amount_positive', sql`${t.amountFen} > 0`),
    index().on(t.companyId),
    uniqueIndex('bill_repayments_one_pending').on(t.billId).where(sql`${t.status} = 'pending'`),
  ],
);
