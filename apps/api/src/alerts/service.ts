import {
  ALERT_KIND_TEXT,
  ALERT_STATUS_TEXT,
  type AlertCreateBody,
  type AlertItem,
  type AlertPage,
  type AlertQuery,
  ApiStatus,
  fenToYuan,
  unixSeconds,
} from '@yaocai/domain';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { loadBuyer } from '../catalogue';
import type { Db, Executor } from '../db/client';
import { goods, goodsAlerts, manufacturers } from '../db/schema/index';
import { ApiError, fieldRefused, notFound } from '../lib/errors';
import { alertGoodsNow } from './prices';

/*
 * The buyer's side of goods alerts (issue #23 §1, docs/self-service.md "Alerts"): subscribe, list, cancel. An
 * alert is the login's (`user_id`, like its messages); another login's — of this company or another — is 404.
 */

export interface AlertOwner {
  userId: number;
  companyId: number;
}

const columns = {
  id: goodsAlerts.id,
  goodsId: goodsAlerts.goodsId,
  kind: goodsAlerts.kind,
  status: goodsAlerts.status,
  priceFen: goodsAlerts.priceFen,
  firedPriceFen: goodsAlerts.firedPriceFen,
  createdAt: goodsAlerts.createdAt,
  firedAt: goodsAlerts.firedAt,
  name: goods.name,
  spec: goods.ypgg,
  manufacturer: manufacturers.name,
  stock: goods.stock,
};

type Row = Awaited<ReturnType<typeof readAlerts>>[number];

function toItem(row: Row): AlertItem {
  return {
    id: row.id,
    goods_id: row.goodsId,
    kind: row.kind,
    kind_text: ALERT_KIND_TEXT[row.kind],
    status: row.status,
    status_text: ALERT_STATUS_TEXT[row.status],
    name: row.name,
    spec: row.spec,
    manufacturer: row.manufacturer,
    subscribed_price: row.priceFen === null ? null : fenToYuan(row.priceFen),
    fired_price: row.firedPriceFen === null ? null : fenToYuan(row.firedPriceFen),
    stock: row.stock,
    created_at: unixSeconds(row.createdAt),
    fired_at: row.firedAt ? unixSeconds(row.firedAt) : null,
  };
}

async function readAlerts(db: Executor, where: SQL | undefined, page = 1, perPage = 20) {
  return db
    .select(columns)
    .from(goodsAlerts)
    .innerJoin(goods, eq(goods.id, goodsAlerts.goodsId))
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(where)
    .orderBy(desc(goodsAlerts.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
}

async function alertOf(db: Executor, owner: AlertOwner, id: number): Promise<AlertItem> {
  const [row] = await readAlerts(db, and(eq(goodsAlerts.id, id), eq(goodsAlerts.userId, owner.userId)));
  if (!row) throw notFound();
  return toItem(row);
}

/**
 * Subscribes the login to `kind` on a goods sold online (else 404). 到货提醒 only while the goods is out of stock;
 * 降价提醒 records the price this buyer pays now, so only a buyer who may see prices can set one (403 otherwise).
 * Subscribing again while an alert of that kind is active answers the active one.
 */
export async function subscribe(db: Db, owner: AlertOwner, body: AlertCreateBody): Promise<AlertItem> {
  return db.transaction(async (tx) => {
    const now = (await alertGoodsNow(tx, [body.goods_id], [owner.companyId])).get(body.goods_id);
    if (!now) throw notFound();
    let priceFen: number | null = null;
    if (body.kind === 'restock') {
      if (now.stock > 0) throw fieldRefused('goods_id', '商品有货，可直接采购');
    } else {
      const buyer = await loadBuyer(tx, owner.userId);
      if (!buyer?.standing.maySeePrices)
        throw new ApiError(403, ApiStatus.forbidden, '登录后才能设置降价提醒');
      priceFen = now.priceFor(owner.companyId);
    }
    const [added] = await tx
      .insert(goodsAlerts)
      .values({ ...owner, goodsId: body.goods_id, kind: body.kind, priceFen })
      .onConflictDoNothing()
      .returning({ id: goodsAlerts.id });
    if (added) return alertOf(tx, owner, added.id);
    const [active] = await tx
      .select({ id: goodsAlerts.id })
      .from(goodsAlerts)
      .where(
        and(
          eq(goodsAlerts.userId, owner.userId),
          eq(goodsAlerts.goodsId, body.goods_id),
          eq(goodsAlerts.kind, body.kind),
          eq(goodsAlerts.status, 'active'),
        ),
      );
    if (!active) throw notFound();
    return alertOf(tx, owner, active.id);
  });
}

/** The login's alerts, newest first; `status` and `goods_id` narrow them. */
export async function listAlerts(db: Db, owner: AlertOwner, query: AlertQuery): Promise<AlertPage> {
  const where = and(
    eq(goodsAlerts.userId, owner.userId),
    query.status ? eq(goodsAlerts.status, query.status) : undefined,
    query.goods_id ? eq(goodsAlerts.goodsId, query.goods_id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    readAlerts(db, where, query.page, query.per_page),
    db.select({ n: count() }).from(goodsAlerts).where(where),
  ]);
  return { list: rows.map(toItem), total: total?.n ?? 0, page: query.page, per_page: query.per_page };
}

/** Cancels an active alert of the login (404 for anyone else's); cancelling one no longer active changes nothing. */
export async function cancelAlert(db: Db, owner: AlertOwner, id: number): Promise<AlertItem> {
  await db
    .update(goodsAlerts)
    .set({ status: 'cancelled', cancelledAt: new Date() })
    .where(
      and(eq(goodsAlerts.id, id), eq(goodsAlerts.userId, owner.userId), eq(goodsAlerts.status, 'active')),
    );
  return alertOf(db, owner, id);
}
