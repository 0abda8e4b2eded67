import { sql } from 'drizzle-orm';
import { Browser } from './browser';
import type { TestApp } from './helper';
import { newBuyers, one, sessionBrowser } from './orders-create.fixtures';

/* 含麻 tests (issue #21 §4): a seeded ephedrine preparation and a fresh buyer that orders through POST /api/order. */

let keySeq = 0;

/** The seeded 含麻 goods and an ordinary OTC one, both with ample stock and sold by the piece. */
export async function hmGoods(t: TestApp): Promise<{ ephedrineId: number; plainId: number }> {
  const db = t.database.db;
  const pick = (cls: string) =>
    one<{ id: number }>(
      db,
      sql`SELECT id FROM goods WHERE regulatory_class = ${cls} AND NOT banned_online AND NOT is_controlled
          ORDER BY id LIMIT 1`,
    );
  const ephedrineId = (await pick('ephedrine_compound')).id;
  const plainId = (await pick('otc_a')).id;
  await db.execute(sql`UPDATE goods SET stock = 10000, zbz = 1 WHERE id IN (${ephedrineId}, ${plainId})`);
  return { ephedrineId, plainId };
}

/** A new qualified buyer (all scopes) with `order(lines)`: puts [goodsId, number] lines in its cart and orders. */
export async function hmBuyer(t: TestApp, base: number) {
  const [made] = await newBuyers(t.database.db, 1, base);
  if (!made) throw new Error('no buyer');
  const csrf = new Browser(t.app);
  await csrf.fetchCsrf();
  const browser = await sessionBrowser(t.app, t.database.db, made.userId, csrf);
  const order = async (lines: [number, number][]) => {
    for (const [goodsId, number] of lines)
      await t.database.db.execute(
        sql`INSERT INTO cart_items (user_id, goods_id, number) VALUES (${made.userId}, ${goodsId}, ${number})`,
      );
    const response = await browser.request('POST', '/api/order', {
      json: { address_id: made.addressId },
      headers: { 'idempotency-key': `hm-${process.pid}-${++keySeq}` },
    });
    await t.database.db.execute(sql`DELETE FROM cart_items WHERE user_id = ${made.userId}`);
    return response;
  };
  return { ...made, browser, order };
}
