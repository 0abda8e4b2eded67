import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { SESSION_COOKIE } from '../src/lib/cookies';
import { createSession } from '../src/lib/session-store';
import { Browser } from './browser';
import { grantScope } from './helper';

/* Coupons, buyers and sessions written straight into a test database for the checkout and order tests. */

const DAY = 24 * 60 * 60 * 1000;

export async function one<T>(db: Database['db'], query: ReturnType<typeof sql>): Promise<T> {
  const result = await db.execute(query);
  return result.rows[0] as T;
}

export interface CouponSpec {
  code: string;
  amountFen: number;
  thresholdFen?: number;
  scope?: 'all' | 'categories' | 'goods';
  scopeIds?: number[];
  /** Days from now; defaults −1 … +30. */
  startsInDays?: number;
  endsInDays?: number;
}

/** A coupon template and one copy of it held by `companyId`; answers the user coupon id. */
export async function giveCoupon(db: Database['db'], companyId: number, spec: CouponSpec): Promise<number> {
  const now = Date.now();
  const startsAt = new Date(now + (spec.startsInDays ?? -1) * DAY).toISOString();
  const endsAt = new Date(now + (spec.endsInDays ?? 30) * DAY).toISOString();
  const template = await one<{ id: number }>(
    db,
    sql`INSERT INTO coupons (code, title, amount_fen, threshold_fen, scope, scope_ids, starts_at, ends_at,
          claim_starts_at, claim_ends_at)
        VALUES (${spec.code}, ${spec.code}, ${spec.amountFen}, ${spec.thresholdFen ?? 0}, ${spec.scope ?? 'all'},
          ${`{${(spec.scopeIds ?? []).join(',')}}`}::integer[], ${startsAt}, ${endsAt}, ${startsAt}, ${endsAt})
        ON CONFLICT (code) DO UPDATE SET title = excluded.title RETURNING id`,
  );
  const held = await one<{ id: number }>(
    db,
    sql`INSERT INTO user_coupons (coupon_id, company_id, starts_at, ends_at)
        SELECT id, ${companyId}, starts_at, ends_at FROM coupons WHERE id = ${template.id} RETURNING id`,
  );
  return held.id;
}

export async function companyOf(db: Database['db'], phone: string): Promise<number> {
  return (await one<{ company_id: number }>(db, sql`SELECT company_id FROM users WHERE phone = ${phone}`))
    .company_id;
}

/**
 * A browser signed in as `userId` without the password round (argon2 per buyer would dominate a 100-buyer
 * test): a session row as login writes it, and the CSRF token of that session (GET /api/csrf).
 */
export async function sessionBrowser(
  app: FastifyInstance,
  db: Database['db'],
  userId: number,
  template: Browser,
): Promise<Browser> {
  const browser = new Browser(app);
  for (const [name, value] of template.cookies) browser.cookies.set(name, value);
  const session = await createSession(db, userId);
  browser.cookies.set(SESSION_COOKIE, session.id);
  await browser.fetchCsrf();
  return browser;
}

/**
 * `count` qualified companies that signed the contract, each with one user (copying 13800138000's password
 * hash, phones 170 + base + n) and a default address; answers [userId, companyId, addressId] per buyer.
 */
export async function newBuyers(db: Database['db'], count: number, base: number) {
  const result = await db.execute<{ user_id: number; company_id: number; address_id: number }>(sql`
    WITH made AS (
      INSERT INTO companies (name, qualification_passed, contract_signed, region, address)
      SELECT '测试药房' || (${base} + n), true, true, '北京市', '北京市朝阳区建国路' || n || '号'
      FROM generate_series(1, ${count}) n
      RETURNING id, name
    ), people AS (
      INSERT INTO users (phone, password_hash, name, company_id)
      SELECT '170' || lpad(substring(made.name FROM 5), 8, '0'),
        (SELECT password_hash FROM users WHERE phone = '13800138000'), made.name, made.id
      FROM made
      RETURNING id, company_id
    ), places AS (
      INSERT INTO addresses (company_id, consignee, phone, province, city, district, detail, is_default)
      SELECT company_id, '王药师', '13700137000', '北京市', '北京市', '朝阳区', '建国路1号', true FROM people
      RETURNING id, company_id
    )
    SELECT people.id AS user_id, people.company_id, places.id AS address_id
    FROM people JOIN places USING (company_id) ORDER BY people.id`);
  await grantScope(
    db,
    result.rows.map((row) => row.company_id),
  );
  return result.rows.map((row) => ({
    userId: row.user_id,
    companyId: row.company_id,
    addressId: row.address_id,
  }));
}
