// The servers scripts/two-instances.mjs starts and stops: Debian's PostgreSQL (a throwaway cluster in a temp dir,
// run by the postgres user on a free loopback port), two built API instances on it, and HAProxy before them.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, openSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '../..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Debian's package when the program is missing (root only: the script says what to install otherwise). */
function ensurePackage(pkg, present) {
  if (present()) return;
  if (process.getuid?.() !== 0) throw new Error(`${pkg} is not installed: apt-get install -y ${pkg}`);
  console.log(`installing Debian's ${pkg}…`);
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** The newest /usr/lib/postgresql/<version>/bin of Debian's postgresql package. */
function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((name) => existsSync(join(base, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

const haproxyPath = () => ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((path) => existsSync(path));

/** Runs a PostgreSQL program as the postgres user (initdb and postgres refuse root). */
function asPostgres(program, args, options = {}) {
  const asRoot = process.getuid?.() === 0;
  const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  return execFileSync(command, argv, { stdio: 'pipe', ...options, env: { ...process.env, LC_ALL: 'C' } });
}

/**
 * A PostgreSQL cluster of Debian's package in `dir` on a free loopback port with a random password; answers its
 * admin URL and a stop function. fsync stays on, as in production.
 */
export async function startPostgres(dir, password) {
  ensurePackage('postgresql', () => postgresBin() !== undefined);
  const bin = postgresBin();
  const pgDir = join(dir, 'pg');
  const asRoot = process.getuid?.() === 0;
  const ids = asRoot ? Number(execFileSync('id', ['-u', 'postgres']).toString()) : undefined;
  const gid = asRoot ? Number(execFileSync('id', ['-g', 'postgres']).toString()) : undefined;
  mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  const pwFile = join(dir, 'pwfile');
  writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (asRoot) for (const path of [dir, pgDir, pwFile]) chownSync(path, ids, gid);
  asPostgres(join(bin, 'initdb'), [
    `--pgdata=${pgDir}`,
    '--auth=scram-sha-256',
    '--username=postgres',
    `--pwfile=${pwFile}`,
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--lc-collate=C',
  ]);
  const port = await freePort();
  asPostgres(join(bin, 'pg_ctl'), [
    '-D',
    pgDir,
    '-l',
    join(dir, 'postgres.log'),
    '-w',
    '-t',
    '120',
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c max_connections=200 -c fsync=on`,
    'start',
  ]);
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  return {
    url,
    stop: () =>
      asPostgres(join(bin, 'pg_ctl'), ['-D', pgDir, '-m', 'fast', '-w', 'stop'], { stdio: 'ignore' }),
  };
}

/** One built API instance (apps/api/dist/server.js) on `port`, its log in `logFile`; resolves when healthy. */
export async function startInstance({ name, port, databaseUrl, dataDir, logFile, env }) {
  mkdirSync(dataDir, { recursive: true });
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', out, out],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 5 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}; see ${logFile}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { name, url, child, logFile };
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`${name} not healthy within 5 minutes; see ${logFile}`);
}

export function stopChild(child) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * HAProxy on a free loopback port, round-robin per request over `backends` (`option http-server-close`: a
 * kept-alive client connection is still balanced request by request), each answer marked with the instance that
 * served it (`X-Served-By`).
 */
export async function startProxy(dir, backends) {
  ensurePackage('haproxy', () => haproxyPath() !== undefined);
  const port = await freePort();
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 120s',
      '  timeout server 120s',
      '  option http-server-close',
      `frontend web`,
      `  bind 127.0.0.1:${port}`,
      '  default_backend api',
      'backend api',
      '  balance roundrobin',
      '  http-response set-header X-Served-By %s',
      ...backends.map(({ name, url }) => `  server ${name} ${new URL(url).host}`),
      '',
    ].join('\n'),
  );
  const out = openSync(join(dir, 'haproxy.log'), 'a');
  const child = spawn(haproxyPath(), ['-f', config, '-db'], { stdio: ['ignore', out, out] });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 60; i += 1) {
    if (child.exitCode !== null)
      throw new Error(`haproxy exited with ${child.exitCode}; see ${dir}/haproxy.log`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('haproxy did not answer within 15 s');
}
