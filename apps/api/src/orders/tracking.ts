import { ApiStatus } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { ApiError, fieldRefused } from '../lib/errors';

/*
 * A parcel's tracking timeline (issue #21 §2, docs/logistics.md). No carrier-tracking provider is reachable
 * here, so the operators' entries (console and `ops track`) are the source. A provider, once there is one with
 * credentials, implements `TrackingProvider` and its events go through `recordProviderEvents` into the same
 * table; none is configured, and nothing stands in for one.
 */

/** One event as a carrier reports it. */
export interface TrackingEvent {
  /** Epoch ms. */
  at: number;
  description: string;
  location: string;
}

/** A carrier-tracking service (快递100, a carrier's own API…): the events of one waybill, oldest first. */
export interface TrackingProvider {
  /** Stored as the entries' `source`. */
  readonly name: string;
  track(carrier: string, trackingNo: string, signal?: AbortSignal): Promise<TrackingEvent[]>;
}

/** The parcel by its order (id or number) and its id or its seq within the order. */
export interface ParcelRef {
  order: { id: number } | { orderSn: string };
  parcel: { id: number } | { seq: number };
}

interface ParcelRow extends Record<string, unknown> {
  id: number;
  seq: number;
  order_sn: string;
  carrier: string;
  tracking_no: string;
  shipped_at: string;
}

/** The parcel, locked for the caller's transaction; 404 when the order has no such parcel. */
async function lockParcel(tx: Executor, ref: ParcelRef): Promise<ParcelRow> {
  const order = 'id' in ref.order ? sql`o.id = ${ref.order.id}` : sql`o.order_sn = ${ref.order.orderSn}`;
  const parcel = 'id' in ref.parcel ? sql`p.id = ${ref.parcel.id}` : sql`p.seq = ${ref.parcel.seq}`;
  const found = await tx.execute<ParcelRow>(sql`
    SELECT p.id, p.seq, o.order_sn, p.carrier, p.tracking_no, p.shipped_at::text
    FROM order_parcels p JOIN orders o ON o.id = p.order_id
    WHERE ${order} AND ${parcel} FOR UPDATE OF p`);
  const row = found.rows[0];
  if (!row) throw new ApiError(404, ApiStatus.notFound, '订单没有这个包裹');
  return row;
}

export interface TrackingEntryInput extends ParcelRef {
  /** Epoch ms. */
  at: number;
  description: string;
  location: string;
  /** `operator:<username>`. */
  actor: string;
}

/** Clock skew an entry's time may be ahead of the server's. */
const FUTURE_SLACK_MS = 10 * 60_000;

/** An operator's entry on a parcel's timeline: not in the future, not before the parcel left. */
export async function addTrackingEntry(tx: Executor, input: TrackingEntryInput, nowMs = Date.now()) {
  const description = input.description.trim();
  const location = input.location.trim();
  if (!description) throw fieldRefused('description', '请填写物流状态');
  if (input.at > nowMs + FUTURE_SLACK_MS) throw fieldRefused('at', '时间不能晚于现在');
  const parcel = await lockParcel(tx, input);
  // Minutes: an operator types the carrier's minute, the parcel left within it.
  if (input.at < Math.floor(Date.parse(parcel.shipped_at) / 60_000) * 60_000)
    throw fieldRefused('at', '时间不能早于包裹发出的时间');
  const inserted = await tx.execute<{ id: number }>(sql`
    INSERT INTO parcel_tracking (parcel_id, at, description, location, source, actor)
    VALUES (${parcel.id}, ${new Date(input.at).toISOString()}, ${description}, ${location}, 'operator', ${input.actor})
    ON CONFLICT DO NOTHING RETURNING id`);
  const name = `订单 ${parcel.order_sn} 包裹 ${parcel.seq}（${parcel.carrier} ${parcel.tracking_no}）`;
  const entry = { at: new Date(input.at).toISOString(), description, location };
  if (inserted.rows.length === 0) return { result: `${name} 已有这条物流记录`, before: entry, after: entry };
  return {
    result: `已记录物流：${name} ${description}`,
    before: null,
    after: { parcel_id: parcel.id, ...entry },
  };
}

/** A provider's events for one parcel, stored once each (an event read again is skipped); returns how many were new. */
export async function recordProviderEvents(
  tx: Executor,
  provider: TrackingProvider,
  parcelId: number,
  events: readonly TrackingEvent[],
): Promise<number> {
  let added = 0;
  for (const event of events) {
    const inserted = await tx.execute(sql`
      INSERT INTO parcel_tracking (parcel_id, at, description, location, source, actor)
      VALUES (${parcelId}, ${new Date(event.at).toISOString()}, ${event.description.trim()},
        ${event.location.trim()}, ${provider.name}, ${`provider:${provider.name}`})
      ON CONFLICT DO NOTHING`);
    added += inserted.rowCount ?? 0;
  }
  return added;
}
