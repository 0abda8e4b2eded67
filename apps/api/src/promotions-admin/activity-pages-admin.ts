import {
  type ActivityPageBody,
  type ActivityPageStatusBody,
  type ConsoleActivityPageRow,
  scheduledStatus,
} from '@yaocai/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { activityPages } from '../db/schema/index';
import { fieldRefused, notFound } from '../lib/errors';
import { type Change, editScheduled, type ScheduledTable, setScheduledStatus } from './scheduled-rows';

/*
 * Activity pages and templates for operators (运营, permission `content`; docs/promotions.md "Activity pages"):
 * list, create, edit (banner, rules, goods floors, window), pause, resume, end. The console routes and `ops page`
 * call these inside `auditedAction`. The pages' reads are not cached, so a change shows on the next request.
 */

type PageRow = typeof activityPages.$inferSelect;

export function toActivityPageRow(row: PageRow, nowMs = Date.now()): ConsoleActivityPageRow {
  const window = { startsAt: row.startsAt.getTime(), endsAt: row.endsAt.getTime(), paused: row.paused };
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    banner: row.banner,
    rules: row.rules,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    status: scheduledStatus(window, nowMs),
    floors: row.floors.map((floor) => ({ title: floor.title, goods_ids: [...floor.goodsIds] })),
    sort: row.sort,
  };
}

const valuesOf = (body: ActivityPageBody) => ({
  url: body.url,
  title: body.title,
  banner: body.banner,
  rules: body.rules,
  startsAt: new Date(body.starts_at),
  endsAt: new Date(body.ends_at),
  floors: body.floors.map((floor) => ({ title: floor.title, goodsIds: floor.goods_ids })),
  sort: body.sort,
});

export async function listActivityPages(db: Executor): Promise<ConsoleActivityPageRow[]> {
  const rows = await db.select().from(activityPages).orderBy(asc(activityPages.sort), asc(activityPages.id));
  return rows.map((row) => toActivityPageRow(row));
}

const pages: ScheduledTable<PageRow, ConsoleActivityPageRow, ReturnType<typeof valuesOf>> = {
  async lock(tx, id) {
    const [row] = await tx.select().from(activityPages).where(eq(activityPages.id, id)).for('update');
    if (!row) throw notFound();
    return row;
  },
  async write(tx, id, values) {
    const [row] = await tx.update(activityPages).set(values).where(eq(activityPages.id, id)).returning();
    return row as PageRow;
  },
  toRow: toActivityPageRow,
};

/** A url names one page: another page holding it is a field error. */
async function assertUrlFree(tx: Executor, url: string, exceptId: number): Promise<void> {
  const [taken] = await tx
    .select({ id: activityPages.id })
    .from(activityPages)
    .where(and(eq(activityPages.url, url), ne(activityPages.id, exceptId)));
  if (taken) throw fieldRefused('url', '该地址已被其他活动使用');
}

export async function createActivityPage(
  tx: Executor,
  body: ActivityPageBody,
): Promise<ConsoleActivityPageRow> {
  await assertUrlFree(tx, body.url, 0);
  const [row] = await tx.insert(activityPages).values(valuesOf(body)).returning();
  return toActivityPageRow(row as PageRow);
}

/** Edits a page that has not ended (409 once ended). */
export function updateActivityPage(
  tx: Executor,
  id: number,
  body: ActivityPageBody,
): Promise<Change<ConsoleActivityPageRow>> {
  return editScheduled(pages, tx, id, valuesOf(body), () => assertUrlFree(tx, body.url, id));
}

export function setActivityPageStatus(
  tx: Executor,
  id: number,
  { action }: ActivityPageStatusBody,
  nowMs = Date.now(),
): Promise<Change<ConsoleActivityPageRow>> {
  return setScheduledStatus(pages, tx, id, action, nowMs);
}
