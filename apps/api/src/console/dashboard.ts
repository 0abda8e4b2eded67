import {
  type ConsoleDashboard,
  type ConsolePermission,
  DASHBOARD_QUEUES,
  type DashboardQueue,
  type OperatorRole,
  permissionsOf,
} from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/*
 * The dashboard's counts (issue #26 §2), each one query on what exists today, and each shown only to the roles
 * that may work its queue. The queues are those of `ops pending` and `ops review-pending`.
 */
const QUEUES: Record<DashboardQueue, { permission: ConsolePermission; count: ReturnType<typeof sql> }> = {
  companies_to_review: {
    permission: 'companies',
    count: sql`SELECT count(*)::int AS n FROM companies
      WHERE NOT qualification_passed AND review_reason = '' AND submitted_at IS NOT NULL`,
  },
  certificates_to_review: {
    permission: 'certificates',
    count: sql`SELECT count(*)::int AS n FROM certificates WHERE status = 'pending'`,
  },
  transfers_to_confirm: {
    permission: 'transfers',
    count: sql`SELECT (SELECT count(*) FROM payments p JOIN orders o ON o.id = p.order_id
        WHERE p.method = 'transfer' AND p.status = 'pending' AND o.status = 'unpaid')::int
      + (SELECT count(*) FROM bill_repayments WHERE status = 'pending')::int AS n`,
  },
  orders_to_ship: {
    permission: 'shipping',
    count: sql`SELECT count(*)::int AS n FROM orders WHERE status = 'paid'`,
  },
  certificates_expiring: {
    permission: 'certificates',
    count: sql`SELECT count(*)::int AS n FROM certificates WHERE status = 'approved'
      AND valid_until BETWEEN (now() AT TIME ZONE 'Asia/Shanghai')::date
      AND (now() AT TIME ZONE 'Asia/Shanghai')::date + 30`,
  },
  // 发票管理's 待开票 queue (invoices/reads.ts consoleInvoiceList, queue issuing): blue and red-letter invoices.
  invoices_to_issue: {
    permission: 'invoices',
    count: sql`SELECT count(*)::int AS n FROM invoices WHERE status = 'issuing'`,
  },
  // After-sales (docs/after-sales.md): 客服 answers 待审核 and sends documents, 仓储 receives, 财务 refunds.
  after_sales_to_answer: {
    permission: 'after-sales',
    count: sql`SELECT count(*)::int AS n FROM after_sale_requests
      WHERE status = 'pending' OR (status = 'approved' AND type = 'documents')`,
  },
  returns_to_receive: {
    permission: 'returns',
    count: sql`SELECT count(*)::int AS n FROM after_sale_requests
      WHERE status = 'shipped_back' OR (status = 'received' AND type = 'exchange')`,
  },
  refunds_to_make: {
    permission: 'refunds',
    count: sql`SELECT count(*)::int AS n FROM after_sale_requests
      WHERE (status = 'received' AND type = 'return') OR (status = 'approved' AND type = 'refund')`,
  },
  // 在线客服 (docs/chat.md): conversations with buyer messages after the operators' read mark — the inbox's
  // unread rule (chat/inbox.ts); counted here because `chat` imports `console`, not the other way.
  chats_unread: {
    permission: 'chat',
    count: sql`SELECT count(*)::int AS n FROM chat_conversations c
      WHERE EXISTS (SELECT 1 FROM chat_messages m
        WHERE m.conversation_id = c.id AND m.id > c.operator_read_id AND m.sender = 'buyer')`,
  },
};

export async function dashboardFor(db: Db, roles: readonly OperatorRole[]): Promise<ConsoleDashboard> {
  const allowed = new Set(permissionsOf(roles));
  const queues = DASHBOARD_QUEUES.filter((queue) => allowed.has(QUEUES[queue].permission));
  const counts = await Promise.all(
    queues.map(async (queue) => {
      const { rows } = await db.execute<{ n: number }>(QUEUES[queue].count);
      return { queue, count: rows[0]?.n ?? 0 };
    }),
  );
  return { queues: counts };
}
