import {
  type ConsoleStoreWideRow,
  type StoreWideOfferBody,
  type StoreWideStatusBody,
  scheduledStatus,
  storeWideLabel,
} from '@yaocai/domain';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { storeWideOffers } from '../db/schema/index';
import { notFound } from '../lib/errors';
import type { StoreWideRow } from '../promotions';
import { type Change, editScheduled, type ScheduledTable, setScheduledStatus } from './scheduled-rows';

/*
 * 全场94折 for operators (运营, permission `promotions`): list, create, edit, pause, resume, end. The console routes
 * and `ops welfare` call these inside `auditedAction`, so each change commits with its audit row. Nothing caches
 * the offer (the cart and `/welfare` read the table), so a change shows on the next request.
 */

export function toStoreWideRow(row: StoreWideRow, nowMs = Date.now()): ConsoleStoreWideRow {
  return {
    id: row.id,
    title: row.title,
    rate_percent: row.ratePercent,
    label: storeWideLabel(row.ratePercent),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    status: scheduledStatus(
      { startsAt: row.startsAt.getTime(), endsAt: row.endsAt.getTime(), paused: row.paused },
      nowMs,
    ),
    banner: row.banner,
    rules: row.rules,
    enterprise_types: row.enterpriseTypes,
    regions: row.regions,
    exclude: {
      controlled: row.exclude.controlled,
      promotions: row.exclude.promotions,
      discounted: row.exclude.discounted,
      goods_ids: [...row.exclude.goodsIds],
      category_ids: [...row.exclude.categoryIds],
    },
  };
}

function valuesOf(body: StoreWideOfferBody) {
  return {
    title: body.title,
    ratePercent: body.rate_percent,
    startsAt: new Date(body.starts_at),
    endsAt: new Date(body.ends_at),
    banner: body.banner,
    rules: body.rules,
    enterpriseTypes: body.enterprise_types,
    regions: body.regions,
    exclude: {
      controlled: body.exclude.controlled,
      promotions: body.exclude.promotions,
      discounted: body.exclude.discounted,
      goodsIds: body.exclude.goods_ids,
      categoryIds: body.exclude.category_ids,
    },
    updatedAt: new Date(),
  };
}

export async function listStoreWide(db: Executor): Promise<ConsoleStoreWideRow[]> {
  const rows = await db.select().from(storeWideOffers).orderBy(desc(storeWideOffers.id));
  return rows.map((row) => toStoreWideRow(row));
}

const offers: ScheduledTable<StoreWideRow, ConsoleStoreWideRow, ReturnType<typeof valuesOf>> = {
  async lock(tx, id) {
    const [row] = await tx.select().from(storeWideOffers).where(eq(storeWideOffers.id, id)).for('update');
    if (!row) throw notFound();
    return row;
  },
  async write(tx, id, values, nowMs) {
    const [row] = await tx
      .update(storeWideOffers)
      .set({ ...values, updatedAt: new Date(nowMs) })
      .where(eq(storeWideOffers.id, id))
      .returning();
    return row as StoreWideRow;
  },
  toRow: toStoreWideRow,
};

export async function createStoreWide(tx: Executor, body: StoreWideOfferBody): Promise<ConsoleStoreWideRow> {
  const [row] = await tx.insert(storeWideOffers).values(valuesOf(body)).returning();
  return toStoreWideRow(row as StoreWideRow);
}

/** Edits an offer that has not ended (an ended one is history: 409). */
export function updateStoreWide(
  tx: Executor,
  id: number,
  body: StoreWideOfferBody,
): Promise<Change<ConsoleStoreWideRow>> {
  return editScheduled(offers, tx, id, valuesOf(body));
}

/** Pause (running or upcoming), resume (paused), or end now (anything not ended); otherwise 409. */
export function setStoreWideStatus(
  tx: Executor,
  id: number,
  { action }: StoreWideStatusBody,
  nowMs = Date.now(),
): Promise<Change<ConsoleStoreWideRow>> {
  return setScheduledStatus(offers, tx, id, action, nowMs);
}
