// `GET /api/cart/list` of a 50-line cart (the demo buyer, signed in), 10 connections, against a bare Fastify
// route returning the same JSON as a constant, in one run on the built API (apps/api/dist/server.js, fresh temp
// DATA_DIR, loopback only); then a 300-line cart at one connection. The list reads the cart and every pricing
// fact from PostgreSQL in one statement (apps/api/src/cart/snapshot.ts) and prices it with `priceCart` on every
// request; the bare route is Fastify's own floor.
import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { runningEmbeddedUrl } from '../apps/api/src/cli/ops/connect';
import {
  benchPool,
  DURATION_S,
  freePort,
  measure,
  type Signed,
  signIn,
  startBaseline,
  startBuiltApi,
  stop,
  waitFor,
} from './load';

const LINES = 50;
const BIG_CART = 300;
const ROUNDS = 2;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

async function call<T>(
  api: string,
  signed: Signed,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: {
      cookie: signed.cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json', 'x-csrf-token': signed.token }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${json.message}`);
  return json.data;
}

/** Fills the buyer's cart to LINES lines with in-stock goods they may buy, one package each. */
async function fillCart(api: string, signed: Signed): Promise<number> {
  const page = await call<{ list: { id: number; is_buy: number; number: number; zbz: number }[] }>(
    api,
    signed,
    'GET',
    '/api/goods/list?in_stock=1&per_page=100',
  );
  const buyable = page.list.filter((goods) => goods.is_buy === 1 && goods.number >= goods.zbz);
  let lines = 0;
  for (let offset = 0; lines < LINES && offset < buyable.length; offset += LINES - lines) {
    const params = buyable.slice(offset, offset + LINES - lines).map((goods) => ({ goods_id: goods.id }));
    await call(api, signed, 'POST', '/api/cart', { params }).catch(() => undefined);
    lines = (await call<{ total: number }>(api, signed, 'GET', '/api/cart/total')).total;
  }
  return lines;
}

/**
 * Fills the demo buyer's cart to BIG_CART lines straight in PostgreSQL (the API adds at most what one list page
 * offers): one package of each listed goods not banned online, in id order; lines the buyer may not buy are
 * priced and shown with their reason like any other.
 */
async function fillBigCart(dataDir: string): Promise<void> {
  const url = runningEmbeddedUrl(dataDir);
  if (!url) throw new Error('the embedded PostgreSQL was not found');
  const pool = benchPool(url, 1);
  try {
    await pool.query(
      `INSERT INTO cart_items (user_id, goods_id, number)
       SELECT u.id, g.id, g.zbz FROM users u, goods g
       WHERE u.phone = '13800138000' AND g.listed AND NOT g.banned_online
       ORDER BY g.id LIMIT $1
       ON CONFLICT ON CONSTRAINT cart_items_line DO NOTHING`,
      [BIG_CART],
    );
  } finally {
    await pool.endAll();
  }
}

const { api, dataDir, close } = await startBuiltApi('cart');
const basePort = await freePort();
let baseline: ChildProcess | undefined;
try {
  const signed = await signIn(api);
  const lines = await fillCart(api, signed);
  if (lines < LINES) throw new Error(`only ${lines} lines could be added`);
  const list = await fetch(`${api}/api/cart/list`, { headers: { cookie: signed.cookie } });
  const body = await list.text();
  baseline = startBaseline(basePort, '/cart', body);
  await waitFor(`http://127.0.0.1:${basePort}/cart`, baseline, 30_000);

  console.log(
    `GET /api/cart/list, ${lines} lines (${(body.length / 1024).toFixed(0)} KiB of JSON), signed in, ${DURATION_S} s per row, alternating:`,
  );
  const ratios: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const bare = await measure(
      `round ${round}: bare Fastify, same JSON`,
      `http://127.0.0.1:${basePort}/cart`,
    );
    const cart = await measure(`round ${round}: /api/cart/list`, `${api}/api/cart/list`, {
      headers: { cookie: signed.cookie },
    });
    ratios.push(cart / bare);
  }
  console.log(`  cart list / bare throughput: ${ratios.map((r) => `${(r * 100).toFixed(1)} %`).join(', ')}`);
  console.log(`  load average ${load()}`);

  await fillBigCart(dataDir);
  const big = await call<{ data: unknown[] }>(api, signed, 'GET', '/api/cart/list');
  console.log(`GET /api/cart/list, ${big.data.length} lines, one connection, ${DURATION_S} s:`);
  await measure('/api/cart/list, one connection', `${api}/api/cart/list`, {
    headers: { cookie: signed.cookie },
    connections: 1,
  });
  console.log(`  load average ${load()}`);
} finally {
  if (baseline) await stop(baseline);
  await close();
}
