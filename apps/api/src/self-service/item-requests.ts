import {
  type ConsoleItemRequestPage,
  type ConsoleItemRequestQuery,
  fenToYuan,
  ITEM_REQUEST_STATUS_LABELS,
  type ItemRequest,
  type ItemRequestAnswerBody,
  type ItemRequestBody,
  type ItemRequestPage,
  type PageQuery,
  unixSeconds,
  yuanToFen,
} from '@yaocai/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ActionOutcome } from '../console';
import type { Db, Executor } from '../db/client';
import { companies, goods, itemRequests, users } from '../db/schema/index';
import { conflict, fieldRefused, notFound } from '../lib/errors';
import { notify } from '../messages';

/*
 * 品种求购 (issue #23 §1): a company asks for a goods not listed; 客服 answers it in the console — listed (with
 * the goods to buy) or unavailable (with the reason) — and the buyer who asked gets a station message in the same
 * transaction. A request is answered once: the answer is a conditional UPDATE … WHERE status = 'pending'.
 */

type Row = typeof itemRequests.$inferSelect;

export function toItemRequest(row: Row): ItemRequest {
  return {
    id: row.id,
    name: row.name,
    spec: row.spec,
    manufacturer: row.manufacturer,
    approval_no: row.approvalNo,
    number: row.number,
    price: row.priceFen === null ? null : fenToYuan(row.priceFen),
    remark: row.remark,
    status: row.status,
    status_label: ITEM_REQUEST_STATUS_LABELS[row.status],
    goods_id: row.goodsId,
    reason: row.reason,
    source: row.source,
    created_at: unixSeconds(row.createdAt),
    answered_at: row.answeredAt ? unixSeconds(row.answeredAt) : null,
  };
}

export async function insertItemRequest(
  tx: Executor,
  owner: { userId: number; companyId: number },
  body: ItemRequestBody,
  source: 'form' | 'import' = 'form',
): Promise<Row> {
  const [row] = await tx
    .insert(itemRequests)
    .values({
      companyId: owner.companyId,
      userId: owner.userId,
      name: body.name,
      spec: body.spec,
      manufacturer: body.manufacturer,
      approvalNo: body.approval_no,
      number: body.number,
      priceFen: body.price === '' ? null : yuanToFen(body.price),
      remark: body.remark,
      source,
    })
    .returning();
  if (!row) throw new Error('item request not stored');
  return row;
}

export async function createItemRequest(
  db: Db,
  owner: { userId: number; companyId: number },
  body: ItemRequestBody,
): Promise<ItemRequest> {
  return toItemRequest(await insertItemRequest(db, owner, body));
}

/** The company's requests, newest first. */
export async function listItemRequests(
  db: Db,
  companyId: number,
  query: PageQuery,
): Promise<ItemRequestPage> {
  const { page, per_page } = query;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(itemRequests)
      .where(eq(itemRequests.companyId, companyId))
      .orderBy(desc(itemRequests.id))
      .limit(per_page)
      .offset((page - 1) * per_page),
    db.select({ n: count() }).from(itemRequests).where(eq(itemRequests.companyId, companyId)),
  ]);
  return { list: rows.map(toItemRequest), total: total?.n ?? 0, page, per_page };
}

/** One request of the company; another company's is 404 like a missing one. */
export async function itemRequestOf(db: Db, companyId: number, id: number): Promise<ItemRequest> {
  const [row] = await db
    .select()
    .from(itemRequests)
    .where(and(eq(itemRequests.id, id), eq(itemRequests.companyId, companyId)));
  if (!row) throw notFound();
  return toItemRequest(row);
}

/** The 客服 queue: oldest pending first (answered ones newest first). */
export async function itemRequestQueue(
  db: Db,
  query: ConsoleItemRequestQuery,
): Promise<ConsoleItemRequestPage> {
  const { page, per_page, status } = query;
  const where = status === '' ? undefined : eq(itemRequests.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: itemRequests, company: companies.name, user: users.phone })
      .from(itemRequests)
      .innerJoin(companies, eq(companies.id, itemRequests.companyId))
      .innerJoin(users, eq(users.id, itemRequests.userId))
      .where(where)
      .orderBy(status === 'pending' ? itemRequests.id : desc(itemRequests.id))
      .limit(per_page)
      .offset((page - 1) * per_page),
    db.select({ n: count() }).from(itemRequests).where(where),
  ]);
  return {
    list: rows.map(({ row, company, user }) => ({ ...toItemRequest(row), company, user: user ?? '' })),
    total: total?.n ?? 0,
    page,
    per_page,
  };
}

/** 客服's answer, in the caller's (audited) transaction; the buyer who asked is messaged. */
export async function answerItemRequest(
  tx: Executor,
  id: number,
  body: ItemRequestAnswerBody,
  operator: string,
): Promise<ActionOutcome<ItemRequest>> {
  const [before] = await tx.select().from(itemRequests).where(eq(itemRequests.id, id));
  if (!before) throw notFound();
  let goodsId: number | null = null;
  let reason = '';
  if (body.status === 'listed') {
    const [listed] = await tx
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.id, body.goods_id), sql`NOT ${goods.bannedOnline}`));
    if (!listed) throw fieldRefused('goods_id', '商品不存在或不可在线销售');
    goodsId = listed.id;
  } else reason = body.reason;
  const [after] = await tx
    .update(itemRequests)
    .set({ status: body.status, goodsId, reason, answeredBy: operator, answeredAt: new Date() })
    .where(and(eq(itemRequests.id, id), eq(itemRequests.status, 'pending')))
    .returning();
  if (!after) throw conflict('该求购已处理');
  await notify(tx, {
    userId: after.userId,
    kind: 'system',
    title: body.status === 'listed' ? `您求购的“${after.name}”已上架` : `您求购的“${after.name}”暂无法供货`,
    body:
      body.status === 'listed'
        ? `您求购的${after.name}${after.spec ? `（${after.spec}）` : ''}已上架，欢迎选购。`
        : `很抱歉，您求购的${after.name}暂无法供货：${reason}`,
    link: body.status === 'listed' ? `/list_info/${goodsId}` : `/zzfw/pzqg/info?id=${after.id}`,
  });
  return {
    value: toItemRequest(after),
    result: `${ITEM_REQUEST_STATUS_LABELS[after.status]}`,
    before: toItemRequest(before),
    after: toItemRequest(after),
  };
}
