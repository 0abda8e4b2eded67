import { type ShipBatch, shipBatch } from '@yaocai/domain';
import type { Executor } from '../../db/client';
import { shipOrder } from '../../orders';
import { OpsError } from './audit';

/*
 * `ops ship`: a paid order leaves the warehouse. The rules are the orders capability's `shipOrder` (the console's
 * 订单发货 calls the same); a batch's own rules are the domain's `shipBatch`. This file reads the command line's
 * words into their arguments.
 */

/** Parses `<line_id>:<batch>:<production>:<expiry>:<qty>[:<code>,<code>…]`. */
export function parseBatch(text: string): ShipBatch {
  const parts = text.split(':');
  const [lineId, batchNo, production, expiry, number, codes] = parts;
  const usage = `--line ${text}：格式应为 <行号>:<批号>:<生产日期>:<有效期至>:<数量>[:<追溯码>,<追溯码>…]`;
  if (parts.length < 5 || parts.length > 6) throw new OpsError(usage, 2);
  if (!/^\d+$/.test(lineId ?? '')) throw new OpsError(`${usage}（行号应为数字）`, 2);
  const parsed = shipBatch.safeParse({
    line_id: lineId,
    batch_no: batchNo,
    production_date: production,
    expiry_date: expiry,
    number,
    trace_codes: codes ? codes.split(',').map((code) => code.trim()) : [],
  });
  if (!parsed.success) throw new OpsError(`--line ${text}：${parsed.error.issues[0]?.message}`, 2);
  return parsed.data;
}

export interface ShipCommand {
  orderSn: string;
  carrier: string;
  tracking: string;
  batches: ShipBatch[];
  actor: string;
}

export async function shipFromCommandLine(tx: Executor, input: ShipCommand): Promise<string> {
  if (!input.carrier.trim()) throw new OpsError('请填写承运商：--carrier 顺丰速运', 2);
  if (!input.tracking.trim()) throw new OpsError('请填写运单号：--tracking SF1234567890', 2);
  if (input.batches.length === 0) throw new OpsError('请至少填写一个批次：--line <行号>:<批号>:…', 2);
  const outcome = await shipOrder(tx, {
    order: { orderSn: input.orderSn },
    carrier: input.carrier,
    trackingNo: input.tracking,
    batches: input.batches,
    actor: input.actor,
  });
  return outcome.result;
}
