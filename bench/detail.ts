// Signed-in product detail (issue #25): what reading the session and the buyer's standing per request costs.
// `GET /api/goods/detail/:id` at 10 connections for a visitor and for the signed-in demo buyer, on the built API
// with the session memo off (SESSION_CACHE_MS=0: one prepared read of session + standing per request) and on
// (the production default, 2 s: lib/session-store.ts, docs/scaling.md), each server on a fresh temp DATA_DIR
// (SEED_GOODS=300, loopback, NODE_ENV=production), against a bare Fastify route returning the same JSON.
import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { freePort, measure, signIn, startBaseline, startBuiltApi, stop, waitFor } from './load';

const GOODS_ID = 41;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

const basePort = await freePort();
let baseline: ChildProcess | undefined;
const rows: { label: string; rate: number }[] = [];
try {
  for (const memo of ['0', '2000']) {
    const { api, close } = await startBuiltApi(`detail-${memo}`, { SESSION_CACHE_MS: memo });
    try {
      const buyer = await signIn(api);
      const url = `${api}/api/goods/detail/${GOODS_ID}`;
      if (!baseline) {
        const body = await (await fetch(url, { headers: { cookie: buyer.cookie } })).text();
        baseline = startBaseline(basePort, '/detail', body);
        await waitFor(`http://127.0.0.1:${basePort}/detail`, baseline, 30_000);
        console.log(`GET /api/goods/detail/${GOODS_ID}; load average ${load()}`);
        rows.push({
          label: 'bare Fastify, same JSON',
          rate: await measure('bare Fastify, same JSON', `http://127.0.0.1:${basePort}/detail`),
        });
      }
      const label = `SESSION_CACHE_MS=${memo}`;
      rows.push({ label: `${label}: visitor`, rate: await measure(`${label}: visitor`, url) });
      rows.push({
        label: `${label}: signed in`,
        rate: await measure(`${label}: signed in`, url, { headers: { cookie: buyer.cookie } }),
      });
    } finally {
      await close();
    }
  }
  const bare = rows[0]?.rate ?? Number.NaN;
  console.log(`against bare (load average now ${load()}):`);
  for (const row of rows.slice(1))
    console.log(`  ${row.label.padEnd(34)} ${((row.rate / bare) * 100).toFixed(1)} %`);
} finally {
  if (baseline) await stop(baseline);
}
