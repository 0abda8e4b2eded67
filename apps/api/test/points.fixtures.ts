import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { SESSION_COOKIE } from '../src/lib/cookies';
import { createSession } from '../src/lib/session-store';
import { postPoints } from '../src/points/ledger';
import { Browser } from './browser';

/* What the points tests share: fresh buyers holding points, and mall items made for a race. */

/** A signed-in buyer of a fresh approved company holding `points` (one ledger entry), with one address. */
export async function buyerWithPoints(
  app: FastifyInstance,
  db: Db,
  n: number,
  points: number,
): Promise<Browser & { userId: number; companyId: number; addressId: number }> {
  const company = await db.execute<{ id: number }>(sql`
    INSERT INTO companies (name, qualification_passed, contract_signed) VALUES (${`积分测试药店${n}`}, true, true)
    RETURNING id`);
  const companyId = company.rows[0]?.id as number;
  const user = await db.execute<{ id: number }>(sql`
    INSERT INTO users (phone, password_hash, company_id)
    VALUES (${`1360000${String(n).padStart(4, '0')}`}, 'x', ${companyId}) RETURNING id`);
  const userId = user.rows[0]?.id as number;
  const address = await db.execute<{ id: number }>(sql`
    INSERT INTO addresses (company_id, consignee, phone, province, city, district, detail, is_default)
    VALUES (${companyId}, '王药师', '13600000000', '北京市', '北京市', '朝阳区', '建国路1号', true) RETURNING id`);
  if (points > 0)
    await db.transaction((tx) =>
      postPoints(tx, { userId, kind: 'adjustment', amount: points, remark: '测试', actor: 'test' }),
    );
  const browser = Object.assign(new Browser(app), {
    userId,
    companyId,
    addressId: address.rows[0]?.id as number,
  });
  browser.cookies.set(SESSION_COOKIE, (await createSession(db, userId)).id);
  await browser.fetchCsrf();
  return browser;
}

/** A mall item made for a test (goods unless a coupon template is given). */
export async function mallItem(
  db: Db,
  item: { name: string; points: number; stock: number; perBuyerLimit?: number; couponId?: number },
): Promise<number> {
  const inserted = await db.execute<{ id: number }>(sql`
    INSERT INTO points_items (kind, name, points, stock, per_buyer_limit, coupon_id)
    VALUES (${item.couponId ? 'coupon' : 'goods'}, ${item.name}, ${item.points}, ${item.stock},
      ${item.perBuyerLimit ?? 0}, ${item.couponId ?? null})
    RETURNING id`);
  return inserted.rows[0]?.id as number;
}

export const pointsOf = async (db: Db, userId: number) =>
  (await db.execute<{ points: number }>(sql`SELECT points FROM users WHERE id = ${userId}`)).rows[0]
    ?.points ?? -1;
