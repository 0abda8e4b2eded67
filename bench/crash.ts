// Crash safety of orders and payment (issue #9): the built API under an order-and-pay load is killed with
// SIGKILL ROUNDS times at a random moment and started again on the same DATA_DIR (the embedded PostgreSQL it left
// orphaned is recovered at start). Every order and payment the API acknowledged (HTTP 200) must be there afterwards,
// paid orders must have their paid payment, and each wallet must still equal the sum of its ledger entries.
// Loopback only; bounded by ROUNDS and a per-round load window.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { runningEmbeddedUrl } from '../apps/api/src/cli/ops/connect';
import { connectDatabase } from '../apps/api/src/db/client';
import { ensureWallet, ledgerMismatches, post } from '../apps/api/src/wallet/ledger';
import { type BenchBuyer, makeBuyers, plainGoods, postAs } from './buyers';
import { freePort, spawnBuiltApi, stop, waitFor } from './load';

const ROUNDS = 20;
const BUYERS = 10;
const LOAD_MS = [400, 2500] as const;
const START_TIMEOUT_MS = 5 * 60_000;

const dataDir = mkdtempSync(join(tmpdir(), 'yc-bench-crash-'));
const port = await freePort();
const api = `http://127.0.0.1:${port}`;

const start = () => spawnBuiltApi(port, dataDir, { quiet: true });

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

const acknowledged = { orders: new Set<number>(), payments: new Set<number>() };
let server = start();
let pool: pg.Pool | undefined;
const restartMs: number[] = [];
try {
  await waitFor(`${api}/api/health`, server, START_TIMEOUT_MS);
  const url = runningEmbeddedUrl(dataDir);
  if (!url) throw new Error('the server runs but its embedded PostgreSQL was not found');
  pool = new pg.Pool({ connectionString: url, max: 4 });
  // The server's PostgreSQL is stopped and restarted under this pool: an idle client losing its connection is
  // expected (bench/load.ts benchPool).
  pool.on('error', () => undefined);
  const [goodsId] = (await plainGoods(pool, 1)) as [number];
  await pool.query('UPDATE goods SET stock = 1000000, zbz = 1 WHERE id = $1', [goodsId]);
  const { buyers } = await makeBuyers(pool, api, BUYERS, '崩溃药房');
  // Enough balance for every order of the run, posted through the ledger as an operator's credit would be.
  const ledgerDb = connectDatabase(url, 2);
  for (const buyer of buyers)
    await ledgerDb.db.transaction(async (tx) => {
      await ensureWallet(tx, buyer.companyId);
      await post(
        tx,
        { account: 'balance', kind: 'recharge' },
        { companyId: buyer.companyId, amountFen: 1e9, actor: 'system' },
      );
    });
  await ledgerDb.close();
  await pool.end();
  pool = undefined;

  /** One buyer's loop: cart → order → pay from the balance; records what the API acknowledged. */
  const shop = async (buyer: BenchBuyer, until: number) => {
    while (Date.now() < until) {
      try {
        const added = await postAs(api, buyer, '/api/cart', {
          params: [{ goods_id: goodsId, number: 1 }],
        });
        if (added.status !== 200) continue;
        const order = await postAs(
          api,
          buyer,
          '/api/order',
          { address_id: buyer.addressId },
          {
            'idempotency-key': randomUUID(),
          },
        );
        if (order.status !== 200) continue;
        const orderId = (order.json.data as { order_id: number }).order_id;
        acknowledged.orders.add(orderId);
        const paid = await postAs(
          api,
          buyer,
          '/api/pay/balance',
          { order_id: orderId },
          {
            'idempotency-key': randomUUID(),
          },
        );
        if (paid.status === 200) acknowledged.payments.add(orderId);
      } catch {
        return; // the server is gone: this round is over for this buyer
      }
    }
  };

  for (let round = 1; round <= ROUNDS; round += 1) {
    const window = LOAD_MS[0] + Math.random() * (LOAD_MS[1] - LOAD_MS[0]);
    const load = Promise.all(buyers.map((buyer) => shop(buyer, Date.now() + 60_000)));
    await new Promise((resolve) => setTimeout(resolve, window));
    await killed(server);
    await load;
    const t0 = performance.now();
    server = start();
    await waitFor(`${api}/api/health`, server, START_TIMEOUT_MS);
    restartMs.push(performance.now() - t0);
  }

  const checkUrl = runningEmbeddedUrl(dataDir);
  if (!checkUrl) throw new Error('no running database to check');
  pool = new pg.Pool({ connectionString: checkUrl, max: 2 });
  pool.on('error', () => undefined);
  const orders = await pool.query<{ id: number; status: string; paid: boolean }>(
    `SELECT o.id, o.status, EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'paid') AS paid
     FROM orders o WHERE o.id = ANY($1::int[])`,
    [[...acknowledged.orders]],
  );
  const found = new Map(orders.rows.map((row) => [row.id, row]));
  const missingOrders = [...acknowledged.orders].filter((id) => !found.has(id));
  const unpaid = [...acknowledged.payments].filter((id) => {
    const row = found.get(id);
    return row?.status !== 'paid' || !row.paid;
  });
  const checkDb = connectDatabase(checkUrl, 1);
  const mismatches = await ledgerMismatches(checkDb.db);
  await checkDb.close();
  const negative = await pool.query('SELECT count(*)::int AS n FROM wallets WHERE balance_fen < 0');
  restartMs.sort((a, b) => a - b);
  console.log(`crash: ${ROUNDS} × SIGKILL of the API during an order-and-pay load (${BUYERS} buyers)`);
  console.log(
    `  acknowledged: ${acknowledged.orders.size} orders, ${acknowledged.payments.size} payments; ` +
      `missing after restart: ${missingOrders.length} orders, ${unpaid.length} payments`,
  );
  console.log(
    `  ledger: ${mismatches.length} wallets differ from their entries, ${negative.rows[0]?.n ?? '?'} negative; ` +
      `restart to healthy p50 ${restartMs[Math.floor(restartMs.length / 2)]?.toFixed(0)} ms, max ${restartMs.at(-1)?.toFixed(0)} ms`,
  );
  if (missingOrders.length || unpaid.length || mismatches.length || negative.rows[0]?.n) process.exitCode = 1;
} finally {
  await pool?.end();
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
