import {
  AFTER_SALE_TYPE_TEXT,
  type AfterSaleCreateBody,
  afterSalePath,
  afterSaleRefusal,
  holdsQuantity,
  lineRefundFen,
  type OrderStatus,
} from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { conflict, fieldRefused, notFound } from '../lib/errors';
import type { CompanyBuyer } from '../lib/session-store';
import { notify } from '../messages';
import { readSettings } from '../site';
import { addEvent } from './events';

/*
 * POST /api/order/{id}/after_sale (docs/after-sales.md). One transaction: the order is the company's (else 404),
 * it may be asked about (shipped, or completed within the operators' window), every line is the order's (else
 * 404), not excluded and not over-asked, the photos are the company's uploads; then the request, its lines,
 * photos and first timeline step, the units claimed and a message. Anything refused rolls everything back.
 */

interface LineRow extends Record<string, unknown> {
  id: number;
  goods_id: number | null;
  line_type: number;
  number: number;
  payable_fen: string;
  is_gift: boolean;
  excluded: string | null;
}

export const CreateMessages = {
  duplicateLine: '同一商品请只填写一次',
  combination: '组合套餐请联系客服办理售后',
  giftAlone: '赠品须随购买的商品一起申请售后',
  tooMany: (left: number) =>
    left > 0 ? `超过可申请数量，最多还可申请${left}` : '该商品已无可申请售后的数量',
  excluded: (reason: string) => `该商品不支持售后：${reason}`,
  images: '图片不存在，请重新上传',
} as const;

export async function createAfterSale(
  db: Db,
  buyer: CompanyBuyer,
  orderId: number,
  body: AfterSaleCreateBody,
  nowMs = Date.now(),
): Promise<{ id: number }> {
  const ids = body.lines.map((line) => line.line_id);
  if (new Set(ids).size !== ids.length) throw fieldRefused('lines', CreateMessages.duplicateLine);
  return db.transaction(async (tx) => {
    const found = await tx.execute<{
      status: OrderStatus;
      completed_ms: string | null;
      order_sn: string;
    }>(sql`
      SELECT status, order_sn, floor(extract(epoch FROM completed_at) * 1000)::int8 AS completed_ms
      FROM orders WHERE id = ${orderId} AND company_id = ${buyer.companyId} FOR SHARE`);
    const order = found.rows[0];
    if (!order) throw notFound();
    const { after_sale_days } = await readSettings(tx, ['after_sale_days']);
    const refusal = afterSaleRefusal(
      {
        status: order.status,
        completedAtMs: order.completed_ms === null ? null : Number(order.completed_ms),
      },
      after_sale_days,
      nowMs,
    );
    if (refusal) throw conflict(refusal);

    const lineRows = await tx.execute<LineRow>(sql`
      SELECT l.id, l.goods_id, l.line_type, l.number, l.payable_fen, l.is_gift, x.reason AS excluded
      FROM order_lines l LEFT JOIN after_sale_exclusions x ON x.goods_id = l.goods_id
      WHERE l.order_id = ${orderId} AND l.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      ORDER BY l.id`);
    // A line of another order (of this company or another) is as absent as a missing one.
    if (lineRows.rows.length !== ids.length) throw notFound();
    const byId = new Map(lineRows.rows.map((row) => [row.id, row]));
    for (const line of lineRows.rows) {
      if (line.goods_id === null || line.line_type === 3)
        throw fieldRefused('lines', CreateMessages.combination);
      if (line.excluded !== null && body.type !== 'documents')
        throw fieldRefused('lines', CreateMessages.excluded(line.excluded));
    }
    if (lineRows.rows.every((line) => line.is_gift)) throw fieldRefused('lines', CreateMessages.giftAlone);
    for (const asked of body.lines) {
      const line = byId.get(asked.line_id) as LineRow;
      if (asked.number > line.number) throw fieldRefused('lines', CreateMessages.tooMany(line.number));
    }

    const images = [...new Set(body.image_ids)];
    if (images.length > 0) {
      const owned = await tx.execute<{ id: string }>(sql`
        SELECT up.id FROM uploads up JOIN users u ON u.id = up.user_id
        WHERE u.company_id = ${buyer.companyId} AND up.id IN (${sql.join(
          images.map((id) => sql`${id}`),
          sql`, `,
        )})`);
      if (owned.rows.length !== images.length) throw fieldRefused('image_ids', CreateMessages.images);
    }

    // Claim the units, lines in id order: `held + n <= delivered` in one statement, so racing requests for one
    // line queue on its row and the one that would overshoot gets nothing.
    const heldBefore = new Map<number, number>();
    for (const asked of [...body.lines].sort((a, b) => a.line_id - b.line_id)) {
      const line = byId.get(asked.line_id) as LineRow;
      if (!holdsQuantity(body.type)) {
        heldBefore.set(line.id, 0);
        continue;
      }
      const claimed = await tx.execute<{ held: number }>(sql`
        INSERT INTO after_sale_quantities AS q (order_line_id, delivered, held)
        VALUES (${line.id}, ${line.number}, ${asked.number})
        ON CONFLICT (order_line_id) DO UPDATE SET held = q.held + excluded.held
        WHERE q.held + excluded.held <= q.delivered
        RETURNING held`);
      const held = claimed.rows[0]?.held;
      if (held === undefined) {
        const left = await tx.execute<{ left: number }>(
          sql`SELECT delivered - held AS left FROM after_sale_quantities WHERE order_line_id = ${line.id}`,
        );
        throw fieldRefused('lines', CreateMessages.tooMany(left.rows[0]?.left ?? 0));
      }
      heldBefore.set(line.id, held - asked.number);
    }

    const inserted = await tx.execute<{ id: number }>(sql`
      INSERT INTO after_sale_requests (order_id, company_id, user_id, type, reason, description)
      VALUES (${orderId}, ${buyer.companyId}, ${buyer.userId}, ${body.type}, ${body.reason}, ${body.description})
      RETURNING id`);
    const id = inserted.rows[0]?.id as number;
    for (const asked of body.lines) {
      const line = byId.get(asked.line_id) as LineRow;
      // The estimate shown until the refund fixes it (refund.ts recomputes from the units refunded by then).
      const estimate = holdsQuantity(body.type)
        ? lineRefundFen(
            { payableFen: Number(line.payable_fen), number: line.number },
            heldBefore.get(line.id) ?? 0,
            asked.number,
          )
        : 0;
      await tx.execute(sql`
        INSERT INTO after_sale_lines (request_id, order_line_id, number, refund_fen)
        VALUES (${id}, ${line.id}, ${asked.number}, ${estimate})`);
    }
    for (const [sort, uploadId] of images.entries())
      await tx.execute(
        sql`INSERT INTO after_sale_images (request_id, upload_id, sort) VALUES (${id}, ${uploadId}, ${sort})`,
      );
    await addEvent(tx, id, 'pending', `提交${AFTER_SALE_TYPE_TEXT[body.type]}申请`, `buyer:${buyer.userId}`);
    await notify(tx, {
      userId: buyer.userId,
      kind: 'order',
      title: '售后申请已提交',
      body: `订单 ${order.order_sn} 的${AFTER_SALE_TYPE_TEXT[body.type]}申请已提交，请等待客服审核。`,
      link: afterSalePath(body.type, id),
    });
    return { id };
  });
}
