import type { AdvertBody, AdvertState, ConsoleAdvert, ConsoleAdverts } from '@yaocai/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { adPositions, adverts } from '../db/schema/index';
import { fieldRefused, isUniqueViolation, notFound } from '../lib/errors';
import { pictureStored } from '../pictures';

/*
 * 广告管理 (console, 运营): adverts and banners of every position, each with its picture (from the picture store),
 * link (checked by the contract: site path or http(s)), order and window. The buyer's reads show an advert only
 * inside its window (focus-service.ts `showingNow`).
 */

type Row = typeof adverts.$inferSelect;

const stateOf = (row: Row, now: Date): AdvertState =>
  row.startsAt && row.startsAt > now ? 'scheduled' : row.endsAt && row.endsAt <= now ? 'ended' : 'live';

const toConsole = (row: Row, positionName: string, now = new Date()): ConsoleAdvert => ({
  id: row.id,
  position_id: row.positionId,
  position_name: positionName,
  title: row.title,
  image: row.image,
  url: row.url,
  sort: row.sort,
  starts_at: row.startsAt?.toISOString() ?? null,
  ends_at: row.endsAt?.toISOString() ?? null,
  state: stateOf(row, now),
});

/** Every position, and the adverts (of one position, or all) in display order. */
export async function consoleAdverts(db: Executor, positionId?: number): Promise<ConsoleAdverts> {
  const positions = await db.select().from(adPositions).orderBy(asc(adPositions.id));
  const names = new Map(positions.map((p) => [p.id, p.name]));
  const rows = await db
    .select()
    .from(adverts)
    .where(positionId === undefined ? undefined : eq(adverts.positionId, positionId))
    .orderBy(asc(adverts.positionId), asc(adverts.sort), asc(adverts.id));
  const now = new Date();
  return {
    positions: positions.map(({ id, code, name }) => ({ id, code, name })),
    list: rows.map((row) => toConsole(row, names.get(row.positionId) ?? '', now)),
  };
}

async function checked(tx: Executor, body: AdvertBody) {
  const [position] = await tx.select().from(adPositions).where(eq(adPositions.id, body.position_id));
  if (!position) throw fieldRefused('position_id', '广告位不存在');
  if (!(await pictureStored(tx, body.image))) throw fieldRefused('image', '请上传图片');
  return {
    position,
    values: {
      positionId: body.position_id,
      title: body.title,
      image: body.image,
      url: body.url,
      sort: body.sort,
      startsAt: body.starts_at === null ? null : new Date(body.starts_at),
      endsAt: body.ends_at === null ? null : new Date(body.ends_at),
    },
  };
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldRefused('title', '该广告位已有同名广告');
    throw error;
  }
}

export async function createAdvert(tx: Executor, body: AdvertBody): Promise<ConsoleAdvert> {
  const { position, values } = await checked(tx, body);
  const [row] = await guarded(() => tx.insert(adverts).values(values).returning());
  if (!row) throw new Error('广告未保存');
  return toConsole(row, position.name);
}

async function advertById(tx: Executor, id: number) {
  const [row] = await tx.select().from(adverts).where(eq(adverts.id, id)).for('update');
  if (!row) throw notFound();
  const [position] = await tx.select().from(adPositions).where(eq(adPositions.id, row.positionId));
  return toConsole(row, position?.name ?? '');
}

export async function updateAdvert(tx: Executor, id: number, body: AdvertBody) {
  const before = await advertById(tx, id);
  const { position, values } = await checked(tx, body);
  const [row] = await guarded(() => tx.update(adverts).set(values).where(eq(adverts.id, id)).returning());
  if (!row) throw notFound();
  return { before, after: toConsole(row, position.name) };
}

export async function deleteAdvert(tx: Executor, id: number): Promise<ConsoleAdvert> {
  const before = await advertById(tx, id);
  await tx.delete(adverts).where(eq(adverts.id, id));
  return before;
}
