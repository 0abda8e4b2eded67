import { beijingDateTime, drawShipBody } from '@yaocai/domain';
import type { Executor } from '../../db/client';
import { pendingDrawGifts, shipDrawGift } from '../../draw';
import { ApiError } from '../../lib/errors';
import { OpsError } from './audit';

/*
 * `ops draw-pending` and `ops draw-fulfil`: the draw's physical prizes waiting to be sent, and marking one sent.
 * The work is the draw capability's (draw/fulfilment.ts), shared with the console's 抽奖管理; this file reads the
 * command line and words the answers.
 */

/** The gifts to send, oldest first, with where to send them (the company's default address). */
export async function drawPending(tx: Executor): Promise<string> {
  const { list } = await pendingDrawGifts(tx);
  const lines = list.map(
    (r) =>
      `  #${r.id}  ${r.prize}  ${r.buyer}（${r.phone}）  ${r.company ?? '无企业'}  中奖于 ${beijingDateTime(Date.parse(r.won_at))}\n` +
      `        寄往：${r.address ?? '无默认收货地址，请联系买家'}`,
  );
  return [`待寄出的抽奖奖品（${lines.length}）`, ...(lines.length ? lines : ['  没有待寄出的奖品'])].join(
    '\n',
  );
}

export interface FulfilInput {
  recordId: string | undefined;
  carrier: string;
  tracking: string;
}

/** Marks a pending gift shipped and tells the buyer. */
export async function fulfilDrawGift(tx: Executor, input: FulfilInput): Promise<string> {
  const usage = '用法：ops draw-fulfil <抽奖记录号> --carrier 承运商 --tracking 运单号';
  if (!input.recordId || !/^[1-9]\d{0,9}$/.test(input.recordId)) throw new OpsError(usage, 2);
  if (!input.carrier.trim() || !input.tracking.trim())
    throw new OpsError(`请填写承运商和运单号\n${usage}`, 2);
  const body = drawShipBody.safeParse({ carrier: input.carrier, tracking_no: input.tracking });
  if (!body.success) throw new OpsError(`${body.error.issues[0]?.message ?? '参数有误'}\n${usage}`, 2);
  const id = Number(input.recordId);
  try {
    const { prize } = await shipDrawGift(tx, id, body.data);
    return `已寄出抽奖奖品 #${id}（${prize}）：${body.data.carrier} ${body.data.tracking_no}，已通知买家`;
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404) throw new OpsError(`抽奖记录 #${id} 不存在`);
    throw error;
  }
}
