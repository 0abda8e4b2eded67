import { endedWindow, type ScheduleAction, type ScheduledStatus, scheduleRefusal } from '@yaocai/domain';
import type { Executor } from '../db/client';
import { conflict } from '../lib/errors';

/*
 * Editing and pausing / resuming / ending what operators schedule (the 全场94折, activity pages): the same rules
 * over each table — an ended one is history (409), a status change is allowed only where the domain rule
 * (`scheduleRefusal`) allows it, and ending moves the window into the past.
 */

/** The columns a scheduled row keeps its window in. */
interface Windowed {
  startsAt: Date;
  endsAt: Date;
  paused: boolean;
}

/** What a status change writes: an ended window, or paused on / off. */
export type WindowChange = { startsAt: Date; endsAt: Date } | { paused: boolean };

/** One table of scheduled rows: its locked read, its write, and the row operators see. */
export interface ScheduledTable<Stored extends Windowed, Row extends { status: ScheduledStatus }, Values> {
  lock(tx: Executor, id: number): Promise<Stored>;
  write(tx: Executor, id: number, values: Values | WindowChange, nowMs: number): Promise<Stored>;
  toRow(stored: Stored, nowMs?: number): Row;
}

export type Change<Row> = { before: Row; after: Row };

/** Edits one that has not ended (409 once ended); `check` runs before the write (a field refused). */
export async function editScheduled<Stored extends Windowed, Row extends { status: ScheduledStatus }, Values>(
  table: ScheduledTable<Stored, Row, Values>,
  tx: Executor,
  id: number,
  values: Values,
  check?: () => Promise<void>,
): Promise<Change<Row>> {
  const before = table.toRow(await table.lock(tx, id));
  if (before.status === 'ended') throw conflict('活动已结束，不能修改');
  await check?.();
  return { before, after: table.toRow(await table.write(tx, id, values, Date.now())) };
}

/** Pause (running or upcoming), resume (paused), or end now (anything not ended); otherwise 409. */
export async function setScheduledStatus<
  Stored extends Windowed,
  Row extends { status: ScheduledStatus },
  Values,
>(
  table: ScheduledTable<Stored, Row, Values>,
  tx: Executor,
  id: number,
  action: ScheduleAction,
  nowMs: number,
): Promise<Change<Row>> {
  const stored = await table.lock(tx, id);
  const before = table.toRow(stored, nowMs);
  const refusal = scheduleRefusal(before.status, action);
  if (refusal) throw conflict(refusal);
  const ended = endedWindow({ startsAt: stored.startsAt.getTime() }, nowMs);
  const change: WindowChange =
    action === 'end'
      ? { startsAt: new Date(ended.startsAt), endsAt: new Date(ended.endsAt) }
      : { paused: action === 'pause' };
  return { before, after: table.toRow(await table.write(tx, id, change, nowMs), nowMs) };
}
