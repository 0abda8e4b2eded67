import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../src/db/client';
import { ensureWallet, post } from '../src/wallet/ledger';

/*
 * Orders written straight into the tables, as POST /api/order leaves them (stock taken, flash-sale units and
 * the coupon claimed), so payment, cancellation and expiry can be tested on their own. Wallets are set through
 * the ledger, so the ledger invariant holds from the start whatever the seed gave the company.
 */

export interface Buyer {
  userId: number;
  companyId: number;
}

/** A demo buyer's login and company (13800138000 仁心大药房, 13900139000 康宁诊所). */
export async function buyerByPhone(db: Executor, phone: string): Promise<Buyer> {
  const result = await db.execute<{ id: number; company_id: number }>(
    sql`SELECT id, company_id FROM users WHERE phone = ${phone}`,
  );
  const row = result.rows[0];
  if (!row) throw new Error(`no user ${phone}`);
  return { userId: row.id, companyId: row.company_id };
}

export interface WalletSetting {
  balanceFen?: number;
  creditLimitFen?: number;
  /** 1–28; 0 = no credit. */
  billingDay?: number;
  dueDays?: number;
}

/** Sets a wallet: the balance by an adjustment entry for the difference, the credit terms directly. */
export async function setWallet(db: Db, companyId: number, setting: WalletSetting): Promise<void> {
  await db.transaction(async (tx) => {
    await ensureWallet(tx, companyId);
    if (setting.balanceFen !== undefined) {
      const current = await tx.execute<{ balance_fen: string }>(
        sql`SELECT balance_fen FROM wallets WHERE company_id = ${companyId} FOR UPDATE`,
      );
      const difference = setting.balanceFen - Number(current.rows[0]?.balance_fen ?? 0);
      if (difference !== 0)
        await post(
          tx,
          { account: 'balance', kind: 'adjustment' },
          { companyId, amountFen: difference, actor: 'test' },
        );
    }
    await tx.execute(sql`
      UPDATE wallets SET
        credit_limit_fen = coalesce(${setting.creditLimitFen ?? null}::bigint, credit_limit_fen),
        billing_day = coalesce(${setting.billingDay ?? null}::smallint, billing_day),
        due_days = coalesce(${setting.dueDays ?? null}::smallint, due_days)
      WHERE company_id = ${companyId}`);
  });
}

export async function walletOf(db: Executor, companyId: number) {
  const result = await db.execute<{ balance_fen: string; credit_used_fen: string; credit_limit_fen: string }>(
    sql`SELECT balance_fen, credit_used_fen, credit_limit_fen FROM wallets WHERE company_id = ${companyId}`,
  );
  const row = result.rows[0];
  return {
    balanceFen: Number(row?.balance_fen ?? 0),
    creditUsedFen: Number(row?.credit_used_fen ?? 0),
    creditLimitFen: Number(row?.credit_limit_fen ?? 0),
  };
}

/** A goods row with a known stock (non-controlled and no class III device, so any seeded buyer may order it). */
export async function goodsWithStock(db: Executor, stock: number, skip = 0): Promise<number> {
  const result = await db.execute<{ id: number }>(
    sql`SELECT id FROM goods WHERE NOT is_controlled AND scope_category <> 'device_iii' ORDER BY id LIMIT 1 OFFSET ${skip}`,
  );
  const id = result.rows[0]?.id as number;
  await db.execute(sql`UPDATE goods SET stock = ${stock} WHERE id = ${id}`);
  return id;
}

export const stockOf = async (db: Executor, goodsId: number) =>
  Number(
    (await db.execute<{ stock: number }>(sql`SELECT stock FROM goods WHERE id = ${goodsId}`)).rows[0]?.stock,
  );

/** A running flash sale (限时秒杀) on the goods, its id. */
export async function flashSale(db: Executor, goodsId: number, code: string): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    INSERT INTO promotions (code, kind, title, starts_at, ends_at, daily_start, daily_end)
    VALUES (${code}, 'spike', '限时秒杀', now() - interval '1 day', now() + interval '1 day', '00:00', '23:59')
    RETURNING id`);
  const id = result.rows[0]?.id as number;
  await db.execute(sql`
    INSERT INTO promotion_goods (promotion_id, goods_id, price_fen, limit_per_buyer) VALUES (${id}, ${goodsId}, 900, 5)`);
  return id;
}

/** A coupon held by the company (¥10 off, no threshold, valid now), its user_coupons id. */
export async function heldCoupon(db: Executor, companyId: number, code: string): Promise<number> {
  const coupon = await db.execute<{ id: number }>(sql`
    INSERT INTO coupons (code, title, amount_fen, starts_at, ends_at, claim_starts_at, claim_ends_at)
    VALUES (${code}, '10元无门槛券', 1000, now() - interval '1 day', now() + interval '30 days',
      now() - interval '1 day', now() + interval '30 days') RETURNING id`);
  const held = await db.execute<{ id: number }>(sql`
    INSERT INTO user_coupons (coupon_id, company_id, starts_at, ends_at)
    SELECT id, ${companyId}, starts_at, ends_at FROM coupons WHERE id = ${coupon.rows[0]?.id} RETURNING id`);
  return held.rows[0]?.id as number;
}

export interface OrderLineInput {
  goodsId: number;
  number: number;
  priceFen: number;
  promotionId?: number;
  promotionUnits?: number;
}

export interface OrderInput {
  buyer: Buyer;
  lines: OrderLineInput[];
  userCouponId?: number;
  couponFen?: number;
  /** Seconds from now; negative = already past. Default 30 minutes. */
  deadlineInSeconds?: number;
}

let serial = 0;

/**
 * An unpaid order as creation leaves it: stock taken (conditional, 'short of stock' throws), flash-sale units
 * added, the coupon claimed. Returns its id and total.
 */
export async function placeOrder(db: Db, input: OrderInput): Promise<{ id: number; totalFen: number }> {
  const goodsTotal = input.lines.reduce((sum, line) => sum + line.priceFen * line.number, 0);
  const couponFen = input.userCouponId ? (input.couponFen ?? 1000) : 0;
  const totalFen = goodsTotal - couponFen;
  serial += 1;
  const orderSn = `YCTEST${process.pid}${Date.now()}${serial}`;
  return db.transaction(async (tx) => {
    const order = await tx.execute<{ id: number }>(sql`
      INSERT INTO orders (order_sn, user_id, company_id, address, goods_total_fen, user_coupon_id, coupon_fen,
        total_fen, pay_deadline)
      VALUES (${orderSn}, ${input.buyer.userId}, ${input.buyer.companyId},
        ${JSON.stringify({ consignee: '张三', phone: '13800138000', province: '北京市', city: '北京市', district: '海淀区', detail: '中关村大街1号' })}::jsonb,
        ${goodsTotal}, ${input.userCouponId ?? null}, ${couponFen}, ${totalFen},
        now() + make_interval(secs => ${input.deadlineInSeconds ?? 1800}))
      RETURNING id`);
    const id = order.rows[0]?.id as number;
    for (const line of [...input.lines].sort((a, b) => a.goodsId - b.goodsId)) {
      const taken = await tx.execute(
        sql`UPDATE goods SET stock = stock - ${line.number} WHERE id = ${line.goodsId} AND stock >= ${line.number} RETURNING id`,
      );
      if (taken.rows.length === 0) throw new Error(`goods ${line.goodsId} short of stock`);
      const amount = line.priceFen * line.number;
      await tx.execute(sql`
        INSERT INTO order_lines (order_id, goods_id, name, number, price_fen, amount_fen, payable_fen, promotion_id,
          promotion_units)
        VALUES (${id}, ${line.goodsId}, '阿莫西林胶囊', ${line.number}, ${line.priceFen}, ${amount}, ${amount},
          ${line.promotionId ?? null}, ${line.promotionUnits ?? 0})`);
      if (line.promotionId && line.promotionUnits)
        await tx.execute(sql`
          INSERT INTO promotion_purchases (promotion_id, goods_id, company_id, units)
          VALUES (${line.promotionId}, ${line.goodsId}, ${input.buyer.companyId}, ${line.promotionUnits})
          ON CONFLICT (promotion_id, goods_id, company_id)
          DO UPDATE SET units = promotion_purchases.units + excluded.units`);
    }
    if (input.userCouponId) {
      const claimed = await tx.execute(sql`
        UPDATE user_coupons SET used_order_id = ${id}, used_at = now()
        WHERE id = ${input.userCouponId} AND used_order_id IS NULL RETURNING id`);
      if (claimed.rows.length === 0) throw new Error(`coupon ${input.userCouponId} already used`);
    }
    await tx.execute(
      sql`INSERT INTO order_events (order_id, status, note, actor) VALUES (${id}, 'unpaid', '提交订单', 'test')`,
    );
    return { id, totalFen };
  });
}

export async function orderStatusOf(db: Executor, orderId: number): Promise<string> {
  const result = await db.execute<{ status: string }>(sql`SELECT status FROM orders WHERE id = ${orderId}`);
  return result.rows[0]?.status as string;
}

/**
 * Removes every order (the seed gives each demo company a past one) with its payments, and optionally every
 * coupon a buyer holds: for tests that count orders or coupons from zero. The seed's past order moved no wallet
 * money, so no ledger entry names it (the ledger refuses deletes). The coupon templates the prize draw and the
 * points mall issue stay.
 */
export async function clearOrders(db: Executor, { coupons = false } = {}): Promise<void> {
  // Invoices first: they keep their order (no cascade), and the server's request job opens one for the seed's
  // completed order 30 s after start.
  await db.execute(sql`DELETE FROM invoices; DELETE FROM payments; DELETE FROM orders`);
  if (coupons) {
    await db.execute(sql`DELETE FROM user_coupons;
      DELETE FROM coupons c WHERE NOT EXISTS (SELECT 1 FROM draw_prizes p WHERE p.coupon_id = c.id)
        AND NOT EXISTS (SELECT 1 FROM points_items i WHERE i.coupon_id = c.id)`);
  }
}
