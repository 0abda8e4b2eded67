import {
  fenToYuan,
  type OnlinePayMethod,
  type OrderStatus,
  type PayMethod,
  type PayOptions,
  payMethodRefusal,
  unixSeconds,
} from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { notFound } from '../lib/errors';
import type { CompanyBuyer } from '../lib/session-store';
import { creditRefusal, creditStanding } from '../wallet';
import { orderHasEphedrine } from './online-rows';
import { orderRefusal } from './service';

/* Step 3 of the cart (docs/orders-and-payment.md): which methods can pay an order now. */

/**
 * GET /api/pay/options: each method with whether it can pay this order now, why not, and the funds. The online
 * methods are listed only when their provider is configured (`online`).
 */
export async function payOptions(
  tx: Executor,
  payer: CompanyBuyer,
  orderId: number,
  online: readonly OnlinePayMethod[],
): Promise<PayOptions> {
  const result = await tx.execute<{
    order_sn: string;
    status: OrderStatus;
    total_fen: string;
    pay_deadline: Date | string;
    overdue: boolean;
    balance_fen: string | null;
  }>(sql`
    SELECT o.order_sn, o.status, o.total_fen, o.pay_deadline, o.pay_deadline <= now() AS overdue,
      w.balance_fen
    FROM orders o LEFT JOIN wallets w ON w.company_id = o.company_id
    WHERE o.id = ${orderId} AND o.company_id = ${payer.companyId}`);
  const row = result.rows[0];
  if (!row) throw notFound();
  const totalFen = Number(row.total_fen);
  const orderRefused = orderRefusal({ id: orderId, status: row.status, totalFen, overdue: row.overdue });
  const balanceFen = Number(row.balance_fen ?? 0);
  const standing = await creditStanding(tx, payer.companyId);
  const facts = { hasEphedrine: await orderHasEphedrine(tx, orderId) };
  const option = (method: PayMethod, refusal: string, funds: string) => {
    const reason = orderRefused || payMethodRefusal(method, facts) || refusal;
    return { method, available: reason ? 0 : 1, reason, funds } as PayOptions['methods'][number];
  };
  const pending = await tx.execute<{ id: number; method: PayMethod; reference: string }>(sql`
    SELECT id, method, reference FROM payments WHERE order_id = ${orderId} AND status = 'pending' ORDER BY id`);
  return {
    order_id: orderId,
    order_sn: row.order_sn,
    total: fenToYuan(totalFen),
    pay_deadline: row.status === 'unpaid' ? unixSeconds(new Date(row.pay_deadline)) : null,
    order_status: row.status,
    methods: [
      option('balance', balanceFen < totalFen ? '余额不足' : '', fenToYuan(balanceFen)),
      option('credit', creditRefusal(standing, totalFen), fenToYuan(Math.max(0, standing.availableFen))),
      option('transfer', '', ''),
      ...online.map((method) => option(method, '', '')),
    ],
    pending: pending.rows.map((p) => ({ payment_id: p.id, method: p.method, reference: p.reference })),
  };
}
