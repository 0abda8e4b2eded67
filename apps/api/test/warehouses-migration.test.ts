import { expect, it } from 'vitest';
import { upgradeDatabase } from './migration-support';

/*
 * The warehouses migration (0040, docs/console.md 仓库管理) on a database that already holds batches and parcels:
 * it makes the default warehouse 武汉一号仓 and puts every existing batch and parcel in it; a 批号 is unique per
 * goods and warehouse from then on.
 */

const { db, rows, migrate } = upgradeDatabase('warehouses', 'warehouses');

it('puts existing batches and parcels in the default warehouse; a 批号 may repeat in another warehouse', async () => {
  await db().query(`INSERT INTO manufacturers (code, name) VALUES ('m', '华北制药')`);
  await db().query(`INSERT INTO goods (sku, name, kind, manufacturer_id, price_fen, base_price_fen, stock,
      regulatory_class)
    VALUES ('s1', '阿莫西林胶囊', 'western', (SELECT id FROM manufacturers), 100, 120, 5, 'prescription')`);
  await db().query(`INSERT INTO goods_batches (goods_id, batch_no, production_date, expiry_date, quantity)
    VALUES ((SELECT id FROM goods), 'B1', '2025-01-01', '2027-01-01', 5)`);
  await db().query(`INSERT INTO companies (name) VALUES ('仁心大药房')`);
  await db().query(`INSERT INTO users (phone, password_hash, company_id)
    VALUES ('13800138000', 'x', (SELECT id FROM companies))`);
  await db().query(`INSERT INTO orders (order_sn, user_id, company_id, status, address, goods_total_fen, total_fen,
      paid_fen, pay_deadline, shipped_at, carrier, tracking_no)
    VALUES ('YC1', (SELECT id FROM users), (SELECT id FROM companies), 'shipped', '{}', 100, 100, 100, now(), now(),
      '顺丰速运', 'SF1')`);
  await db().query(`INSERT INTO order_parcels (order_id, seq, carrier, tracking_no, actor)
    SELECT id, 1, '顺丰速运', 'SF1', 'operator:张三' FROM orders`);

  await migrate();

  expect(await rows('SELECT code, name, active, is_default FROM warehouses')).toEqual([
    { code: 'WH-WUHAN-1', name: '武汉一号仓', active: true, is_default: true },
  ]);
  expect(await rows('SELECT w.name FROM goods_batches b JOIN warehouses w ON w.id = b.warehouse_id')).toEqual(
    [{ name: '武汉一号仓' }],
  );
  expect(await rows('SELECT w.name FROM order_parcels p JOIN warehouses w ON w.id = p.warehouse_id')).toEqual(
    [{ name: '武汉一号仓' }],
  );
  await db().query(`INSERT INTO warehouses (code, name) VALUES ('WH-GZ', '广州仓')`);
  await db().query(`INSERT INTO goods_batches (goods_id, warehouse_id, batch_no, production_date, expiry_date)
    VALUES ((SELECT id FROM goods), (SELECT id FROM warehouses WHERE code = 'WH-GZ'), 'B1', '2025-01-01', '2027-01-01')`);
  await expect(
    db().query(`INSERT INTO goods_batches (goods_id, batch_no, production_date, expiry_date)
      VALUES ((SELECT id FROM goods), 'B1', '2025-01-01', '2027-01-01')`),
  ).rejects.toThrow(/goods_batches_goodsId_warehouseId_batchNo_unique/);
  await expect(
    db().query(`INSERT INTO warehouses (code, name, is_default) VALUES ('WH-X', '另一默认仓', true)`),
  ).rejects.toThrow(/warehouses_one_default/);
});
