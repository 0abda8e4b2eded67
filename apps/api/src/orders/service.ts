import type { OrderListQuery } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notFound } from '../lib/errors';
import type { CompanyBuyer } from '../lib/session-store';
import { orderDetail } from './detail-reads';
import { exportFileName, orderExportCsv } from './export-csv';
import { listOrders } from './reads';
import { cancelOrder } from './transitions';

/*
 * The order centre's calls that need a transaction of their own (the routes hold none): the list and the export
 * read at REPEATABLE READ so their parts agree, a cancellation checks ownership and cancels in one.
 */

const readOnly = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/** GET /api/order; a login without a company (null) has none, like its address list. */
export function listCompanyOrders(db: Db, companyId: number | null, query: OrderListQuery) {
  return db.transaction((tx) => listOrders(tx, companyId, query), readOnly);
}

/** GET /api/order/{id}/export: the medical-insurance record of one of the company's orders. */
export function exportOrder(db: Db, { companyId }: CompanyBuyer, orderId: number) {
  return db.transaction(async (tx) => {
    const detail = await orderDetail(tx, companyId, orderId);
    if (!detail) throw notFound();
    return {
      sn: detail.order_sn,
      name: exportFileName(detail.order_sn),
      body: await orderExportCsv(tx, detail),
    };
  }, readOnly);
}

/** POST /api/order/{id}/cancel: the answer's message says where a refund went. */
export async function cancelOwnOrder(db: Db, buyer: CompanyBuyer, orderId: number, reason: string) {
  const { refund } = await db.transaction(async (tx) => {
    const own = await tx.execute(
      sql`SELECT 1 FROM orders WHERE id = ${orderId} AND company_id = ${buyer.companyId}`,
    );
    if (own.rows.length === 0) throw notFound();
    return cancelOrder(tx, orderId, { actor: `buyer:${buyer.userId}`, reason });
  });
  return refund ? `订单已取消，${refund.note}` : '订单已取消';
}
