#!/usr/bin/env node
// Two API instances behind a load-balancing proxy on one external PostgreSQL (issue #25, docs/scaling.md):
// Debian's `postgresql` (installed when missing; a throwaway cluster in a temp dir, run by the postgres user on a
// free loopback port) and Debian's `haproxy` (round-robin per request), two built API instances
// (apps/api/dist/server.js, DATABASE_URL pointing at that server), then:
//   (a) the demo buyer's journey through the proxy — sign-in and cart add served by different instances, order, pay;
//   (b) background jobs (order expiry, auto-completion, certificate reminders) made due, each effect exactly once
//       across the two, and the two instances' logs adding up to it;
//   (c) an operator's price change through the console API seen by a buyer on each instance within the bound;
//   (d) bench/orders.ts against one instance and against the proxy before both (skip with SKIP_BENCH=1).
// Stops everything it started and removes its temp dir (KEEP=1 keeps the logs); bounded by TIME_LIMIT_MS.
// Needs `pnpm build` first. Exit 0 only when (a), (b), (c) hold and (d) oversold nothing.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buyerJourney, priceChange } from './two-instances/checks.mjs';
import { jobsOnce } from './two-instances/jobs.mjs';
import {
  freePort,
  root,
  startInstance,
  startPostgres,
  startProxy,
  stopChild,
} from './two-instances/servers.mjs';

const TIME_LIMIT_MS = Number(process.env.TIME_LIMIT_MS ?? 20 * 60_000);
const pg = createRequire(join(root, 'apps/api/package.json'))('pg');
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

if (!existsSync(join(root, 'apps/api/dist/server.js'))) {
  console.error('apps/api/dist/server.js is missing: run `pnpm build` first');
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'yc-two-'));
const started = { postgres: undefined, instances: [], proxy: undefined, bench: undefined, db: undefined };
let failed = false;
const check = (ok, line) => {
  if (!ok) failed = true;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${line}`);
};

async function stopAll() {
  await started.db?.end().catch(() => undefined);
  if (started.bench) await stopChild(started.bench);
  if (started.proxy) await stopChild(started.proxy.child);
  await Promise.all(started.instances.map((instance) => stopChild(instance.child)));
  try {
    started.postgres?.stop();
  } catch (error) {
    console.error('stopping PostgreSQL:', error.message);
  }
  if (process.env.KEEP === '1') console.log(`logs kept in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}

/** bench/orders.ts against `api` on the shared database; its output, and whether it exited 0. */
function ordersBench(api, databaseUrl) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'orders.ts'], {
      cwd: join(root, 'bench'),
      env: { ...process.env, BENCH_API: api, BENCH_DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    started.bench = child;
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.once('exit', (code) => {
      started.bench = undefined;
      resolve({ out, ok: code === 0 });
    });
  });
}

const deadline = setTimeout(() => {
  console.error(`two-instances: over ${TIME_LIMIT_MS / 1000} s, stopping`);
  failed = true;
  void stopAll().then(() => process.exit(1));
}, TIME_LIMIT_MS);

try {
  console.log(`two-instances: load average ${load()}; temp dir ${dir}`);
  started.postgres = await startPostgres(dir, randomBytes(18).toString('base64url'));
  const admin = new pg.Client({ connectionString: `${started.postgres.url}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE yaocai');
  await admin.end();
  const databaseUrl = `${started.postgres.url}/yaocai`;
  console.log(`PostgreSQL (Debian) at ${started.postgres.url.replace(/:[^:@/]+@/, ':***@')}`);

  // Both run every job each second, so any double run would show within the wait.
  const env = {
    SEED_GOODS: '300',
    LOG_LEVEL: 'info',
    ORDER_EXPIRY_INTERVAL_MS: '1000',
    ORDER_COMPLETION_INTERVAL_MS: '1000',
    CERTIFICATE_REMINDER_INTERVAL_MS: '1000',
  };
  // The first migrates and seeds; the second starts on the ready database (two first starts would race the seed).
  for (const name of ['a', 'b']) {
    const instance = await startInstance({
      name,
      port: await freePort(),
      databaseUrl,
      // One DATA_DIR for both, as a shared volume would be: certificate uploads and feedback photos are files
      // there (docs/scaling.md); with DATABASE_URL nothing else in it belongs to one process.
      dataDir: join(dir, 'data'),
      logFile: join(dir, `api-${name}.log`),
      env,
    });
    started.instances.push(instance);
    console.log(`instance ${name}: ${instance.url}`);
  }
  started.proxy = await startProxy(dir, started.instances);
  const proxy = started.proxy.url;
  console.log(`haproxy (round-robin): ${proxy}`);
  started.db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  started.db.on('error', () => undefined);
  const db = started.db;

  const journey = await buyerJourney(proxy, db);
  check(
    journey.status === 'paid' && journey.signedInOn !== journey.cartOn,
    `(a) journey: signed in on ${journey.signedInOn}, cart add on ${journey.cartOn}, order ${journey.orderId} ${journey.status}`,
  );
  console.log(`     ${journey.trail.join('; ')}`);

  const jobs = await jobsOnce(proxy, db, started.instances);
  const f = jobs.facts;
  check(
    jobs.ok,
    `(b) jobs once: expired ${f.expiredOrders}/${jobs.orders} orders with ${f.cancelEvents} cancel events, stock back ${f.stockBack}/${f.stockExpected}; ` +
      `completed ${f.completedOrders}/${jobs.orders} with ${f.completeEvents} events; reminders ${f.reminders}/${f.remindersExpected}`,
  );
  for (const entry of jobs.logged) {
    console.log(
      `     instance ${entry.name} logged: expired ${entry.expired}, completed ${entry.completed}, reminded ${entry.reminded}`,
    );
  }

  const price = await priceChange(proxy, db, started.instances);
  check(
    price.ok,
    `(c) price of goods ${price.goodsId} ${price.before.join('/')} → ${price.newPrice} (changed through ${price.handledBy}), seen on ` +
      price.seen.map((entry) => `${entry.name} after ${entry.ms} ms`).join(', ') +
      ` (bound ${price.boundMs} ms)`,
  );

  if (process.env.SKIP_BENCH !== '1') {
    console.log(`(d) orders benchmark, one instance (${started.instances[0].name}); load average ${load()}`);
    const one = await ordersBench(started.instances[0].url, databaseUrl);
    console.log(`(d) orders benchmark, two instances behind haproxy; load average ${load()}`);
    const two = await ordersBench(proxy, databaseUrl);
    check(one.ok && two.ok, '(d) orders benchmark: no oversell on one instance nor on two');
  }
} catch (error) {
  failed = true;
  console.error('two-instances failed:', error);
} finally {
  clearTimeout(deadline);
  await stopAll();
}
process.exit(failed ? 1 : 0);
