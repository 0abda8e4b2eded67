// A flash-sale rush (issue #25): BUYERS signed-in buyers (SQL-made, contract signed, default address, each with
// one unit of the flash-sale goods in the cart) all send `POST /api/order` within the same second for a goods
// with stock STOCK at its 限时秒杀 price with a per-buyer limit; some of them (PRE_BOUGHT) have already taken their
// limit. Prints units sold (must be exactly STOCK), the 5xx count (must be 0), the refusals grouped by HTTP status
// and message (each should be a 409 with a Chinese message), the answers' p50/p95, and `GET /` and a search's p95
// idle and during the rush (the ratio, target ≤ 2×), with the load average. Built API on a fresh temp DATA_DIR
// (or BENCH_API + BENCH_DATABASE_URL, bench/load.ts `benchTarget`), loopback only; every request is cut off after
// REQUEST_TIMEOUT_MS and counted as such. Exit 1 when more or fewer than STOCK units were sold or a 5xx came back.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { makeBuyers, plainGoods, postAs } from './buyers';
import { benchPool, benchTarget } from './load';

const BUYERS = Number(process.env.RUSH_BUYERS ?? 2000);
const STOCK = 100;
const LIMIT_PER_BUYER = 1;
/** Buyers whose company already bought its limit at this flash sale: their order must be refused by the limit. */
const PRE_BOUGHT = Math.floor(BUYERS / 20);
const REQUEST_TIMEOUT_MS = 120_000;
const PROBE_IDLE_MS = 5_000;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** Two visitors asking `path` one request after another until `until` settles (or for `ms`); the latencies. */
async function probe(url: string, until: Promise<unknown> | number): Promise<number[]> {
  const latencies: number[] = [];
  let done = false;
  const finish = () => {
    done = true;
  };
  if (typeof until === 'number') setTimeout(finish, until);
  else void until.finally(finish);
  const visitor = async () => {
    while (!done) {
      const t0 = performance.now();
      const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all([visitor(), visitor()]);
  return latencies;
}

const target = await benchTarget('rush');
const db = benchPool(target.databaseUrl, 5);
try {
  const { api } = target;
  const [goodsId] = (await plainGoods(db, 1)) as [number];
  await db.query('UPDATE goods SET stock = $1, zbz = 1 WHERE id = $2', [STOCK, goodsId]);
  const promotion = await db.query<{ id: number }>(
    `INSERT INTO promotions (code, kind, title, starts_at, ends_at, daily_start, daily_end)
     VALUES ($1, 'spike', '限时秒杀', now() - interval '1 day', now() + interval '1 day', '00:00', '23:59')
     RETURNING id`,
    [`bench-rush-${randomUUID()}`],
  );
  const promotionId = promotion.rows[0]?.id as number;
  await db.query(
    `INSERT INTO promotion_goods (promotion_id, goods_id, price_fen, limit_per_buyer)
     SELECT $1, id, greatest(1, price_fen * 85 / 100), $3 FROM goods WHERE id = $2`,
    [promotionId, goodsId, LIMIT_PER_BUYER],
  );

  const madeAt = performance.now();
  const { buyers } = await makeBuyers(db, api, BUYERS, `秒杀药房${Date.now().toString(36)}-`);
  // Each buyer's cart: one unit of the goods as a flash-sale line (type 1, goods_price_id = the promotion), as
  // POST /api/cart stores it.
  await db.query(
    `INSERT INTO cart_items (user_id, type, goods_id, goods_price_id, number)
     SELECT u, 1, $2, $3, 1 FROM unnest($1::int[]) u`,
    [buyers.map((buyer) => buyer.userId), goodsId, promotionId],
  );
  await db.query(
    `INSERT INTO promotion_purchases (promotion_id, goods_id, company_id, units)
     SELECT $2, $3, c, $4 FROM unnest($1::int[]) c`,
    [buyers.slice(0, PRE_BOUGHT).map((buyer) => buyer.companyId), promotionId, goodsId, LIMIT_PER_BUYER],
  );
  const setupSeconds = (performance.now() - madeAt) / 1000;

  const home = `${api}/`;
  const search = `${api}/api/goods/search?keywords=amxl`;
  const loadIdle = load();
  const idleHome = await probe(home, PROBE_IDLE_MS);
  const idleSearch = await probe(search, PROBE_IDLE_MS);

  // The rush: every buyer's order sent at once (in the same event-loop turn), answers timed from the send.
  const answers: { status: number; message: string; ms: number }[] = [];
  const loadBefore = load();
  const rushStarted = performance.now();
  // Shuffled, so the buyers who already took their limit are not all first.
  const order = [...buyers].sort(() => Math.random() - 0.5);
  const rush = Promise.all(
    order.map(async (buyer) => {
      const t0 = performance.now();
      try {
        const answer = await postAs(
          api,
          buyer,
          '/api/order',
          { address_id: buyer.addressId },
          { 'idempotency-key': randomUUID() },
          AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        );
        answers.push({ status: answer.status, message: answer.json.message, ms: performance.now() - t0 });
      } catch (error) {
        const name = (error as Error).name;
        // fetch's own message ('fetch failed') hides what happened to the connection: its cause says.
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        answers.push({
          status: 0,
          message:
            name === 'TimeoutError'
              ? `timed out after ${REQUEST_TIMEOUT_MS / 1000} s`
              : `${String(error)} (${cause?.code ?? cause?.message ?? 'no cause'})`,
          ms: performance.now() - t0,
        });
      }
    }),
  );
  const [busyHome, busySearch] = await Promise.all([probe(home, rush), probe(search, rush)]);
  await rush;
  const rushSeconds = (performance.now() - rushStarted) / 1000;
  const loadAfter = load();

  const facts = (
    await db.query<{ stock: number; sold: string; orders: string; claimed: string }>(
      `SELECT (SELECT stock FROM goods WHERE id = $1) AS stock,
         (SELECT coalesce(sum(l.number), 0) FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE l.goods_id = $1 AND o.status <> 'cancelled') AS sold,
         (SELECT count(DISTINCT o.id) FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE l.goods_id = $1 AND o.status <> 'cancelled') AS orders,
         (SELECT coalesce(sum(l.promotion_units), 0) FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE l.goods_id = $1 AND o.status <> 'cancelled' AND l.promotion_id = $2) AS claimed`,
      [goodsId, promotionId],
    )
  ).rows[0];
  if (!facts) throw new Error('no figures');
  const sold = Number(facts.sold);
  const fivexx = answers.filter((answer) => answer.status >= 500).length;
  const byOutcome = new Map<string, number>();
  for (const answer of answers) {
    const key = answer.status === 200 ? '200 下单成功' : `${answer.status} ${answer.message}`;
    byOutcome.set(key, (byOutcome.get(key) ?? 0) + 1);
  }
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const ratio = (busy: number[], idle: number[]) => (percentile(busy, 95) / percentile(idle, 95)).toFixed(2);

  console.log(
    `flash-sale rush: ${BUYERS} buyers (${PRE_BOUGHT} already at their limit of ${LIMIT_PER_BUYER}), stock ${STOCK}; ` +
      `buyers, sessions and carts made in ${setupSeconds.toFixed(1)} s`,
  );
  console.log(`  load average: idle ${loadIdle}; before the rush ${loadBefore}; after ${loadAfter}`);
  console.log(
    `  units sold ${sold} in ${facts.orders} orders (${sold === STOCK ? 'exactly the stock' : 'MISMATCH'}), ` +
      `stock left ${facts.stock}, at the flash-sale price ${facts.claimed} (a buyer past the limit pays the ` +
      `base price: the pricing rule, not a refusal); 5xx: ${fivexx}`,
  );
  console.log(
    `  answers in ${rushSeconds.toFixed(1)} s: p50 ${ms(
      percentile(
        answers.map((a) => a.ms),
        50,
      ),
    )}, p95 ${ms(
      percentile(
        answers.map((a) => a.ms),
        95,
      ),
    )}`,
  );
  for (const [outcome, count] of [...byOutcome].sort((a, b) => b[1] - a[1])) {
    console.log(`    ${String(count).padStart(5)} × ${outcome}`);
  }
  console.log(
    `  GET /          p95 idle ${ms(percentile(idleHome, 95))} (${idleHome.length} req), during the rush ${ms(percentile(busyHome, 95))} (${busyHome.length} req): ${ratio(busyHome, idleHome)}× (target ≤ 2×)`,
  );
  console.log(
    `  search amxl    p95 idle ${ms(percentile(idleSearch, 95))} (${idleSearch.length} req), during the rush ${ms(percentile(busySearch, 95))} (${busySearch.length} req): ${ratio(busySearch, idleSearch)}× (target ≤ 2×)`,
  );
  if (sold !== STOCK || Number(facts.stock) !== 0 || fivexx > 0) process.exitCode = 1;
} finally {
  await db.endAll();
  await target.close();
}
