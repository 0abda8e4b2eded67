import {
  AFTER_SALE_TYPE_TEXT,
  type AfterSaleCreateBody,
  afterSalePath,
  afterSaleRefusal,
  holdsQuantity,
  lineRefundFen,
  type OrderStatus,
  takesGiftsBack,
} from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { conflict, fieldRefused, notFound } from '../lib/errors';
import type { CompanyBuyer } from '../lib/session-store';
import { notify } from '../messages';
import { readSettings } from '../site';
import { addEvent } from './events';
import {
  type Claim,
  ClaimMessages,
  claimGiftNoLongerEarned,
  claimUnits,
  isSetLine,
  isSetPart,
  linkedGifts,
  type OrderLineRow,
  orderLineColumns,
  setPartClaims,
} from './followers';

/*
 * POST /api/order/{id}/after_sale (docs/after-sales.md). One transaction: the order is the company's (else 404),
 * it may be asked about (shipped, or completed within the operators' window), every line is the order's (else
 * 404), not excluded and not over-asked, the photos are the company's uploads; then the request, its lines —
 * those named and those that follow them (a set's parts, gifts no longer earned: followers.ts) —, photos and
 * first timeline step, the units claimed and a message. Anything refused rolls everything back.
 */

export const CreateMessages = {
  duplicateLine: '同一商品请只填写一次',
  setPart: '组合套餐请按套申请售后：选择套餐并填写套数',
  giftFollows: '赠品会随购买的商品自动计算退回，无需单独选择',
  giftAlone: '赠品须随购买的商品一起申请售后',
  tooMany: ClaimMessages.tooMany,
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

    const lineRows = await tx.execute<OrderLineRow>(sql`
      SELECT ${orderLineColumns}
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
      if (isSetPart(line)) throw fieldRefused('lines', CreateMessages.setPart);
      if (line.gift_of_line_id !== null && takesGiftsBack(body.type))
        throw fieldRefused('lines', CreateMessages.giftFollows);
      if (line.excluded !== null && body.type !== 'documents')
        throw fieldRefused('lines', CreateMessages.excluded(line.excluded));
    }
    if (lineRows.rows.every((line) => line.is_gift)) throw fieldRefused('lines', CreateMessages.giftAlone);
    for (const asked of body.lines) {
      const line = byId.get(asked.line_id) as OrderLineRow;
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

    const named: Claim[] = body.lines.map((asked) => ({
      line: byId.get(asked.line_id) as OrderLineRow,
      number: asked.number,
      follows: null,
    }));
    // 补寄资料 holds no units: its lines are only named.
    const claims = holdsQuantity(body.type)
      ? await claimAll(tx, orderId, body.type, named)
      : named.map((claim) => ({ ...claim, heldBefore: 0 }));
    const inserted = await tx.execute<{ id: number }>(sql`
      INSERT INTO after_sale_requests (order_id, company_id, user_id, type, reason, description)
      VALUES (${orderId}, ${buyer.companyId}, ${buyer.userId}, ${body.type}, ${body.reason}, ${body.description})
      RETURNING id`);
    const id = inserted.rows[0]?.id as number;
    for (const claim of claims) {
      const { line } = claim;
      // The estimate shown until the refund fixes it (refund.ts recomputes from the units refunded by then);
      // parts and gifts carry no money (payable 0), a set line carries its sets'.
      const estimate = holdsQuantity(body.type)
        ? lineRefundFen(
            { payableFen: Number(line.payable_fen), number: line.number },
            claim.heldBefore,
            claim.number,
          )
        : 0;
      await tx.execute(sql`
        INSERT INTO after_sale_lines (request_id, order_line_id, number, refund_fen, follows_line_id)
        VALUES (${id}, ${line.id}, ${claim.number}, ${estimate}, ${claim.follows})`);
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

/**
 * Claims the named lines and what follows them, every row in ascending id (a set before its parts, a trigger before
 * its gift): a set's parts in proportion, and on a 退货退款 / 仅退款 the gift units the kept trigger no longer earns.
 * Answers each claim with the units held before it (the refund estimate's `before`).
 */
async function claimAll(
  tx: Executor,
  orderId: number,
  type: AfterSaleCreateBody['type'],
  named: Claim[],
): Promise<(Claim & { heldBefore: number })[]> {
  const parts = await setPartClaims(
    tx,
    orderId,
    named.filter((claim) => isSetLine(claim.line)),
  );
  const excludedPart = parts.find((part) => part.line.excluded !== null);
  if (excludedPart)
    throw fieldRefused('lines', CreateMessages.excluded(excludedPart.line.excluded as string));
  const gifts = takesGiftsBack(type)
    ? await linkedGifts(
        tx,
        named.filter((claim) => !claim.line.is_gift && !isSetLine(claim.line)).map((claim) => claim.line),
      )
    : [];
  const steps = [
    ...[...named, ...parts].map((claim) => ({ id: claim.line.id, claim, gift: null })),
    ...gifts.map((gift) => ({ id: gift.id, claim: null, gift })),
  ].sort((a, b) => a.id - b.id);
  const claimed: (Claim & { heldBefore: number })[] = [];
  for (const step of steps) {
    if (step.claim) {
      claimed.push({ ...step.claim, heldBefore: await claimUnits(tx, step.claim.line, step.claim.number) });
      continue;
    }
    const gift = step.gift as OrderLineRow;
    const owed = await claimGiftNoLongerEarned(tx, gift);
    if (owed > 0) claimed.push({ line: gift, number: owed, follows: gift.gift_of_line_id, heldBefore: 0 });
  }
  return claimed;
}
