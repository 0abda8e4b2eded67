import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

/*
 * Orders written straight into the tables (the order-creation path is another part of issue #9, and these tests
 * are about reading, receiving, re-buying, exporting and shipping what is already there). Every figure is the
 * test's own: known goods, prices, statuses and timestamps.
 */

type Db = Database['db'];

export interface OrderLineSpec {
  goodsId: number | null;
  combinationId?: number | null;
  name: string;
  number: number;
  priceFen: number;
  discountFen?: number;
  isGift?: boolean;
  ypgg?: string;
  sccj?: string;
  pzwh?: string;
  bzdw?: string;
  batches?: { batchNo: string; production: string; expiry: string; number: number; codes?: string[] }[];
}

export interface OrderSpec {
  companyId: number;
  userId: number;
  status?: 'unpaid' | 'paid' | 'shipped' | 'completed' | 'cancelled';
  orderSn?: string;
  createdAt?: Date;
  payDeadline?: Date;
  shippedAt?: Date;
  shippingFen?: number;
  lines: OrderLineSpec[];
  /** A paid balance payment for the total (statuses past unpaid). */
  paid?: boolean;
}

let sequence = 0;

/** Inserts one order with its lines (and batches, events, payment); returns its id, number and line ids. */
export async function insertOrder(
  db: Db,
  spec: OrderSpec,
): Promise<{ id: number; orderSn: string; lineIds: number[] }> {
  sequence += 1;
  const status = spec.status ?? 'unpaid';
  const createdAt = spec.createdAt ?? new Date();
  const orderSn = spec.orderSn ?? `YC${createdAt.getTime()}${String(sequence).padStart(4, '0')}`;
  const goodsTotal = spec.lines.reduce((sum, line) => sum + line.priceFen * line.number, 0);
  const discount = spec.lines.reduce((sum, line) => sum + (line.discountFen ?? 0), 0);
  const total = goodsTotal - discount + (spec.shippingFen ?? 0);
  const paid = status !== 'unpaid' && status !== 'cancelled' ? total : 0;
  const shippedAt =
    status === 'shipped' || status === 'completed' ? (spec.shippedAt ?? createdAt).toISOString() : null;
  const address = {
    consignee: '李仁心',
    phone: '13800138000',
    province: '北京市',
    city: '北京市',
    district: '朝阳区',
    detail: '建国路88号',
  };
  const inserted = await db.execute<{ id: number }>(sql`
    INSERT INTO orders (order_sn, user_id, company_id, status, address, goods_total_fen, discount_fen, shipping_fen,
      total_fen, paid_fen, pay_method, created_at, pay_deadline, paid_at, shipped_at, carrier, tracking_no)
    VALUES (${orderSn}, ${spec.userId}, ${spec.companyId}, ${status}, ${JSON.stringify(address)}::jsonb,
      ${goodsTotal}, ${discount}, ${spec.shippingFen ?? 0}, ${total}, ${paid}, ${paid > 0 ? 'balance' : null},
      ${createdAt.toISOString()}, ${(spec.payDeadline ?? new Date(createdAt.getTime() + 30 * 60_000)).toISOString()},
      ${paid > 0 ? createdAt.toISOString() : null}, ${shippedAt},
      ${shippedAt ? '顺丰速运' : ''}, ${shippedAt ? 'SF1234567890' : ''})
    RETURNING id`);
  const id = inserted.rows[0]?.id as number;
  // A shipped order's batches travel in one parcel, as `shipOrder` records a one-parcel shipment.
  const parcel = spec.lines.some((line) => (line.batches ?? []).length > 0)
    ? await db.execute<{ id: number }>(sql`
        INSERT INTO order_parcels (order_id, seq, carrier, tracking_no, shipped_at, actor)
        VALUES (${id}, 1, '顺丰速运', 'SF1234567890', ${shippedAt ?? createdAt.toISOString()}, 'operator:test')
        RETURNING id`)
    : null;
  const parcelId = parcel?.rows[0]?.id ?? null;
  const lineIds: number[] = [];
  for (const [sort, line] of spec.lines.entries()) {
    const amount = line.priceFen * line.number;
    const row = await db.execute<{ id: number }>(sql`
      INSERT INTO order_lines (order_id, goods_id, combination_id, line_type, name, sccj, ypgg, pzwh, bzdw, number,
        price_fen, amount_fen, discount_fen, payable_fen, is_gift, sort)
      VALUES (${id}, ${line.goodsId}, ${line.combinationId ?? null}, ${line.combinationId ? 3 : 0}, ${line.name},
        ${line.sccj ?? '华北制药股份有限公司'}, ${line.ypgg ?? '0.25g*24粒'}, ${line.pzwh ?? '国药准字H13023964'},
        ${line.bzdw ?? '盒'}, ${line.number}, ${line.priceFen}, ${amount}, ${line.discountFen ?? 0},
        ${amount - (line.discountFen ?? 0)}, ${line.isGift ?? false}, ${sort})
      RETURNING id`);
    const lineId = row.rows[0]?.id as number;
    lineIds.push(lineId);
    for (const batch of line.batches ?? []) {
      await db.execute(sql`
        INSERT INTO order_line_batches
          (order_line_id, parcel_id, batch_no, production_date, expiry_date, number, trace_codes)
        VALUES (${lineId}, ${parcelId}, ${batch.batchNo}, ${batch.production}, ${batch.expiry}, ${batch.number},
          ${`{${(batch.codes ?? []).join(',')}}`}::text[])`);
    }
  }
  await db.execute(sql`
    INSERT INTO order_events (order_id, status, note, actor, at)
    VALUES (${id}, 'unpaid', '提交订单', ${`buyer:${spec.userId}`}, ${createdAt.toISOString()})`);
  if (paid > 0) {
    await db.execute(sql`
      INSERT INTO payments (order_id, company_id, method, status, amount_fen, created_at, paid_at)
      VALUES (${id}, ${spec.companyId}, 'balance', 'paid', ${total}, ${createdAt.toISOString()}, ${createdAt.toISOString()})`);
  }
  return { id, orderSn, lineIds };
}

export interface Party {
  userId: number;
  companyId: number;
}

/** The demo buyer (仁心大药房), a second login of the same company, and the other company's buyer (康宁诊所). */
export async function orderParties(db: Db): Promise<{ buyer: Party; colleague: Party; other: Party }> {
  const found = await db.execute<{ id: number; company_id: number; phone: string }>(
    sql`SELECT id, company_id, phone FROM users WHERE phone IN ('13800138000', '13900139000')`,
  );
  const byPhone = new Map(found.rows.map((row) => [row.phone, row]));
  const buyer = byPhone.get('13800138000') as { id: number; company_id: number };
  const other = byPhone.get('13900139000') as { id: number; company_id: number };
  // The colleague signs in with the demo password: the hash is the demo buyer's.
  const colleague = await db.execute<{ id: number }>(sql`
    INSERT INTO users (phone, password_hash, name, company_id)
    SELECT '13800138001', password_hash, '仁心采购二号', company_id FROM users WHERE id = ${buyer.id}
    ON CONFLICT (phone) DO UPDATE SET company_id = excluded.company_id
    RETURNING id`);
  return {
    buyer: { userId: buyer.id, companyId: buyer.company_id },
    colleague: { userId: colleague.rows[0]?.id as number, companyId: buyer.company_id },
    other: { userId: other.id, companyId: other.company_id },
  };
}

/** Goods the buyer may order, with stock and package size set: [in stock, package 1] and [sold out]. */
export async function orderGoods(db: Db): Promise<{ inStock: number; soldOut: number }> {
  const picked = await db.execute<{ id: number }>(
    sql`SELECT id FROM goods WHERE NOT is_controlled AND scope_category <> 'device_iii' ORDER BY id LIMIT 2`,
  );
  const [inStock, soldOut] = picked.rows.map((row) => row.id) as [number, number];
  await db.execute(sql`DELETE FROM promotion_goods WHERE goods_id IN (${inStock}, ${soldOut})`);
  await db.execute(sql`DELETE FROM goods_ladder_prices WHERE goods_id IN (${inStock}, ${soldOut})`);
  await db.execute(sql`UPDATE goods SET zbz = 1, stock = 1000, price_fen = 2500 WHERE id = ${inStock}`);
  await db.execute(sql`UPDATE goods SET zbz = 1, stock = 0, price_fen = 1800 WHERE id = ${soldOut}`);
  return { inStock, soldOut };
}
