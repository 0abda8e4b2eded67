import { beijingMinuteToMs, type ShipBatch, type ShipParcel, shipBatch } from '@yaocai/domain';
import type { Executor } from '../../db/client';
import { addTrackingEntry, shipOrder } from '../../orders';
import { OpsError } from './audit';
import { warehouseFromCode } from './warehouse';

/*
 * `ops ship` and `ops track`: a paid order leaves the warehouse in one or more parcels, and a parcel's tracking
 * timeline gets an entry. The rules are the orders capability's `shipOrder` and `addTrackingEntry` (the console
 * calls the same); a batch's own rules are the domain's `shipBatch`. This file reads the command line's words.
 */

const LINE_USAGE = '[<包裹序号>@]<行号>:<批号>:<生产日期>:<有效期至>:<数量>[:<追溯码>,<追溯码>…]';

/** Parses `[<parcel>@]<line_id>:<batch>:<production>:<expiry>:<qty>[:<code>,<code>…]`; parcel 1 by default. */
export function parseBatch(text: string): ShipBatch & { parcel: number } {
  const at = /^(\d+)@/.exec(text);
  const parcel = at ? Number(at[1]) : 1;
  const parts = text.slice(at ? at[0].length : 0).split(':');
  const [lineId, batchNo, production, expiry, number, codes] = parts;
  const usage = `--line ${text}：格式应为 ${LINE_USAGE}`;
  if (parts.length < 5 || parts.length > 6) throw new OpsError(usage, 2);
  if (!/^\d+$/.test(lineId ?? '')) throw new OpsError(`${usage}（行号应为数字）`, 2);
  if (parcel < 1) throw new OpsError(`${usage}（包裹序号从 1 开始）`, 2);
  const parsed = shipBatch.safeParse({
    line_id: lineId,
    batch_no: batchNo,
    production_date: production,
    expiry_date: expiry,
    number,
    trace_codes: codes ? codes.split(',').map((code) => code.trim()) : [],
  });
  if (!parsed.success) throw new OpsError(`--line ${text}：${parsed.error.issues[0]?.message}`, 2);
  return { ...parsed.data, parcel };
}

export interface ShipCommand {
  orderSn: string;
  carrier: string;
  tracking: string;
  /**
   * The code of the warehouse parcel 1 leaves from, and every parcel that names none; '' for the default one
   * (batches taken as typed).
   */
  warehouse: string;
  /** Parcels 2, 3, …: `<承运商>:<运单号>[@<仓库编码>]` each; `@` names the parcel's own warehouse. */
  more: string[];
  batches: (ShipBatch & { parcel: number })[];
  actor: string;
}

export async function shipFromCommandLine(tx: Executor, input: ShipCommand): Promise<string> {
  if (!input.carrier.trim()) throw new OpsError('请填写承运商：--carrier 顺丰速运', 2);
  if (!input.tracking.trim()) throw new OpsError('请填写运单号：--tracking SF1234567890', 2);
  if (input.batches.length === 0) throw new OpsError('请至少填写一个批次：--line <行号>:<批号>:…', 2);
  const warehouseId = await warehouseFromCode(tx, input.warehouse);
  const parcels: ShipParcel[] = [
    { carrier: input.carrier, tracking_no: input.tracking, batches: [], warehouse_id: warehouseId },
  ];
  for (const text of input.more) {
    const at = text.lastIndexOf('@');
    const [carrier, trackingNo, extra] = (at < 0 ? text : text.slice(0, at)).split(':');
    const code = at < 0 ? null : text.slice(at + 1).trim();
    if (!carrier?.trim() || !trackingNo?.trim() || extra !== undefined || code === '')
      throw new OpsError(`--parcel ${text}：格式应为 <承运商>:<运单号>[@<仓库编码>]`, 2);
    const own = code === null ? warehouseId : await warehouseFromCode(tx, code);
    parcels.push({ carrier, tracking_no: trackingNo, batches: [], warehouse_id: own });
  }
  for (const { parcel, ...batch } of input.batches) {
    const target = parcels[parcel - 1];
    if (!target)
      throw new OpsError(`第 ${parcel} 个包裹不存在：共 ${parcels.length} 个（--parcel 增加包裹）`, 2);
    target.batches.push(batch);
  }
  const outcome = await shipOrder(tx, { order: { orderSn: input.orderSn }, parcels, actor: input.actor });
  return outcome.result;
}

export const TRACK_USAGE =
  'track <订单号> --parcel <包裹序号> --at "YYYY-MM-DD HH:mm" --text 物流状态 [--location 地点]\n' +
  '      记录包裹的物流轨迹（北京时间，从承运商处抄录；没有可接入的物流查询服务）';

export interface TrackCommand {
  orderSn: string;
  parcel: string;
  at: string;
  text: string;
  location: string;
  actor: string;
}

export async function trackFromCommandLine(tx: Executor, input: TrackCommand): Promise<string> {
  if (!/^\d+$/.test(input.parcel) || Number(input.parcel) < 1)
    throw new OpsError(`请填写包裹序号：--parcel 1\n用法：ops ${TRACK_USAGE}`, 2);
  const at = beijingMinuteToMs(input.at);
  if (Number.isNaN(at)) throw new OpsError(`--at ${input.at}：时间格式应为 YYYY-MM-DD HH:mm（北京时间）`, 2);
  if (!input.text.trim()) throw new OpsError('请填写物流状态：--text 已揽收', 2);
  const outcome = await addTrackingEntry(tx, {
    order: { orderSn: input.orderSn },
    parcel: { seq: Number(input.parcel) },
    at,
    description: input.text,
    location: input.location,
    actor: input.actor,
  });
  return outcome.result;
}
