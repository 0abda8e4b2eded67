import { expect, it } from 'vitest';
import { upgradeDatabase } from './migration-support';

/*
 * The parcels migration (0021, docs/logistics.md) on a database that already holds shipped orders (every test
 * database is migrated empty, then seeded): each shipped order gets parcel 1 from its carrier, tracking number,
 * time and the operator of its 已发货 entry, and its batches move into it; an unshipped order gets none. The
 * migrations before it are applied from their files, in journal order.
 */

const { db, rows, migrate } = upgradeDatabase('parcels', 'parcels');

it('gives each shipped order one parcel holding its batches, and an unshipped one none', async () => {
  await db().query(`INSERT INTO manufacturers (code, name) VALUES ('m', '华北制药')`);
  await db().query(`INSERT INTO goods (sku, name, kind, manufacturer_id, price_fen, base_price_fen, stock,
      regulatory_class)
    VALUES ('s1', '阿莫西林胶囊', 'western', (SELECT id FROM manufacturers), 100, 120, 5, 'prescription')`);
  await db().query(`INSERT INTO companies (name) VALUES ('仁心大药房')`);
  await db().query(`INSERT INTO users (phone, password_hash, company_id)
    VALUES ('13800138000', 'x', (SELECT id FROM companies))`);
  await db().query(`INSERT INTO orders (order_sn, user_id, company_id, status, address, goods_total_fen, total_fen,
      paid_fen, pay_deadline, shipped_at, carrier, tracking_no)
    SELECT 'YC' || n, (SELECT id FROM users), (SELECT id FROM companies), (ARRAY['shipped', 'paid'])[n], '{}',
      100, 100, 100, now(), CASE WHEN n = 1 THEN timestamptz '2026-11-20 10:00+08' END,
      CASE WHEN n = 1 THEN '顺丰速运' ELSE '' END, CASE WHEN n = 1 THEN 'SF1' ELSE '' END
    FROM generate_series(1, 2) n`);
  await db().query(`INSERT INTO order_lines (order_id, goods_id, name, number, price_fen, amount_fen, payable_fen)
    SELECT id, (SELECT id FROM goods), '阿莫西林胶囊', 2, 50, 100, 100 FROM orders`);
  await db().query(`INSERT INTO order_line_batches (order_line_id, batch_no, production_date, expiry_date, number)
    SELECT l.id, b, '2025-01-01', '2027-01-01', 1 FROM order_lines l JOIN orders o ON o.id = l.order_id
    CROSS JOIN (VALUES ('B1'), ('B2')) v(b) WHERE o.order_sn = 'YC1'`);
  await db().query(`INSERT INTO order_events (order_id, status, note, actor)
    SELECT id, 'shipped', '顺丰速运 SF1', 'operator:张三' FROM orders WHERE order_sn = 'YC1'`);

  await migrate();

  expect(
    await rows(`SELECT o.order_sn, p.seq, p.carrier, p.tracking_no, p.actor, p.shipped_at = o.shipped_at AS same_time
      FROM order_parcels p JOIN orders o ON o.id = p.order_id`),
  ).toEqual([
    {
      order_sn: 'YC1',
      seq: 1,
      carrier: '顺丰速运',
      tracking_no: 'SF1',
      actor: 'operator:张三',
      same_time: true,
    },
  ]);
  expect(
    await rows(`SELECT b.batch_no, p.seq FROM order_line_batches b JOIN order_parcels p ON p.id = b.parcel_id
      ORDER BY b.batch_no`),
  ).toEqual([
    { batch_no: 'B1', seq: 1 },
    { batch_no: 'B2', seq: 1 },
  ]);
  await expect(
    db().query(`INSERT INTO order_line_batches (order_line_id, batch_no, production_date, expiry_date, number)
      SELECT id, 'B3', '2025-01-01', '2027-01-01', 1 FROM order_lines LIMIT 1`),
  ).rejects.toThrow(/parcel_id/);
});
