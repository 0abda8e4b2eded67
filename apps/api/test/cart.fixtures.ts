import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { grantScope } from './helper';

/*
 * The cart tests' own facts, written over a copy of the seeded database: a few goods with known prices, stock
 * and package sizes, one whole-site 满1000减50 / 满3000减200 activity, one flash sale, and two stores the demo
 * buyer manages (one of them not yet qualified), a combination, a buy-10-get-1 gift and a negotiated price. Whatever the seed holds of activities, gifts, combinations,
 * negotiated prices and managed stores is cleared first, so the figures here stay the test's.
 */

export interface CartFixtures {
  /** ¥125.00, package 1, stock 1000. */
  plain: number;
  /** ¥8.55, package 10, stock 50, ladder from 20 at ¥8.20. */
  packed: number;
  /** ¥14.60, package 1, stock 100, in a running flash sale at ¥11.80, 5 per buyer. */
  spiked: number;
  spikeId: number;
  /** ¥20.00, package 1, stock 10000. */
  bulk: number;
  /** ¥3.00, package 1, stock 5. */
  scarce: number;
  activityId: number;
  /** 1 × plain + 10 × packed at ¥130.00 a set, on sale now; `endedCombo` ended yesterday. */
  combo: number;
  endedCombo: number;
  /** Stores 13800138000 manages: a qualified one and one under review. */
  store: number;
  unqualifiedStore: number;
}

const DAY = 24 * 60 * 60 * 1000;

async function one<T>(db: Database['db'], query: ReturnType<typeof sql>): Promise<T> {
  const result = await db.execute(query);
  return result.rows[0] as T;
}

export async function writeCartFixtures(db: Database['db']): Promise<CartFixtures> {
  await db.execute(sql`
    DELETE FROM cart_items; DELETE FROM full_amount_activities; DELETE FROM gift_rules;
    DELETE FROM combinations; DELETE FROM negotiated_prices; DELETE FROM managed_stores`);
  const picked = await db.execute<{ id: number }>(
    sql`SELECT id FROM goods WHERE NOT is_controlled ORDER BY id LIMIT 5`,
  );
  const [plain, packed, spiked, bulk, scarce] = picked.rows.map((row) => row.id) as number[];
  const facts: [number, number, number, number][] = [
    [plain as number, 12500, 1, 1000],
    [packed as number, 855, 10, 50],
    [spiked as number, 1460, 1, 100],
    [bulk as number, 2000, 1, 10000],
    [scarce as number, 300, 1, 5],
  ];
  const ids = facts.map(([id]) => id);
  await db.execute(sql`DELETE FROM goods_ladder_prices WHERE goods_id IN ${ids}`);
  await db.execute(sql`DELETE FROM promotion_goods WHERE goods_id IN ${ids}`);
  for (const [id, priceFen, zbz, stock] of facts) {
    await db.execute(sql`
      UPDATE goods SET price_fen = ${priceFen}, base_price_fen = ${priceFen}, zbz = ${zbz}, stock = ${stock},
        is_dpby = false, is_free_shipping = false
      WHERE id = ${id}`);
  }
  await db.execute(
    sql`INSERT INTO goods_ladder_prices (goods_id, min_number, price_fen) VALUES (${packed}, 20, 820)`,
  );

  const now = Date.now();
  const from = new Date(now - DAY).toISOString();
  const until = new Date(now + DAY).toISOString();
  const spike = await one<{ id: number }>(
    db,
    sql`INSERT INTO promotions (code, kind, title, starts_at, ends_at, daily_start, daily_end)
        VALUES ('cart-test-spike', 'spike', '限时秒杀', ${from}, ${until}, '00:00', '23:59') RETURNING id`,
  );
  await db.execute(sql`
    INSERT INTO promotion_goods (promotion_id, goods_id, price_fen, limit_per_buyer)
    VALUES (${spike.id}, ${spiked}, 1180, 5)`);
  const activity = await one<{ id: number }>(
    db,
    sql`INSERT INTO full_amount_activities (code, title, all_goods, starts_at, ends_at)
        VALUES ('cart-test-all', '全场满1000减50', true, ${from}, ${until}) RETURNING id`,
  );
  await db.execute(sql`
    INSERT INTO full_amount_tiers (activity_id, amount_fen, reduction_fen)
    VALUES (${activity.id}, 100000, 5000), (${activity.id}, 300000, 20000)`);
  const combo = await one<{ id: number }>(
    db,
    sql`INSERT INTO combinations (code, name, price_fen, starts_at, ends_at)
        VALUES ('cart-test-combo', '感冒组合装', 13000, ${from}, ${until}) RETURNING id`,
  );
  await db.execute(sql`
    INSERT INTO combination_parts (combination_id, goods_id, number)
    VALUES (${combo.id}, ${plain}, 1), (${combo.id}, ${packed}, 10)`);
  const ended = await one<{ id: number }>(
    db,
    sql`INSERT INTO combinations (code, name, price_fen, starts_at, ends_at)
        VALUES ('cart-test-ended', '过期组合', 1000, ${new Date(now - 2 * DAY).toISOString()}, ${from}) RETURNING id`,
  );
  await db.execute(
    sql`INSERT INTO combination_parts (combination_id, goods_id, number) VALUES (${ended.id}, ${plain}, 1)`,
  );
  // Buy 10 get 1 of the bulk goods; ¥120.00 agreed with 仁心大药房 for the plain goods (is_yj 1).
  await db.execute(sql`
    INSERT INTO gift_rules (goods_id, buy, get, type, gift_goods_id, starts_at, ends_at)
    VALUES (${bulk}, 10, 1, 1, ${bulk}, ${from}, ${until})`);
  await db.execute(sql`
    INSERT INTO negotiated_prices (company_id, goods_id, price_fen)
    SELECT id, ${plain}, 12000 FROM companies WHERE name = '仁心大药房'`);
  await db.execute(sql`
    INSERT INTO site_settings (key, value) VALUES ('shipping_fee_fen', '1000'), ('free_shipping_from_fen', '80000')
    ON CONFLICT (key) DO UPDATE SET value = excluded.value`);

  const stores: number[] = [];
  // Phones and names of their own, so the seed's stores (which may manage other accounts) never collide.
  for (const [suffix, passed, phone] of [
    ['测试二店', true, '13600136601'],
    ['测试三店', false, '13600136602'],
  ] as const) {
    const company = await one<{ id: number }>(
      db,
      sql`INSERT INTO companies (name, qualification_passed, contract_signed, region, address)
          VALUES (${`仁心大药房（${suffix}）`}, ${passed}, true, '北京市', '北京市海淀区中关村大街1号')
          RETURNING id`,
    );
    await grantScope(db, [company.id]);
    const user = await one<{ id: number }>(
      db,
      sql`INSERT INTO users (phone, password_hash, name, company_id)
          SELECT ${phone}, password_hash, ${`店长${suffix}`}, ${company.id} FROM users WHERE phone = '13800138000'
          RETURNING id`,
    );
    await db.execute(sql`
      INSERT INTO managed_stores (manager_user_id, store_user_id)
      SELECT id, ${user.id} FROM users WHERE phone = '13800138000'`);
    stores.push(user.id);
  }
  return {
    plain: plain as number,
    packed: packed as number,
    spiked: spiked as number,
    spikeId: spike.id,
    bulk: bulk as number,
    scarce: scarce as number,
    activityId: activity.id,
    combo: combo.id,
    endedCombo: ended.id,
    store: stores[0] as number,
    unqualifiedStore: stores[1] as number,
  };
}
