import {
  activityPageBody,
  SCHEDULED_STATUS_LABELS,
  type ScheduleAction,
  storeWideOfferBody,
} from '@yaocai/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import {
  createActivityPage,
  createStoreWide,
  listActivityPages,
  listStoreWide,
  setActivityPageStatus,
  setStoreWideStatus,
  updateActivityPage,
  updateStoreWide,
} from '../../promotions-admin';
import { OpsError } from './audit';

/*
 * `ops welfare …` (全场94折) and `ops page …` (activity pages and templates): list, create / edit (the console's
 * fields as JSON), pause, resume, end — the functions the console's routes call (promotions/*-admin.ts), each in
 * the command's audited transaction.
 */

export const WELFARE_USAGE =
  "welfare list | create --json '{\"title\":…}' | edit <id> --json '{…}' | pause <id> | resume <id> | end <id>\n" +
  '      全场94折：列表、新建与修改（字段同控制台，JSON：rate_percent、starts_at、ends_at、enterprise_types、exclude…）、暂停、恢复、结束';
export const PAGE_USAGE =
  "page list | create --json '{\"url\":…}' | edit <id> --json '{…}' | pause <id> | resume <id> | end <id>\n" +
  '      活动页与模板：列表、新建与修改（banner、rules、floors、starts_at、ends_at，JSON）、暂停、恢复、结束';

function parsed<T>(schema: z.ZodType<T>, json: string | undefined, usage: string): T {
  let raw: unknown;
  try {
    raw = JSON.parse(json ?? '');
  } catch {
    throw new OpsError(`请用 --json 给出字段（JSON）。用法：ops ${usage}`, 2);
  }
  const result = schema.safeParse(raw);
  if (!result.success)
    throw new OpsError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
      2,
    );
  return result.data;
}

function idOf(text: string | undefined, usage: string): number {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) throw new OpsError(`用法：ops ${usage}`, 2);
  return Number(text);
}

const ACTIONS: readonly string[] = ['pause', 'resume', 'end'];

export async function welfareCommand(
  tx: Executor,
  [action, idText]: string[],
  json?: string,
): Promise<string> {
  if (action === 'list') {
    const rows = await listStoreWide(tx);
    if (rows.length === 0) return '暂无全场折扣活动';
    return rows
      .map(
        (row) =>
          `#${row.id} ${row.title}  ${row.label}  ${SCHEDULED_STATUS_LABELS[row.status]}  ${row.starts_at} → ${row.ends_at}  对象：${row.enterprise_types.join('、') || '全部'}`,
      )
      .join('\n');
  }
  if (action === 'create') {
    const row = await createStoreWide(tx, parsed(storeWideOfferBody, json, WELFARE_USAGE));
    return `已创建全场折扣 #${row.id} ${row.title}（${row.label}）`;
  }
  const id = idOf(idText, WELFARE_USAGE);
  if (action === 'edit') {
    const { after } = await updateStoreWide(tx, id, parsed(storeWideOfferBody, json, WELFARE_USAGE));
    return `已修改全场折扣 #${id}（${after.label}，${SCHEDULED_STATUS_LABELS[after.status]}）`;
  }
  if (!action || !ACTIONS.includes(action)) throw new OpsError(`用法：ops ${WELFARE_USAGE}`, 2);
  const { before, after } = await setStoreWideStatus(tx, id, { action: action as ScheduleAction });
  return `全场折扣 #${id}：${SCHEDULED_STATUS_LABELS[before.status]} → ${SCHEDULED_STATUS_LABELS[after.status]}`;
}

export async function pageCommand(tx: Executor, [action, idText]: string[], json?: string): Promise<string> {
  if (action === 'list') {
    const rows = await listActivityPages(tx);
    if (rows.length === 0) return '暂无活动页';
    return rows
      .map(
        (row) =>
          `#${row.id} /activity/${row.url} ${row.title}  ${SCHEDULED_STATUS_LABELS[row.status]}  ${row.starts_at} → ${row.ends_at}`,
      )
      .join('\n');
  }
  if (action === 'create') {
    const row = await createActivityPage(tx, parsed(activityPageBody, json, PAGE_USAGE));
    return `已创建活动页 #${row.id} ${row.title}`;
  }
  const id = idOf(idText, PAGE_USAGE);
  if (action === 'edit') {
    const { after } = await updateActivityPage(tx, id, parsed(activityPageBody, json, PAGE_USAGE));
    return `已修改活动页 #${id}（${SCHEDULED_STATUS_LABELS[after.status]}）`;
  }
  if (!action || !ACTIONS.includes(action)) throw new OpsError(`用法：ops ${PAGE_USAGE}`, 2);
  const { before, after } = await setActivityPageStatus(tx, id, { action: action as ScheduleAction });
  return `活动页 #${id}：${SCHEDULED_STATUS_LABELS[before.status]} → ${SCHEDULED_STATUS_LABELS[after.status]}`;
}
