/**
 * Starts one production server (`apps/api/dist/server.js`, which serves `apps/web/dist` and `/api`) per Vitest
 * worker, each on a free port with a fresh data directory (its own PostgreSQL, seed and log), waits for their
 * /api/health, and stops them with SIGTERM afterwards. A worker runs its files one after another against its own
 * server (e2e/support.ts `server()`), so two files never touch one database at once: the journeys share the seeded
 * accounts and would otherwise see each other's carts, orders and draws. Starts one Chromium for the whole run too:
 * each file connects to it and works in its own browser contexts (cookies, storage and cache are per context),
 * instead of launching and closing a Chromium of its own (~2 s a file).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const apiDir = join(here, '..', '..', 'api');
const serverEntry = join(apiDir, 'dist', 'server.js');
const webDist = join(here, '..', 'dist', 'index.html');
const STARTUP_TIMEOUT_MS = 150_000;
const SHUTDOWN_TIMEOUT_MS = 30_000;

export interface E2eServer {
  baseUrl: string;
  /** The server's DATA_DIR: the operators' `ops` tool finds the running server's database through it. */
  dataDir: string;
  /** The server's whole log, as a file: the SMS log driver's codes (`[sms] <phone> …`) are read from it. */
  serverLog: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker, in pool id order (VITEST_POOL_ID 1 is the first). */
    servers: E2eServer[];
    /** The run's Chromium, for `chromium.connect` (e2e/support.ts). */
    browserEndpoint: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('无法获取空闲端口')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`API 进程提前退出 (code ${server.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`API 未在 ${STARTUP_TIMEOUT_MS / 1000}s 内就绪:\n${output()}`);
}

/** One production server on a fresh data directory; `stop` ends it and removes the directory. */
function startServer(): { ready: Promise<E2eServer>; stop: () => Promise<void> } {
  const dataDir = mkdtempSync(join(tmpdir(), 'yaocai-e2e-'));
  const serverLog = join(dataDir, 'server.log');
  let server: ChildProcess | undefined;
  let log = '';

  const stop = async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      // A graceful stop includes shutting down the embedded PostgreSQL; give it time, then insist.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), SHUTDOWN_TIMEOUT_MS);
      });
      if ((await Promise.race([exited, late])) === 'late') server.kill('SIGKILL');
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const ready = (async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [serverEntry], {
      cwd: apiDir,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_GOODS: '300',
        // The local provider server for 支付宝 and 微信支付 (docs/payments.md), started inside the API process
        // with fresh key pairs; a production start refuses this variable.
        PAYMENT_DRIVER: 'dev',
        // The seeded accounts and every sign-in hash at a test cost (honoured only under Vitest's
        // NODE_ENV=test; apps/api/src/lib/passwords.ts), not ~0.5 s each at OWASP's on a 2-core CI machine.
        SCRYPT_TEST_N: String(2 ** 10),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-8000);
      appendFileSync(serverLog, chunk);
    };
    server.stdout?.on('data', keep);
    server.stderr?.on('data', keep);
    await waitForHealth(baseUrl, server, () => log);
    return { baseUrl, dataDir, serverLog };
  })();
  return { ready, stop };
}

export default async function setup(project: TestProject) {
  for (const [file, hint] of [
    [serverEntry, 'apps/api/dist/server.js'],
    [webDist, 'apps/web/dist/index.html'],
  ] as const) {
    if (!existsSync(file)) {
      throw new Error(`找不到 ${hint}：请先在仓库根目录运行 \`npm run build\`（turbo build）再跑 e2e。`);
    }
  }

  const workers = Math.max(1, project.config.maxWorkers);
  const started = Array.from({ length: workers }, startServer);
  let browser: BrowserServer | undefined;
  const stopAll = async () => {
    await browser?.close();
    await Promise.all(started.map((one) => one.stop()));
  };

  try {
    // Chromium starts while the servers migrate and seed.
    browser = await chromium.launchServer({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    project.provide('servers', await Promise.all(started.map((one) => one.ready)));
  } catch (error) {
    await stopAll();
    throw error;
  }
  project.provide('browserEndpoint', browser.wsEndpoint());
  return stopAll;
}
