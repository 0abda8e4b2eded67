import type { HotWordBody, NavBody } from '@yaocai/domain';
import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { hotWords, navItems } from '../db/schema/index';
import { fieldRefused, isUniqueViolation, notFound } from '../lib/errors';

/*
 * 导航与热词 (console, 运营): the header's nav items (name, link, order, new-window flag) and the operator's hot
 * words (pinned ones lead the search box's list; docs/content.md). The buyer reads them from /api/focus (nav,
 * cached 30 s, cleared by these writes) and /api/site, /api/goods/hot (hot words, read fresh).
 */

type NavRow = typeof navItems.$inferSelect;
const navWire = (row: NavRow) => ({
  id: row.id,
  parent_id: row.parentId,
  name: row.name,
  url: row.url,
  sort: row.sort,
  is_open: row.isOpen === 1 ? (1 as const) : (0 as const),
});

export async function navList(db: Executor) {
  const rows = await db.select().from(navItems).orderBy(asc(navItems.sort), asc(navItems.id));
  return { list: rows.map(navWire) };
}

const navValues = (body: NavBody) => ({
  name: body.name,
  url: body.url,
  sort: body.sort,
  isOpen: body.is_open,
});

/** A top-level item; its code (the seed's key) is made from its id, so re-seeding never touches it. */
export async function createNav(tx: Executor, body: NavBody) {
  const [row] = await tx
    .insert(navItems)
    .values({
      ...navValues(body),
      code: `op-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    })
    .returning();
  if (!row) throw new Error('导航未保存');
  return navWire(row);
}

async function lockedNav(tx: Executor, id: number) {
  const [row] = await tx.select().from(navItems).where(eq(navItems.id, id)).for('update');
  if (!row) throw notFound();
  return navWire(row);
}

export async function updateNav(tx: Executor, id: number, body: NavBody) {
  const before = await lockedNav(tx, id);
  const [row] = await tx.update(navItems).set(navValues(body)).where(eq(navItems.id, id)).returning();
  if (!row) throw notFound();
  return { before, after: navWire(row) };
}

/** Removes an item and the items under it. */
export async function deleteNav(tx: Executor, id: number) {
  const before = await lockedNav(tx, id);
  await tx.delete(navItems).where(eq(navItems.parentId, id));
  await tx.delete(navItems).where(eq(navItems.id, id));
  return before;
}

type WordRow = typeof hotWords.$inferSelect;
const wordWire = (row: WordRow) => ({
  id: row.id,
  word: row.word,
  pinned: row.pinned === 1 ? (1 as const) : (0 as const),
  sort: row.sort,
});

export async function hotWordRows(db: Executor) {
  const rows = await db
    .select()
    .from(hotWords)
    .orderBy(desc(hotWords.pinned), asc(hotWords.sort), asc(hotWords.id));
  return { list: rows.map(wordWire) };
}

const wordValues = (body: HotWordBody) => ({ word: body.word, pinned: body.pinned, sort: body.sort });

async function unique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldRefused('word', '该热词已存在');
    throw error;
  }
}

export async function createHotWord(tx: Executor, body: HotWordBody) {
  const [row] = await unique(() => tx.insert(hotWords).values(wordValues(body)).returning());
  if (!row) throw new Error('热词未保存');
  return wordWire(row);
}

async function lockedWord(tx: Executor, id: number) {
  const [row] = await tx.select().from(hotWords).where(eq(hotWords.id, id)).for('update');
  if (!row) throw notFound();
  return wordWire(row);
}

export async function updateHotWord(tx: Executor, id: number, body: HotWordBody) {
  const before = await lockedWord(tx, id);
  const [row] = await unique(() =>
    tx.update(hotWords).set(wordValues(body)).where(eq(hotWords.id, id)).returning(),
  );
  if (!row) throw notFound();
  return { before, after: wordWire(row) };
}

export async function deleteHotWord(tx: Executor, id: number) {
  const before = await lockedWord(tx, id);
  await tx.delete(hotWords).where(eq(hotWords.id, id));
  return before;
}
