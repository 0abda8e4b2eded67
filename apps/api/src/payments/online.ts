import { randomBytes } from 'node:crypto';
import {
  ApiStatus,
  combinedSplit,
  ONLINE_PAY_MINUTES,
  type OnlinePayMethod,
  type OnlinePayment,
  onlinePayRefusal,
  type PayOnlineBody,
  rechargeRefusal,
  yuanToFen,
} from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client';
import { ApiError, conflict, fieldRefused, notFound } from '../lib/errors';
import type { CompanyBuyer } from '../lib/session-store';
import { post } from '../wallet';
import { applyPaid } from './online-apply';
import { logNotice, onlineRow, onlineWire, orderHasEphedrine, releaseBalancePart } from './online-rows';
import type { PaymentProvider } from './providers/types';
import { insertPayment, lockPayableOrder, type PaymentRow } from './service';

/*
 * Paying online (issue #24; docs/payments.md): POST /api/pay/online makes an attempt (the order's payments row
 * and an online_payments row) in one transaction, asks the provider for the QR code or page outside any
 * transaction, then stores it. Nothing here marks anything paid: only a verified notification or a query does
 * (online-apply.ts).
 */

/** Our number at the provider: YCP, the time in base 36 and 10 random hex digits (≤ 32 characters for 微信支付). */
const outTradeNo = () =>
  `YCP${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;

/** The company's balance now (0 without a wallet). */
async function balanceOf(tx: Executor, companyId: number): Promise<number> {
  const result = await tx.execute<{ balance_fen: string }>(
    sql`SELECT balance_fen FROM wallets WHERE company_id = ${companyId}`,
  );
  return Number(result.rows[0]?.balance_fen ?? 0);
}

/** The provider of a method, or 422 when it is not configured (the method is absent). */
export function providerOf(app: FastifyInstance, method: OnlinePayMethod): PaymentProvider {
  const provider = app.payProviders.map[method];
  if (!provider) throw fieldRefused('method', '该支付方式未开通');
  return provider;
}

const unavailable = (method: OnlinePayMethod) =>
  new ApiError(
    503,
    ApiStatus.serverError,
    `${method === 'alipay' ? '支付宝' : '微信支付'}暂时无法下单，请稍后重试或选择其他支付方式`,
  );

export async function startOnlinePayment(
  app: FastifyInstance,
  payer: CompanyBuyer,
  body: PayOnlineBody,
): Promise<OnlinePayment> {
  const provider = providerOf(app, body.method);
  const actor = `buyer:${payer.userId}`;
  const attempt = await app.db.transaction(async (tx) => {
    if (body.order_id !== undefined) {
      const order = await lockPayableOrder(tx, payer.companyId, body.order_id);
      const refusal = onlinePayRefusal(await orderHasEphedrine(tx, order.id));
      if (refusal) throw conflict(refusal);
      // The same method's attempt that still has time left is shown again rather than a second QR code.
      const combined = body.use_balance === 1;
      const open = await onlineRow(
        tx,
        sql`op.order_id = ${order.id} AND op.method = ${body.method}
        AND op.status = 'pending' AND op.expires_at > now() + interval '1 minute' AND (op.qr_code <> '' OR op.pay_url <> '')
        AND (op.balance_fen > 0) = ${combined} AND NOT op.balance_released
        ORDER BY op.id DESC LIMIT 1`,
      );
      if (open) return { row: open, fresh: false };
      const split = combined ? combinedSplit(await balanceOf(tx, payer.companyId), order.totalFen) : null;
      if (typeof split === 'string') throw conflict(split);
      const fromBalance = split?.balanceFen ?? 0;
      const payment = (await insertPayment(tx, payer, order, body.method)) as PaymentRow;
      const inserted = await tx.execute<{ id: number }>(sql`
        INSERT INTO online_payments (company_id, method, purpose, order_id, payment_id, out_trade_no, amount_fen,
          balance_fen, actor, expires_at)
        SELECT ${payer.companyId}, ${body.method}, 'order', ${order.id}, ${payment.id}, ${outTradeNo()},
          ${order.totalFen - fromBalance}, ${fromBalance}, ${actor},
          least(o.pay_deadline, now() + make_interval(mins => ${ONLINE_PAY_MINUTES}))
        FROM orders o WHERE o.id = ${order.id}
        RETURNING id`);
      // The balance part is taken now (held): the order's payment, given back if the online part never comes.
      if (fromBalance > 0)
        await post(
          tx,
          { account: 'balance', kind: 'payment' },
          {
            companyId: payer.companyId,
            amountFen: -fromBalance,
            orderId: order.id,
            paymentId: payment.id,
            remark: '组合支付：余额部分（其余在线支付）',
            actor,
          },
        );
      return { row: await onlineRow(tx, sql`op.id = ${inserted.rows[0]?.id}`), fresh: true };
    }
    const amountFen = yuanToFen(body.recharge_amount as string);
    const refusal = rechargeRefusal(amountFen);
    if (refusal) throw fieldRefused('recharge_amount', refusal);
    const inserted = await tx.execute<{ id: number }>(sql`
      INSERT INTO online_payments (company_id, method, purpose, out_trade_no, amount_fen, actor, expires_at)
      VALUES (${payer.companyId}, ${body.method}, 'recharge', ${outTradeNo()}, ${amountFen}, ${actor},
        now() + make_interval(mins => ${ONLINE_PAY_MINUTES}))
      RETURNING id`);
    return { row: await onlineRow(tx, sql`op.id = ${inserted.rows[0]?.id}`), fresh: true };
  });
  const row = attempt.row;
  if (!row) throw new Error('online payment row missing after insert');
  if (!attempt.fresh) return onlineWire(row);

  const orderSn = row.orderId
    ? (await app.db.execute<{ order_sn: string }>(sql`SELECT order_sn FROM orders WHERE id = ${row.orderId}`))
        .rows[0]?.order_sn
    : null;
  const origin = app.payProviders.siteOrigin;
  try {
    const created = await provider.createTrade({
      outTradeNo: row.outTradeNo,
      amountFen: row.amountFen,
      subject: orderSn ? `药采订单 ${orderSn}` : '药采账户充值',
      expiresAt: row.expiresAt,
      returnUrl: row.orderId ? `${origin}/cart/step4?order_id=${row.orderId}` : `${origin}/wdqb/yegl`,
    });
    await app.db.execute(sql`
      UPDATE online_payments SET qr_code = ${created.qrCode}, pay_url = ${created.payUrl} WHERE id = ${row.id}`);
    return onlineWire({ ...row, qrCode: created.qrCode, payUrl: created.payUrl });
  } catch (error) {
    app.log.error(
      { err: error, outTradeNo: row.outTradeNo },
      'online payment could not be created at the provider',
    );
    await app.db.transaction(async (tx) => {
      if (row.orderId) await tx.execute(sql`SELECT 1 FROM orders WHERE id = ${row.orderId} FOR UPDATE`);
      await tx.execute(
        sql`UPDATE online_payments SET status = 'closed' WHERE id = ${row.id} AND status = 'pending'`,
      );
      if (row.paymentId)
        await tx.execute(
          sql`UPDATE payments SET status = 'cancelled' WHERE id = ${row.paymentId} AND status = 'pending'`,
        );
      await releaseBalancePart(tx, row.id);
      await logNotice(tx, row.method, 'create_failed', row.outTradeNo, (error as Error).message);
    });
    throw unavailable(row.method);
  }
}

/** When each pending payment was last asked about (per instance): a polling page asks the provider at most every 3 s. */
const lastQueried = new Map<number, number>();
const QUERY_EVERY_MS = 3000;

/**
 * GET /api/pay/online/{id}: the company's online payment (another's → 404). While it is pending the provider is
 * asked (an active query is as good as a notification: same checks, same apply), so a lost notification does not
 * leave the buyer waiting.
 */
export async function onlinePaymentState(
  app: FastifyInstance,
  payer: CompanyBuyer,
  id: number,
): Promise<OnlinePayment> {
  const where = sql`op.id = ${id} AND op.company_id = ${payer.companyId}`;
  const row = await onlineRow(app.db, where);
  if (!row) throw notFound();
  const provider = app.payProviders.map[row.method];
  const now = Date.now();
  if (row.status === 'pending' && provider && now - (lastQueried.get(row.id) ?? 0) >= QUERY_EVERY_MS) {
    lastQueried.set(row.id, now);
    if (lastQueried.size > 10_000) lastQueried.clear();
    await queryAndApply(app, provider, row.outTradeNo).catch((error) =>
      app.log.warn({ err: error, outTradeNo: row.outTradeNo }, 'online payment query failed'),
    );
    return onlineWire((await onlineRow(app.db, where)) ?? row);
  }
  return onlineWire(row);
}

/** Asks the provider about one trade and applies it when paid; returns the provider's state. */
export async function queryAndApply(app: FastifyInstance, provider: PaymentProvider, reference: string) {
  const state = await provider.queryTrade(reference);
  if (state?.state === 'paid' && state.outTradeNo === reference)
    await applyPaid(
      app,
      provider.method,
      { outTradeNo: reference, providerTradeNo: state.providerTradeNo, amountFen: state.amountFen },
      'query',
    );
  return state;
}
