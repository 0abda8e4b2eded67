import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { acquireDataDirLock, DataDirLockedError, isAlive } from '../src/db/lock';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'yaocai-lock-'));
  chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('data dir lock', () => {
  it('refuses a second owner with a clear message while the first is alive', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `数据目录 ${dir} 已被进程 ${process.pid} 使用 (another Yaocai server is running on this data dir); stop it first`,
    );
    lock.release();
    expect(existsSync(join(dir, 'yaocai.pid'))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('takes over a lock file left by a dead process', () => {
    const dir = tempDir();
    const dead = spawnSync('true').pid ?? 999_999;
    writeFileSync(join(dir, 'yaocai.pid'), `${dead}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'yaocai.pid'), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });
});

async function readProbe(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ note: string }>('SELECT note FROM crash_probe');
  await client.end();
  return rows.map((row) => row.note);
}

describe('embedded PostgreSQL after a crash', () => {
  it('stops the postgres orphaned by a kill -9 of its Node process and keeps committed data', async () => {
    const dir = join(tempDir(), 'data');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'fixtures/orphan-postgres.ts'), dir],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => resolve(chunk.toString()));
      child.once('exit', (code) => reject(new Error(`fixture exited ${code}`)));
    });
    const { pid } = JSON.parse(line) as { pid: number };
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(isAlive(pid)).toBe(true);

    const postgres = await startEmbeddedPostgres(dir);
    try {
      expect(isAlive(pid)).toBe(false);
      expect(await readProbe(postgres.url)).toEqual(['committed before the crash']);
    } finally {
      await postgres.stop();
    }
  });

  it('removes a stale postmaster.pid whose process is gone', async () => {
    const dir = join(tempDir(), 'data');
    mkdirSync(dir);
    const first = await startEmbeddedPostgres(dir);
    await first.stop();
    const dead = spawnSync('true').pid ?? 999_999;
    writeFileSync(join(dir, 'pg', 'postmaster.pid'), `${dead}\n${join(dir, 'pg')}\n`);
    const second = await startEmbeddedPostgres(dir);
    await second.stop();
    expect(existsSync(join(dir, 'pg', 'postmaster.pid'))).toBe(false);
  });
});
