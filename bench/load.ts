// The load harness of the benchmarks: start and stop servers on free loopback ports, drive them with autocannon
// (10 connections) and print p50/p95 and req/s per row.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { runningEmbeddedUrl } from '../apps/api/src/cli/ops/connect';

export const DURATION_S = 10;
export const CONNECTIONS = 10;

interface AutocannonResult {
  requests: { average: number };
  non2xx: number;
  errors: number;
}
interface AutocannonRequest {
  path?: string;
}
interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}
/** The slice of autocannon's API used here (the package ships no types). */
type Autocannon = (
  options: {
    url: string;
    connections: number;
    duration?: number;
    amount?: number;
    headers?: Record<string, string>;
    requests?: { setupRequest: (request: AutocannonRequest) => AutocannonRequest }[];
  },
  done: (error: Error | null, result: AutocannonResult) => void,
) => AutocannonInstance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} not ready within ${timeoutMs / 1000} s`);
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface BuiltApi {
  /** `http://127.0.0.1:<port>` */
  api: string;
  dataDir: string;
  /** Stops the server and removes its data. */
  close(): Promise<void>;
}

/**
 * The built API (apps/api/dist/server.js) as `npm start` runs it (NODE_ENV=production: answers are not re-checked
 * against their contracts) on loopback `port` with `dataDir`, seeding 300 goods into an empty one. `quiet` keeps
 * only errors on stderr.
 */
export function spawnBuiltApi(
  port: number,
  dataDir: string,
  { quiet = false, env = {} as Record<string, string> } = {},
): ChildProcess {
  return spawn(process.execPath, [join(import.meta.dirname, '../apps/api/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_GOODS: '300',
      LOG_LEVEL: quiet ? 'error' : 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
}

/**
 * `spawnBuiltApi` on a free port with a fresh temp DATA_DIR (and `env` on top of its settings); resolves once it
 * answers /api/health (it seeds first).
 */
export async function startBuiltApi(name: string, env: Record<string, string> = {}): Promise<BuiltApi> {
  const dataDir = mkdtempSync(join(tmpdir(), `yc-bench-${name}-`));
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  const server = spawnBuiltApi(port, dataDir, { env });
  const close = async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${api}/api/health`, server, 5 * 60_000);
  } catch (error) {
    await close();
    throw error;
  }
  return { api, dataDir, close };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

interface MeasureOptions {
  /** A sequence of paths on the origin of `url`, one per request in turn. */
  paths?: () => string;
  headers?: Record<string, string>;
  /** Stop after this many requests instead of after DURATION_S. */
  amount?: number;
  /** @default CONNECTIONS */
  connections?: number;
}

/** Measures `url` (or the `paths` sequence) for DURATION_S seconds or `amount` requests. */
export async function measure(
  label: string,
  url: string,
  { paths, headers, amount, connections = CONNECTIONS }: MeasureOptions = {},
): Promise<number> {
  const latencies: number[] = [];
  const requests = paths
    ? [{ setupRequest: (request: AutocannonRequest) => ({ ...request, path: paths() }) }]
    : undefined;
  const result = await new Promise<AutocannonResult>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        ...(amount ? { amount } : { duration: DURATION_S }),
        requests,
        headers,
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
  console.log(
    `  ${label.padEnd(34)} p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}` +
      `  ${result.requests.average.toFixed(0).padStart(6)} req/s` +
      (result.non2xx || result.errors ? `  (non-2xx ${result.non2xx}, errors ${result.errors})` : ''),
  );
  return result.requests.average;
}

const apiDir = join(import.meta.dirname, '../apps/api');

/** A signed-in demo buyer: the Cookie header (CSRF + session) and the CSRF token a write sends. */
export interface Signed {
  cookie: string;
  token: string;
}

/** Signs the demo buyer in the way the web app does: CSRF cookie and header, then the session cookie. */
export async function signIn(api: string): Promise<Signed> {
  const cookies = (response: Response) =>
    response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] as string);
  const csrf = await fetch(`${api}/api/csrf`);
  const token = ((await csrf.json()) as { data: { token: string } }).data.token;
  const jar = cookies(csrf);
  const login = await fetch(`${api}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: jar.join('; ') },
    body: JSON.stringify({ phone: '13800138000', password: 'demo1234' }),
  });
  if (!login.ok) throw new Error(`sign-in failed: HTTP ${login.status}`);
  // Signing in rotates the token with the session: writes send the one the login answered.
  const signed = ((await login.json()) as { data: { csrf_token: string } }).data.csrf_token;
  return { cookie: [...jar, ...cookies(login)].join('; '), token: signed };
}

/** The bare baseline: Fastify (the API's own copy) serving `body` as a constant at `path`. */
export function startBaseline(port: number, path: string, body: string): ChildProcess {
  const script = `
    const fastify = require(${JSON.stringify(createRequire(join(apiDir, 'package.json')).resolve('fastify'))});
    const app = fastify({ logger: false });
    const body = JSON.parse(process.env.BODY);
    app.get(${JSON.stringify(path)}, async () => body);
    app.listen({ port: ${port}, host: '127.0.0.1' });`;
  return spawn(process.execPath, ['-e', script], { env: { ...process.env, BODY: body }, stdio: 'inherit' });
}

/** What a benchmark talks to: the API's address and its PostgreSQL (the bench's own pool, for setup and checks). */
export interface BenchTarget {
  api: string;
  databaseUrl: string;
  /** Stops what was started (nothing when the target was given). */
  close(): Promise<void>;
}

/**
 * `BENCH_API` + `BENCH_DATABASE_URL` name a running API (one instance or a proxy before several, as
 * scripts/two-instances.mjs does) and its PostgreSQL; otherwise the built API is started on a fresh temp DATA_DIR
 * and its embedded PostgreSQL is used.
 */
export async function benchTarget(name: string): Promise<BenchTarget> {
  const api = process.env.BENCH_API;
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (api && databaseUrl) return { api, databaseUrl, close: async () => undefined };
  if (api || databaseUrl) throw new Error('BENCH_API and BENCH_DATABASE_URL go together');
  const built = await startBuiltApi(name);
  const url = runningEmbeddedUrl(built.dataDir);
  if (!url) {
    await built.close();
    throw new Error('the server runs but its embedded PostgreSQL was not found');
  }
  return { api: built.api, databaseUrl: url, close: built.close };
}

/**
 * A pg Pool for a benchmark's own setup and checks. Two things the plain Pool gets wrong at the end of a run
 * (the cause of bench/orders.ts dying with "terminating connection due to administrator command" after its
 * figures): `pool.end()` resolves as soon as it has *asked* each idle client to end, not when their backends are
 * gone, and an idle client's error is re-emitted on the pool, where nothing listened. The server stopped next,
 * its PostgreSQL's fast shutdown told the backends still open to go, and the unheard 'error' event killed the
 * benchmark (exit 1). Here the pool listens (an idle client losing its connection is not the bench's failure)
 * and `end()` waits until every client's connection is closed.
 */
export function benchPool(connectionString: string, max: number): pg.Pool & { endAll(): Promise<void> } {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', () => undefined);
  return Object.assign(pool, {
    endAll: async () => {
      const open = pool.totalCount;
      let removed = 0;
      const allRemoved = new Promise<void>((resolve) => {
        if (open === 0) resolve();
        pool.on('remove', () => {
          removed += 1;
          if (removed >= open) resolve();
        });
      });
      await pool.end();
      // Bounded: a connection that is already gone may never report its end.
      await Promise.race([allRemoved, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    },
  });
}
