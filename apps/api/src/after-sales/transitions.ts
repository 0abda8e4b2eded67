import {
  AFTER_SALE_ACTION_TEXT,
  AFTER_SALE_RELEASING_STATUSES,
  AFTER_SALE_STATUS_TEXT,
  AFTER_SALE_TRANSITIONS,
  AFTER_SALE_TYPES,
  type AfterSaleAction,
  type AfterSaleStatus,
  type AfterSaleType,
  afterSalePath,
  fromStatusFor,
  holdsQuantity,
} from '@yaocai/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { conflict, notFound } from '../lib/errors';
import { notify } from '../messages';
import { addEvent } from './events';

/*
 * A request's state changes (docs/after-sales.md). Each is one conditional UPDATE built from the domain's
 * transition table (`… WHERE status IN (<the states this action leaves, for the request's type>)`): of two racing
 * callers exactly one gets the row, so what follows — units released, stock moved, the refund — happens once.
 * Every change is a timeline step and a station message to the buyer who asked.
 */

export interface MovedRequest {
  id: number;
  orderId: number;
  companyId: number;
  userId: number;
  type: AfterSaleType;
  status: AfterSaleStatus;
  orderSn: string;
}

export interface MoveInput {
  action: AfterSaleAction;
  actor: string;
  /** The timeline note (and the message's last sentence). */
  note: string;
  /** Columns to set with the state, e.g. the return address. */
  set?: SQL;
  /** A buyer's call: another company's request is 404. */
  companyId?: number;
}

/** `(type = 'return' AND status IN (…)) OR …` for the action, from the domain's table. */
function leavable(action: AfterSaleAction): SQL {
  const cases = AFTER_SALE_TYPES.flatMap((type) => {
    const from = fromStatusFor(action, type);
    if (from.length === 0) return [];
    return [
      sql`(r.type = ${type} AND r.status IN (${sql.join(
        from.map((status) => sql`${status}`),
        sql`, `,
      )}))`,
    ];
  });
  return sql.join(cases, sql` OR `);
}

export async function moveRequest(tx: Executor, id: number, input: MoveInput): Promise<MovedRequest> {
  const to = AFTER_SALE_TRANSITIONS[input.action].to;
  const scope = input.companyId === undefined ? sql`` : sql`AND r.company_id = ${input.companyId}`;
  const moved = await tx.execute<{
    id: number;
    order_id: number;
    company_id: number;
    user_id: number;
    type: AfterSaleType;
    status: AfterSaleStatus;
    order_sn: string;
  }>(sql`
    UPDATE after_sale_requests r SET status = ${to}, updated_at = now() ${input.set ? sql`, ${input.set}` : sql``}
    FROM orders o
    WHERE r.id = ${id} ${scope} AND o.id = r.order_id AND (${leavable(input.action)})
    RETURNING r.id, r.order_id, r.company_id, r.user_id, r.type, r.status, o.order_sn`);
  const row = moved.rows[0];
  if (!row) {
    const current = await tx.execute<{ status: AfterSaleStatus }>(
      sql`SELECT r.status FROM after_sale_requests r WHERE r.id = ${id} ${scope}`,
    );
    const status = current.rows[0]?.status;
    if (!status) throw notFound();
    throw conflict(`售后申请${AFTER_SALE_STATUS_TEXT[status]}，不能${AFTER_SALE_ACTION_TEXT[input.action]}`);
  }
  const request: MovedRequest = {
    id: row.id,
    orderId: row.order_id,
    companyId: row.company_id,
    userId: row.user_id,
    type: row.type,
    status: row.status,
    orderSn: row.order_sn,
  };
  if (AFTER_SALE_RELEASING_STATUSES.includes(to) && holdsQuantity(request.type)) await releaseUnits(tx, id);
  await addEvent(tx, id, to, input.note, input.actor);
  await notify(tx, {
    userId: request.userId,
    kind: 'order',
    title: `售后申请${AFTER_SALE_STATUS_TEXT[to]}`,
    body: `订单 ${request.orderSn} 的售后申请${AFTER_SALE_STATUS_TEXT[to]}${input.note ? `：${input.note}` : '。'}`,
    link: afterSalePath(request.type, id),
  });
  return request;
}

/** The units a request held become returnable again (rejected, withdrawn, or exchanged and delivered anew). */
async function releaseUnits(tx: Executor, requestId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE after_sale_quantities q SET held = q.held - l.number
    FROM (SELECT order_line_id, number FROM after_sale_lines WHERE request_id = ${requestId}) l
    WHERE q.order_line_id = l.order_line_id`);
}

/**
 * Moves stock of the request's goods by `sign` × units (+1: returned goods put back on sale; −1: a replacement
 * sent), goods in id order like an order's creation. Taking stock is conditional: short → 409, nothing moves.
 */
export async function moveStock(tx: Executor, requestId: number, sign: 1 | -1): Promise<void> {
  const units = await tx.execute<{ goods_id: number; n: number; name: string }>(sql`
    SELECT ol.goods_id, sum(l.number)::int AS n, min(ol.name) AS name
    FROM after_sale_lines l JOIN order_lines ol ON ol.id = l.order_line_id
    WHERE l.request_id = ${requestId} AND ol.goods_id IS NOT NULL
    GROUP BY ol.goods_id ORDER BY ol.goods_id`);
  for (const { goods_id, n, name } of units.rows) {
    const changed = await tx.execute(sql`
      UPDATE goods SET stock = stock + ${sign * n}
      WHERE id = ${goods_id} AND stock + ${sign * n} >= 0 RETURNING id`);
    if (changed.rows.length === 0) throw conflict(`${name}库存不足，无法换货发出`);
  }
}
