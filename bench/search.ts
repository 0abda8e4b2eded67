// Goods search, suggestions, detail and list on a 100k catalogue, measured against the built API
// (apps/api/dist/server.js) on a fresh DATA_DIR. Baseline in the same run: a bare Fastify route returning the
// detail JSON as a constant, so the figures read as "what the database work costs over Fastify itself".
// Afterwards the embedded PostgreSQL is reopened to print EXPLAIN (ANALYZE) of the search and suggest queries.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillPlaceholders } from 'drizzle-orm';
import pg from 'pg';
import { searchQuery, suggestQuery } from '../apps/api/src/catalogue/search-queries';
import { PREPARED_POOL_OPTIONS } from '../apps/api/src/db/client';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded';
import { EMBEDDED_DATABASE } from '../apps/api/src/db/open';
import { CONNECTIONS, DURATION_S, freePort, measure, signIn, startBaseline, stop, waitFor } from './load';
import { coldSearches, everyPrefixOnce, keywordPool, prefixPool, zipfSearches } from './search-workloads';

const GOODS = Number(process.env.SEED_GOODS || 100_000);
const START_TIMEOUT_MS = 10 * 60_000;

const root = join(import.meta.dirname, '..');
const apiDir = join(root, 'apps/api');

/**
 * EXPLAIN (ANALYZE) of the search and suggest statements as the API runs them: prepared, in a session with the
 * settings of the API's pool for prepared reads (generic plans, index paths preferred).
 */
async function explain(dataDir: string): Promise<void> {
  const postgres = await startEmbeddedPostgres(dataDir);
  const url = new URL(postgres.url);
  url.pathname = `/${EMBEDDED_DATABASE}`;
  const client = new pg.Client({ connectionString: url.toString(), options: PREPARED_POOL_OPTIONS });
  await client.connect();
  try {
    const queries = [
      ['search amxl (type 0)', searchQuery('amxl', 0, 1, 20)],
      ['search 阿莫西林 (type 0)', searchQuery('阿莫西林', 0, 1, 20)],
      ['search 感冒 (type 0, two characters)', searchQuery('感冒', 0, 1, 20)],
      ['search 华润 (type 1)', searchQuery('华润', 1, 1, 20)],
      ['suggest am', suggestQuery('am', 0, 10)],
      ['suggest 华润 (type 1)', suggestQuery('华润', 1, 10)],
    ] as const;
    for (const [i, [label, { statement, values }]] of queries.entries()) {
      const args = fillPlaceholders(statement.params, values).map((arg) =>
        typeof arg === 'number' ? String(arg) : client.escapeLiteral(String(arg)),
      );
      await client.query(`PREPARE s${i} AS ${statement.text}`);
      const result = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, COSTS OFF, BUFFERS OFF) EXECUTE s${i}(${args.join(', ')})`,
      );
      const plan = result.rows.map((row) => row['QUERY PLAN']);
      const seqScanOnGoods = plan.some((line) => /Seq Scan on goods/.test(line));
      console.log(`\n-- ${label}: ${seqScanOnGoods ? 'SEQ SCAN ON GOODS' : 'no Seq Scan on goods'}`);
      for (const line of plan) console.log(`   ${line}`);
    }
  } finally {
    await client.end();
    await postgres.stop();
  }
}

// BENCH_DATA_DIR keeps the seeded catalogue between runs (seeding 100k goods takes about a minute).
const keptDataDir = process.env.BENCH_DATA_DIR;
const dataDir = keptDataDir || mkdtempSync(join(tmpdir(), 'yc-bench-search-'));
const [apiPort, basePort] = [await freePort(), await freePort()];
const api = `http://127.0.0.1:${apiPort}`;
console.log(
  `starting the built API with SEED_GOODS=${GOODS} in ${dataDir} (first start seeds; takes a while)`,
);
const started = Date.now();
const server = spawn(process.execPath, [join(apiDir, 'dist/server.js')], {
  env: {
    ...process.env,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_GOODS: String(GOODS),
    LOG_LEVEL: 'warn',
    // As `npm start` runs it: responses are not re-checked against their contracts.
    NODE_ENV: 'production',
  },
  stdio: 'inherit',
});
let baseline: ChildProcess | undefined;
try {
  await waitFor(`${api}/api/health`, server, START_TIMEOUT_MS);
  console.log(`ready after ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const found = await (await fetch(`${api}/api/goods/search?keywords=amxl&type=0&per_page=1`)).json();
  const id = found.data.list[0].id as number;
  const detail = await (await fetch(`${api}/api/goods/detail/${id}`)).text();
  baseline = startBaseline(basePort, '/detail', detail);
  await waitFor(`http://127.0.0.1:${basePort}/detail`, baseline, 30_000);

  const q = encodeURIComponent;
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, visitor requests, ${GOODS} goods`);
  await measure('baseline: bare Fastify, detail JSON', `http://127.0.0.1:${basePort}/detail`);
  const pool = keywordPool();
  console.log(`keyword pool: ${pool.length} searches from the seed's product and manufacturer tables`);
  await measure('search, every request new (no cache)', api, { paths: coldSearches(pool) });
  await measure('search, Zipf mix of the pool', api, { paths: zipfSearches(pool) });
  await measure('search amxl', `${api}/api/goods/search?keywords=amxl&type=0`);
  await measure('search 阿莫西林', `${api}/api/goods/search?keywords=${q('阿莫西林')}&type=0`);
  await measure('search 华润 (type 1)', `${api}/api/goods/search?keywords=${q('华润')}&type=1`);
  await measure('suggest am', `${api}/api/goods/suggest?keywords=am&type=0`);
  const prefixes = prefixPool();
  await measure(`suggest, every request new (${prefixes.length})`, api, {
    amount: prefixes.length,
    paths: everyPrefixOnce(prefixes),
  });
  await measure(`detail/${id}`, `${api}/api/goods/detail/${id}`);
  const buyer = { cookie: (await signIn(api)).cookie };
  await measure(`detail/${id}, signed-in buyer`, `${api}/api/goods/detail/${id}`, { headers: buyer });
  await measure('search amxl, signed-in buyer', `${api}/api/goods/search?keywords=amxl&type=0`, {
    headers: buyer,
  });
  await measure('list (default sort, page 1)', `${api}/api/goods/list`);

  // The bare route is bound by the load generator sharing the machine and swings by a third between runs, so
  // the detail/bare ratio is taken three times, alternating, and the median reported.
  console.log('\ndetail against the bare route, alternating (visitor requests):');
  const ratios: number[] = [];
  for (let round = 1; round <= 3; round++) {
    const bare = await measure(`round ${round}: bare`, `http://127.0.0.1:${basePort}/detail`);
    const detail = await measure(`round ${round}: detail/${id}`, `${api}/api/goods/detail/${id}`);
    ratios.push(detail / bare);
  }
  ratios.sort((a, b) => a - b);
  console.log(
    `  detail / bare: ${ratios.map((r) => `${(r * 100).toFixed(0)} %`).join(', ')} — median ${((ratios[1] ?? 0) * 100).toFixed(0)} %`,
  );
} finally {
  if (baseline) await stop(baseline);
  await stop(server);
}
try {
  await explain(dataDir);
} finally {
  if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
}
