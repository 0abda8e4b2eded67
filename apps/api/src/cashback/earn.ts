import {
  type CashbackCampaignTerms,
  type CashbackLine,
  cashbackTakeBack,
  cashbackTier,
  chooseCashback,
  DAY_MS,
  formatFen,
} from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { CashbackTierRow } from '../db/schema/index';
import { postVoucher } from './ledger';

/*
 * Cash-back and orders (docs/cashback.md): an order joins the running campaign that gives it the most when it is
 * created; its voucher is issued when it completes (the same hook as points, orders calls this through the face;
 * cashback never imports orders); a refund that brings it below its tier takes the difference back.
 */

interface CampaignRow extends Record<string, unknown> {
  id: number;
  audience: 'all' | 'new_buyer';
  scope: CashbackCampaignTerms['scope'];
  scope_ids: number[];
  exclude_goods_ids: number[];
  tiers: CashbackTierRow[];
  validity_days: number;
  starts_at: Date;
  ends_at: Date;
  status: CashbackCampaignTerms['status'];
}

/**
 * Records the campaign `orderId` joins, if any: among the campaigns running at `nowMs` for this buyer, the one
 * whose tier the order's in-scope lines reach with the largest voucher (domain's chooseCashback).
 */
export async function joinCashback(
  tx: Executor,
  order: {
    orderId: number;
    companyId: number;
    newBuyer: boolean;
    nowMs: number;
    lines: readonly CashbackLine[];
  },
): Promise<void> {
  const now = new Date(order.nowMs).toISOString();
  const running = await tx.execute<CampaignRow>(sql`
    SELECT id, audience, scope, scope_ids, exclude_goods_ids, tiers, validity_days, starts_at, ends_at, status
    FROM cashback_campaigns WHERE status = 'active' AND starts_at <= ${now} AND ends_at > ${now} ORDER BY id`);
  if (running.rows.length === 0) return;
  const campaigns: CashbackCampaignTerms[] = running.rows.map((row) => ({
    id: row.id,
    audience: row.audience,
    status: row.status,
    scope: row.scope,
    scopeIds: row.scope_ids,
    excludeGoodsIds: row.exclude_goods_ids,
    tiers: row.tiers,
    startsAt: new Date(row.starts_at).getTime(),
    endsAt: new Date(row.ends_at).getTime(),
  }));
  const choice = chooseCashback(campaigns, order.lines, order.nowMs, order.newBuyer);
  if (!choice) return;
  const row = running.rows.find((candidate) => candidate.id === choice.campaign.id) as CampaignRow;
  await tx.execute(sql`
    INSERT INTO order_cashback (order_id, campaign_id, company_id, tiers, validity_days, line_ids)
    VALUES (${order.orderId}, ${row.id}, ${order.companyId}, ${JSON.stringify(row.tiers)}::jsonb,
      ${row.validity_days}, ${sql.raw(`'{${choice.lineIds.map(Number).join(',')}}'::int[]`)})`);
}

interface JoinedRow extends Record<string, unknown> {
  order_id: number;
  company_id: number;
  campaign_id: number;
  tiers: CashbackTierRow[];
  validity_days: number;
  voucher_id: number | null;
  qualifying_fen: string;
  order_sn: string;
}

/** The joined order (locked) with what its in-scope lines paid in money less what after-sales refunded of them. */
async function joined(tx: Executor, orderId: number, pendingRequestId: number | null) {
  const result = await tx.execute<JoinedRow>(sql`
    SELECT c.order_id, c.company_id, c.campaign_id, c.tiers, c.validity_days, c.voucher_id, o.order_sn,
      (coalesce((SELECT sum(l.payable_fen) FROM order_lines l WHERE l.id = ANY(c.line_ids)), 0)
       - coalesce((SELECT sum(a.refund_fen) FROM after_sale_lines a
           WHERE a.order_line_id = ANY(c.line_ids)
             AND (a.request_id = ${pendingRequestId}
                  OR EXISTS (SELECT 1 FROM after_sale_refunds f WHERE f.request_id = a.request_id))), 0))::text
        AS qualifying_fen
    FROM order_cashback c JOIN orders o ON o.id = c.order_id
    WHERE c.order_id = ${orderId} FOR UPDATE OF c`);
  return result.rows[0];
}

/** Issues the vouchers completed orders earned; an order earns once (its order_cashback row names the voucher). */
export async function issueCashbackForOrders(tx: Executor, orderIds: readonly number[]): Promise<void> {
  for (const orderId of orderIds) {
    const row = await joined(tx, orderId, null);
    if (!row || row.voucher_id !== null) continue;
    const tier = cashbackTier(row.tiers, Number(row.qualifying_fen));
    if (!tier) continue;
    const nowMs = Date.now();
    const created = await tx.execute<{ id: number }>(sql`
      INSERT INTO cash_vouchers (company_id, campaign_id, order_id, title, amount_fen, remaining_fen, starts_at, ends_at)
      VALUES (${row.company_id}, ${row.campaign_id}, ${orderId}, ${`满返现金券 ${formatFen(tier.voucherFen)}`},
        ${tier.voucherFen}, 0, ${new Date(nowMs).toISOString()},
        ${new Date(nowMs + row.validity_days * DAY_MS).toISOString()})
      RETURNING id`);
    const voucherId = created.rows[0]?.id as number;
    await postVoucher(tx, { voucherId, kind: 'issue', amountFen: tier.voucherFen, orderId, actor: 'system' });
    await tx.execute(sql`UPDATE order_cashback SET voucher_id = ${voucherId} WHERE order_id = ${orderId}`);
  }
}

export interface CashbackTakeBackOutcome {
  /** Taken from what was left on the voucher. */
  fromVoucherFen: number;
  /** Spent value deducted from the money this refund pays out. */
  deductedFen: number;
  /** What even the refund could not cover, recorded on the order's cash-back. */
  owedFen: number;
  note: string;
}

/**
 * After-sales calls this inside a refund's transaction, before it pays out `refundFen` (the request's line
 * amounts are already written): when the order's in-scope money less every refund (this one included) no longer
 * reaches the tier it was issued, the value above the tier still reached comes back — from the voucher, then from
 * this refund, else owed (domain's cashbackTakeBack). A voucher left with nothing is 已收回.
 */
export async function takeBackCashbackForRefund(
  tx: Executor,
  input: { orderId: number; requestId: number; refundFen: number; actor: string },
): Promise<CashbackTakeBackOutcome> {
  const none = { fromVoucherFen: 0, deductedFen: 0, owedFen: 0, note: '' };
  const row = await joined(tx, input.orderId, input.requestId);
  if (!row || row.voucher_id === null) return none;
  const voucher = await tx.execute<{
    amount_fen: string;
    remaining_fen: string;
    revoked_at: Date | null;
  }>(sql`
    SELECT amount_fen, remaining_fen, revoked_at FROM cash_vouchers WHERE id = ${row.voucher_id} FOR UPDATE`);
  const held = voucher.rows[0];
  if (!held || held.revoked_at !== null) return none;
  const taken = await tx.execute<{ fen: string }>(sql`
    SELECT (coalesce((SELECT -sum(amount_fen) FROM cash_voucher_entries
       WHERE voucher_id = ${row.voucher_id} AND kind = 'take_back'), 0)
     + (SELECT deducted_fen + owed_fen FROM order_cashback WHERE order_id = ${input.orderId}))::text AS fen`);
  const kept = cashbackTier(row.tiers, Number(row.qualifying_fen))?.voucherFen ?? 0;
  // What is still held of the cash-back: the face amount less everything already taken back.
  const stillFen = Number(held.amount_fen) - Number(taken.rows[0]?.fen ?? 0);
  const due = cashbackTakeBack(stillFen, kept, Number(held.remaining_fen), input.refundFen);
  if (due.dueFen === 0) return none;
  if (due.fromVoucherFen > 0)
    await postVoucher(tx, {
      voucherId: row.voucher_id,
      kind: 'take_back',
      amountFen: -due.fromVoucherFen,
      orderId: input.orderId,
      afterSaleRequestId: input.requestId,
      actor: input.actor,
    });
  if (kept === 0 || (due.fromVoucherFen > 0 && Number(held.remaining_fen) === due.fromVoucherFen))
    await tx.execute(sql`
      UPDATE cash_vouchers SET revoked_at = now() WHERE id = ${row.voucher_id} AND remaining_fen = 0`);
  if (due.fromRefundFen > 0 || due.owedFen > 0)
    await tx.execute(sql`
      UPDATE order_cashback SET deducted_fen = deducted_fen + ${due.fromRefundFen}, owed_fen = owed_fen + ${due.owedFen}
      WHERE order_id = ${input.orderId}`);
  const parts = [
    due.fromVoucherFen > 0 ? `收回满返现金券 ${formatFen(due.fromVoucherFen)}` : '',
    due.fromRefundFen > 0 ? `已用满返现金券 ${formatFen(due.fromRefundFen)} 从退款中扣回` : '',
    due.owedFen > 0 ? `另欠满返 ${formatFen(due.owedFen)}` : '',
  ].filter(Boolean);
  return {
    fromVoucherFen: due.fromVoucherFen,
    deductedFen: due.fromRefundFen,
    owedFen: due.owedFen,
    note: parts.join('，'),
  };
}
