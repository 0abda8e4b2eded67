import { ALERT_KIND_TEXT, alertFires, fenToYuan } from '@yaocai/domain';
import { and, eq, sql } from 'drizzle-orm';
import { loadBuyer } from '../catalogue';
import type { Db, Executor } from '../db/client';
import { goodsAlerts } from '../db/schema/index';
import { notify } from '../messages';
import { alertGoodsNow } from './prices';

/*
 * Firing goods alerts (docs/self-service.md "Alerts"). A job, not a hook in each write path: stock and prices
 * change in several places (商品管理 edits, `ops`, returns marked saleable, the seed, SQL) and will change in more;
 * one pass over the active alerts sees every one of them, at most `goodsAlertIntervalMs` late. Each alert fires
 * once: a conditional `UPDATE … WHERE status = 'active'` and its message (keyed `goods-alert:<id>`) commit
 * together, and rows are claimed with SKIP LOCKED, so several instances never send it twice.
 */

const BATCH = 200;

interface Candidate extends Record<string, unknown> {
  id: number;
  user_id: number;
  company_id: number;
  goods_id: number;
  kind: 'restock' | 'price';
  price_fen: number | null;
  name: string;
  spec: string;
}

/**
 * Active alerts after `afterId` that may fire, locked: restock alerts of goods in stock, and price alerts whose
 * goods has some price below the subscribed one (list, a ladder tier or the company's agreed price — a cheap
 * necessary condition; the exact price is domain's `alertPriceFen`, below).
 */
async function candidates(tx: Executor, afterId: number): Promise<Candidate[]> {
  const result = await tx.execute<Candidate>(sql`
    SELECT a.id, a.user_id, a.company_id, a.goods_id, a.kind, a.price_fen, g.name, g.ypgg AS spec
    FROM goods_alerts a JOIN goods g ON g.id = a.goods_id
    WHERE a.status = 'active' AND a.id > ${afterId} AND NOT g.banned_online AND (
      (a.kind = 'restock' AND g.stock > 0)
      OR (a.kind = 'price' AND (
        g.price_fen < a.price_fen
        OR EXISTS (SELECT 1 FROM goods_ladder_prices l WHERE l.goods_id = g.id AND l.price_fen < a.price_fen)
        OR EXISTS (SELECT 1 FROM negotiated_prices n
                   WHERE n.goods_id = g.id AND n.company_id = a.company_id AND n.price_fen < a.price_fen))))
    ORDER BY a.id
    LIMIT ${BATCH}
    FOR UPDATE OF a SKIP LOCKED`);
  return result.rows;
}

function message(alert: Candidate, stock: number, priceFen: number) {
  const goods = `${alert.name}${alert.spec ? ` ${alert.spec}` : ''}`;
  const body =
    alert.kind === 'restock'
      ? `您关注的${goods}已到货，现有库存${stock}，欢迎采购。`
      : `您关注的${goods}降价了：¥${fenToYuan(alert.price_fen ?? 0)} → ¥${fenToYuan(priceFen)}。`;
  return {
    userId: alert.user_id,
    kind: 'system' as const,
    title: `${ALERT_KIND_TEXT[alert.kind]}：${alert.name}`,
    body,
    link: `/list_info/${alert.goods_id}`,
    dedupeKey: `goods-alert:${alert.id}`,
  };
}

/** One batch in one transaction; answers how many fired and the last id looked at (0 when none). */
async function fireBatch(db: Db, afterId: number): Promise<{ fired: number; lastId: number; more: boolean }> {
  return db.transaction(async (tx) => {
    const rows = await candidates(tx, afterId);
    const now = await alertGoodsNow(
      tx,
      [...new Set(rows.map((row) => row.goods_id))],
      [...new Set(rows.map((row) => row.company_id))],
    );
    const maySeePrices = new Map<number, boolean>();
    let fired = 0;
    for (const alert of rows) {
      const goods = now.get(alert.goods_id);
      if (!goods) continue;
      if (alert.kind === 'price') {
        // A buyer who may no longer see prices is not told one; the alert waits.
        if (!maySeePrices.has(alert.user_id)) {
          const buyer = await loadBuyer(tx, alert.user_id);
          maySeePrices.set(alert.user_id, buyer?.standing.maySeePrices ?? false);
        }
        if (!maySeePrices.get(alert.user_id)) continue;
      }
      const priceFen = goods.priceFor(alert.company_id);
      if (!alertFires({ kind: alert.kind, priceFen: alert.price_fen }, { stock: goods.stock, priceFen }))
        continue;
      const closed = await tx
        .update(goodsAlerts)
        .set({ status: 'fired', firedAt: new Date(), firedPriceFen: priceFen })
        .where(and(eq(goodsAlerts.id, alert.id), eq(goodsAlerts.status, 'active')))
        .returning({ id: goodsAlerts.id });
      if (closed.length === 0) continue;
      await notify(tx, message(alert, goods.stock, priceFen));
      fired += 1;
    }
    return { fired, lastId: rows.at(-1)?.id ?? 0, more: rows.length === BATCH };
  });
}

/** Fires every active alert whose condition holds now, batch by batch; answers how many fired. */
export async function fireGoodsAlerts(db: Db): Promise<number> {
  let total = 0;
  let afterId = 0;
  for (;;) {
    const { fired, lastId, more } = await fireBatch(db, afterId);
    total += fired;
    if (!more) return total;
    afterId = lastId;
  }
}
