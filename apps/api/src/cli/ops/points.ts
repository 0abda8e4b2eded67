import { pointsGrantBody, pointsRulesBody, pointsShipBody } from '@yaocai/domain';
import { beijingDateTime, POINTS_ORDER_STATUS_TEXT } from '@yaocai/domain/print';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { consolePointsOrders, grantPoints, readRules, shipPointsOrder, writeRules } from '../../points';
import { OpsError } from './audit';

/*
 * `ops points-grant`, `points-rules`, `points-pending`, `points-ship` (issue #22 §5, docs/points.md): the console's
 * points functions from the command line, with the same contracts checking the input.
 */

/** The contract's verdict, or the first refusal as a usage error. */
function parsed<T extends z.ZodType>(schema: T, input: unknown, usage: string): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new OpsError(`${result.error.issues[0]?.message ?? '参数有误'}\n${usage}`, 2);
  return result.data;
}

export const POINTS_GRANT_USAGE = 'points-grant <手机号> <积分> --reason 原因 [--deduct]';
export async function grantFromCommandLine(
  tx: Executor,
  input: { phone?: string; points?: string; deduct: boolean; reason: string; actor: string },
): Promise<string> {
  const body = parsed(
    pointsGrantBody,
    {
      phone: input.phone,
      points: input.deduct && input.points !== undefined ? `-${input.points}` : input.points,
      reason: input.reason,
    },
    POINTS_GRANT_USAGE,
  );
  const { balance } = await grantPoints(tx, body, input.actor);
  return `${body.phone} 积分 ${body.points > 0 ? '+' : ''}${body.points}（${body.reason}），现有 ${balance}`;
}

export const POINTS_RULES_USAGE = 'points-rules [--fen-per-point 分] [--expiry-years 年]';
export async function pointsRules(
  tx: Executor,
  input: { fenPerPoint?: string; expiryYears?: string },
): Promise<string> {
  const current = await readRules(tx);
  if (input.fenPerPoint !== undefined || input.expiryYears !== undefined) {
    const next = parsed(
      pointsRulesBody,
      {
        fen_per_point: input.fenPerPoint ?? current.fenPerPoint,
        expiry_years: input.expiryYears ?? current.expiryYears,
      },
      POINTS_RULES_USAGE,
    );
    await writeRules(tx, { fenPerPoint: next.fen_per_point, expiryYears: next.expiry_years });
    return `积分规则已改为：每实付 ${next.fen_per_point} 分得 1 积分，积分在获得次年起 ${next.expiry_years} 年末到期`;
  }
  return `积分规则：每实付 ${current.fenPerPoint} 分得 1 积分，积分在获得次年起 ${current.expiryYears} 年末到期`;
}

export async function pointsPending(tx: Executor): Promise<string> {
  const { list, total } = await consolePointsOrders(tx, { status: 'paid', page: 1 });
  const lines = list.map(
    (order) =>
      `  #${order.id}  ${order.order_sn}  ${order.name} ×${order.number}  ${order.buyer.company}（${order.buyer.phone}）  ${beijingDateTime(order.created_at)}  ${POINTS_ORDER_STATUS_TEXT[order.status]}\n` +
      `        寄往：${order.address ? `${order.address.consignee} ${order.address.phone} ${order.address.province}${order.address.city}${order.address.district}${order.address.detail}` : '—'}`,
  );
  return [`待发货的积分订单（${total}）`, ...(lines.length ? lines : ['  没有待发货的积分订单'])].join('\n');
}

export const POINTS_SHIP_USAGE = 'points-ship <积分订单 id> --carrier 承运商 --tracking 运单号';
export async function pointsShip(
  tx: Executor,
  input: { id?: string; carrier: string; tracking: string },
): Promise<string> {
  if (!input.id || !/^[1-9]\d{0,9}$/.test(input.id)) throw new OpsError(POINTS_SHIP_USAGE, 2);
  const body = parsed(
    pointsShipBody,
    { carrier: input.carrier, tracking_no: input.tracking },
    POINTS_SHIP_USAGE,
  );
  await shipPointsOrder(tx, Number(input.id), body);
  return `积分订单 #${input.id} 已发货：${body.carrier} ${body.tracking_no}`;
}
