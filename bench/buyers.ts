// Buyers made straight in the database for the order benchmarks: qualified companies that signed the e-contract,
// each with one login (13800138000's password hash), a default address and a session cookie — no password round,
// which would measure scrypt instead of ordering.
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';

export interface BenchBuyer {
  userId: number;
  companyId: number;
  addressId: number;
  /** Cookie header: the CSRF cookie and the session. */
  cookie: string;
  /** The CSRF token of this buyer's session (tokens are bound to the session, plugins/csrf.ts). */
  token: string;
}

export async function makeBuyers(
  db: pg.Pool,
  api: string,
  count: number,
  prefix: string,
): Promise<{ buyers: BenchBuyer[] }> {
  const made = await db.query<{ user_id: number; company_id: number; address_id: number }>(
    `WITH c AS (
       INSERT INTO companies (name, qualification_passed, contract_signed, region, address)
       SELECT $2 || n, true, true, '北京市', '北京市朝阳区建国路' || n || '号' FROM generate_series(1, $1) n
       RETURNING id, name),
     -- Every business scope approved: the benchmark goods may be of any category (the buy rule checks it).
     s AS (
       INSERT INTO company_scopes (company_id, category, status)
       SELECT c.id, cat, 'approved' FROM c,
         unnest(ARRAY(SELECT DISTINCT scope_category FROM goods)) cat),
     u AS (
       INSERT INTO users (phone, password_hash, name, company_id)
       SELECT '171' || lpad(c.id::text, 8, '0'),
         (SELECT password_hash FROM users WHERE phone = '13800138000'), c.name, c.id FROM c
       RETURNING id, company_id),
     a AS (
       INSERT INTO addresses (company_id, consignee, phone, province, city, district, detail, is_default)
       SELECT company_id, '王药师', '13700137000', '北京市', '北京市', '朝阳区', '建国路1号', true FROM u
       RETURNING id, company_id)
     SELECT u.id AS user_id, u.company_id, a.id AS address_id FROM u JOIN a USING (company_id) ORDER BY u.id`,
    [count, prefix],
  );
  // Sessions as the app makes them (lib/session-store.ts: a random 256-bit id, only its SHA-256 stored), all in
  // one statement; then each session's CSRF token from the API, 20 at a time (the token is an HMAC only the
  // server can compute).
  const ids = made.rows.map(() => randomBytes(32).toString('base64url'));
  await db.query(
    `INSERT INTO sessions (id_hash, user_id, expires_at)
     SELECT h, u, now() + interval '1 day' FROM unnest($1::text[], $2::int[]) AS s(h, u)`,
    [ids.map((id) => createHash('sha256').update(id).digest('hex')), made.rows.map((row) => row.user_id)],
  );
  const csrf = await fetch(`${api}/api/csrf`);
  const csrfCookie = csrf.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const buyers: BenchBuyer[] = new Array(made.rows.length);
  let next = 0;
  const fetchTokens = async () => {
    for (let i = next++; i < made.rows.length; i = next++) {
      const row = made.rows[i] as (typeof made.rows)[number];
      const cookie = [...csrfCookie, `yc_session=${ids[i]}`].join('; ');
      const tokenAnswer = await fetch(`${api}/api/csrf`, { headers: { cookie } });
      const token = ((await tokenAnswer.json()) as { data: { token: string } }).data.token;
      buyers[i] = {
        userId: row.user_id,
        companyId: row.company_id,
        addressId: row.address_id,
        cookie,
        token,
      };
    }
  };
  await Promise.all(Array.from({ length: 20 }, fetchTokens));
  return { buyers };
}

/** A plain goods every buyer may order: sold online, no promotion, no ladder, not controlled, not 含麻. */
export async function plainGoods(db: pg.Pool, count: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT g.id FROM goods g
     WHERE g.stock > 0 AND g.price_fen > 0 AND NOT g.banned_online
       AND g.regulatory_class <> 'ephedrine_compound'
       AND NOT EXISTS (SELECT 1 FROM promotion_goods p WHERE p.goods_id = g.id)
       AND NOT EXISTS (SELECT 1 FROM goods_ladder_prices l WHERE l.goods_id = g.id)
       AND NOT EXISTS (SELECT 1 FROM controlled_programme_goods c WHERE c.goods_id = g.id)
     ORDER BY g.id LIMIT $1`,
    [count],
  );
  if (rows.rows.length < count) throw new Error(`only ${rows.rows.length} plain goods in the seed`);
  return rows.rows.map((row) => row.id);
}

/** POST with the buyer's cookie and CSRF token; the answer's status and JSON. */
export async function postAs(
  api: string,
  buyer: BenchBuyer,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
) {
  const response = await fetch(`${api}${path}`, {
    method: 'POST',
    signal,
    headers: {
      cookie: buyer.cookie,
      'content-type': 'application/json',
      'x-csrf-token': buyer.token,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { message: string; data: unknown } };
}
