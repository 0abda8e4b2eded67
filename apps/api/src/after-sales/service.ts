import { type AfterSaleListQuery, beijingDateTime } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { fieldRefused } from '../lib/errors';
import type { CompanyBuyer } from '../lib/session-store';
import { chooseWarehouse } from '../warehouses';
import { listRequests } from './reads';
import { type Restocked, restockInWarehouse } from './restock';
import { type MovedRequest, moveRequest, moveStock } from './transitions';

/*
 * The decisions on a request, one function each, called by the buyer's routes, the console and `ops` alike
 * (docs/after-sales.md). Each joins the caller's transaction: the console wraps it in `auditedAction`.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Approval {
  /** Required for 退货退款 and 换货. */
  returnAddress: string;
  deadlineDays: number;
}

/** 已同意: a return or exchange names where the goods go and by when. */
export async function approveAfterSale(
  tx: Executor,
  id: number,
  approval: Approval,
  actor: string,
  nowMs = Date.now(),
): Promise<MovedRequest> {
  const type = await tx.execute<{ type: string }>(sql`SELECT type FROM after_sale_requests WHERE id = ${id}`);
  const goodsBack = type.rows[0]?.type === 'return' || type.rows[0]?.type === 'exchange';
  if (goodsBack && approval.returnAddress === '') throw fieldRefused('return_address', '请填写退货地址');
  const deadline = new Date(nowMs + approval.deadlineDays * DAY_MS);
  const note = goodsBack
    ? `请于 ${beijingDateTime(deadline.getTime())} 前寄回：${approval.returnAddress}`
    : '客服已同意';
  return moveRequest(tx, id, {
    action: 'approve',
    actor,
    note,
    set: goodsBack
      ? sql`return_address = ${approval.returnAddress}, return_deadline = ${deadline.toISOString()}`
      : undefined,
  });
}

export function rejectAfterSale(tx: Executor, id: number, reason: string, actor: string) {
  return moveRequest(tx, id, { action: 'reject', actor, note: reason, set: sql`reject_reason = ${reason}` });
}

/** 已撤销 by the buyer, before the goods are on their way back. */
export function cancelAfterSale(tx: Executor, id: number, companyId: number, actor: string) {
  return moveRequest(tx, id, { action: 'cancel', actor, note: '买家撤销申请', companyId });
}

/** 买家已寄回: carrier and tracking number. */
export function shipBackAfterSale(
  tx: Executor,
  id: number,
  companyId: number,
  parcel: { carrier: string; trackingNo: string },
  actor: string,
) {
  return moveRequest(tx, id, {
    action: 'ship_back',
    actor,
    note: `${parcel.carrier} ${parcel.trackingNo}`,
    companyId,
    set: sql`carrier = ${parcel.carrier}, tracking_no = ${parcel.trackingNo}`,
  });
}

/**
 * 已收货 by the warehouse; only goods marked saleable go back: to goods.stock, and to the batch records of the
 * receiving warehouse (`warehouseId`, else the default one; unknown or deactivated → 422). Unsaleable units move
 * nothing, whatever warehouse is named.
 */
export async function receiveAfterSale(
  tx: Executor,
  id: number,
  saleable: boolean,
  actor: string,
  warehouseId?: number,
): Promise<MovedRequest & { restocked: Restocked | null }> {
  const warehouse = saleable ? await chooseWarehouse(tx, warehouseId) : null;
  const moved = await moveRequest(tx, id, {
    action: 'receive',
    actor,
    note: warehouse ? `仓库已收货，验收合格，已重新入库（${warehouse.name}）` : '仓库已收货，不再销售',
    set: sql`saleable = ${saleable}`,
  });
  if (!warehouse) return { ...moved, restocked: null };
  await moveStock(tx, id, 1);
  const batches = await restockInWarehouse(tx, id, warehouse);
  return { ...moved, restocked: { warehouse: warehouse.name, batches } };
}

/** 已换货: the replacement leaves stock; the units become returnable again (delivered anew). */
export async function exchangeAfterSale(tx: Executor, id: number, note: string, actor: string) {
  const moved = await moveRequest(tx, id, { action: 'exchange', actor, note: note || '换货商品已发出' });
  await moveStock(tx, id, -1);
  return moved;
}

/** 已补寄: the documents were sent again (the note says which and how). */
export function sendDocumentsAfterSale(tx: Executor, id: number, note: string, actor: string) {
  return moveRequest(tx, id, { action: 'send_documents', actor, note: note || '资料已补寄' });
}

/* ---------- The buyer's calls (the routes hold no transaction) ---------- */

const readOnly = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/** GET /api/after_sale: the company's requests, newest first. */
export async function listCompanyRequests(db: Db, companyId: number, query: AfterSaleListQuery) {
  const { list, total } = await db.transaction(
    (tx) => listRequests(tx, { companyId, status: query.status, page: query.page, perPage: query.per_page }),
    readOnly,
  );
  return { list, total, page: query.page, per_page: query.per_page };
}

export function shipBackOwnRequest(
  db: Db,
  buyer: CompanyBuyer,
  id: number,
  parcel: { carrier: string; trackingNo: string },
) {
  return db.transaction((tx) => shipBackAfterSale(tx, id, buyer.companyId, parcel, `buyer:${buyer.userId}`));
}

export function cancelOwnRequest(db: Db, buyer: CompanyBuyer, id: number) {
  return db.transaction((tx) => cancelAfterSale(tx, id, buyer.companyId, `buyer:${buyer.userId}`));
}
