// Order creation under contention (issue #9): BUYERS different buyers, CONCURRENCY at a time, each placing
// one-unit orders of the same goods (stock STOCK) through the real API — put the unit in the cart, then
// `POST /api/order` with an Idempotency-Key — until the stock is gone; then zero oversell is checked in the
// tables. The baseline, measured in the same run on the same PostgreSQL, is the raw transaction an order
// cannot do without: a conditional stock UPDATE plus one INSERT, at the same concurrency, from a pg Pool.
// Built API (apps/api/dist/server.js), fresh temp DATA_DIR, loopback only, bounded by stock and time; or the API
// at BENCH_API on the PostgreSQL at BENCH_DATABASE_URL (bench/load.ts `benchTarget`: one instance, or a proxy
// before several — scripts/two-instances.mjs runs it both ways).
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { makeBuyers, plainGoods, postAs } from './buyers';
import { benchPool, benchTarget } from './load';

const BUYERS = 40;
const CONCURRENCY = 20;
const STOCK = 600;
const BASELINE_TXS = 3000;
const TIME_LIMIT_MS = Number(process.env.ORDERS_TIME_LIMIT_MS ?? 120_000);

const { api, databaseUrl, close } = await benchTarget('orders');
const db = benchPool(databaseUrl, CONCURRENCY);
try {
  // A plain goods every buyer may order (and one for the baseline), stock STOCK.
  const [goodsId, baselineGoodsId] = (await plainGoods(db, 2)) as [number, number];
  await db.query('UPDATE goods SET stock = $1, zbz = 1 WHERE id = $2', [STOCK, goodsId]);
  await db.query('UPDATE goods SET stock = $1 WHERE id = $2', [BASELINE_TXS * 2, baselineGoodsId]);

  const { buyers } = await makeBuyers(db, api, BUYERS, `压测药房${Date.now().toString(36)}-`);

  // The API: each worker takes the next free buyer, puts one unit in its cart and orders it.
  let placed = 0;
  let refused = 0;
  let soldOut = false;
  const orderMs: number[] = [];
  const free = [...buyers];
  const started = performance.now();
  const worker = async () => {
    while (!soldOut && performance.now() - started < TIME_LIMIT_MS) {
      const buyer = free.shift();
      if (!buyer) return;
      const added = await postAs(api, buyer, '/api/cart', {
        params: [{ goods_id: goodsId, number: 1 }],
      });
      if (added.status !== 200) soldOut = true;
      else {
        const t0 = performance.now();
        const order = await postAs(
          api,
          buyer,
          '/api/order',
          { address_id: buyer.addressId },
          { 'idempotency-key': randomUUID() },
        );
        orderMs.push(performance.now() - t0);
        if (order.status === 200) placed += 1;
        else if (order.status === 409 || order.status === 422) {
          refused += 1;
          soldOut = true;
        } else throw new Error(`POST /api/order: HTTP ${order.status} ${order.json.message}`);
      }
      free.push(buyer);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const apiSeconds = (performance.now() - started) / 1000;

  const check = await db.query<{ stock: number; ordered: string; orders: string }>(
    `SELECT (SELECT stock FROM goods WHERE id = $1) AS stock,
       (SELECT coalesce(sum(l.number), 0) FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.goods_id = $1 AND o.status <> 'cancelled' AND o.company_id = ANY($2::int[])) AS ordered,
       (SELECT count(*) FROM orders o JOIN order_lines l ON l.order_id = o.id
        WHERE l.goods_id = $1 AND o.company_id = ANY($2::int[])) AS orders`,
    // This run's buyers only: on a shared database (BENCH_API) earlier runs ordered the same goods.
    [goodsId, buyers.map((buyer) => buyer.companyId)],
  );
  const facts = check.rows[0];
  if (!facts) throw new Error('no figures');
  const oversold = Number(facts.ordered) - STOCK;

  // The baseline: the same conditional UPDATE and one INSERT per transaction, CONCURRENCY at a time (a table of
  // the bench's own in this throwaway database).
  await db.query(
    'CREATE TABLE IF NOT EXISTS bench_orders (id serial PRIMARY KEY, goods_id int, at timestamptz)',
  );
  let done = 0;
  const baseStarted = performance.now();
  const baseWorker = async () => {
    const client = await db.connect();
    try {
      while (done < BASELINE_TXS) {
        done += 1;
        await client.query('BEGIN');
        const taken = await client.query('UPDATE goods SET stock = stock - 1 WHERE id = $1 AND stock >= 1', [
          baselineGoodsId,
        ]);
        if (taken.rowCount === 1)
          await client.query('INSERT INTO bench_orders (goods_id, at) VALUES ($1, now())', [baselineGoodsId]);
        await client.query('COMMIT');
      }
    } finally {
      client.release();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, baseWorker));
  const baseSeconds = (performance.now() - baseStarted) / 1000;

  orderMs.sort((a, b) => a - b);
  const at = (q: number) => orderMs[Math.min(orderMs.length - 1, Math.floor(q * orderMs.length))]?.toFixed(0);
  console.log(
    `orders: ${BUYERS} buyers, concurrency ${CONCURRENCY}, one goods with stock ${STOCK} at ${api}; load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}`,
  );
  console.log(
    `  API (cart add + POST /api/order): ${placed} orders in ${apiSeconds.toFixed(1)} s = ${(placed / apiSeconds).toFixed(1)} orders/s; ` +
      `POST /api/order p50 ${at(0.5)} ms, p95 ${at(0.95)} ms; refused once sold out: ${refused}`,
  );
  // The invariant: every unit is either in stock or in a live order, none beyond. Not selling out within the
  // time limit (a loaded machine) is reported, not a failure.
  const balanced = Number(facts.stock) + Number(facts.ordered) === STOCK && oversold <= 0;
  console.log(
    `  stock left ${facts.stock}, units in live orders ${facts.ordered}, oversold ${Math.max(0, oversold)} ` +
      `(${balanced ? 'none; stock + ordered = the stock set' : 'MISMATCH'})` +
      (Number(facts.stock) > 0 ? `; not sold out within ${TIME_LIMIT_MS / 1000} s` : ''),
  );
  console.log(
    `  baseline (raw UPDATE … WHERE stock >= 1 + INSERT, pg Pool): ${BASELINE_TXS} tx in ${baseSeconds.toFixed(1)} s = ${(BASELINE_TXS / baseSeconds).toFixed(0)} tx/s`,
  );
  if (!balanced) process.exitCode = 1;
} finally {
  await db.endAll();
  await close();
}
