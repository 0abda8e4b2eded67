import { buildApp } from './app';
import { loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { openDatabase } from './db/open';
import { seedIfEmpty } from './seed/seed';

/*
 * Entry point (also imported by scripts/start.mjs): database → migrate → seed when empty → listen.
 * SIGINT/SIGTERM close the HTTP server first (in-flight requests finish), then the pool, then PostgreSQL.
 * Exit codes: 0 after a clean shutdown, 1 when start-up fails or a second signal forces the exit.
 */
const log = (message: string) => console.log(`[yaocai] ${message}`);

/**
 * Connections the kernel may hold before the server accepts them (Linux caps it at net.core.somaxconn, 4096 on
 * current kernels). Node's default, 511, is exceeded when a flash sale brings a couple of thousand buyers in the
 * same second: the rest of their connection attempts were dropped and retried until the browsers gave up
 * (bench/rush.ts: 534 of 2,000 failed to connect). Held in the queue, they wait their turn instead.
 */
const LISTEN_BACKLOG = 4096;

async function main(): Promise<void> {
  const config = loadConfig();
  const started = performance.now();
  const database = await openDatabase(config, log);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      log(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    log(`${signal}: shutting down`);
    try {
      await app?.close();
      await database.shutdown();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  try {
    const report = await seedIfEmpty(database.db, config.seedGoods);
    if (report) {
      log(`seeded ${report.goods} goods (generate ${report.generateMs} ms, insert ${report.insertMs} ms)`);
    }
    app = await buildApp({ db: database.db, config });
    await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
    log(`ready in ${Math.round(performance.now() - started)} ms: http://${config.host}:${config.port}`);
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.shutdown().catch(() => undefined);
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('启动失败 (start-up failed):', error);
  }
  process.exit(1);
});
