/** The operators' tool as a child process against the running server's database (found through DATA_DIR). */
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { server } from './support';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'api');
const run = promisify(execFile);

/** Runs `ops <args>` as `operator` (the audit's actor) and answers its output. */
export async function ops(args: string[], operator = 'e2e-operator'): Promise<string> {
  const { stdout } = await run(
    join(apiDir, 'node_modules', '.bin', 'tsx'),
    ['src/cli/ops.ts', ...args, '--operator', operator],
    { cwd: apiDir, env: { ...process.env, DATA_DIR: server().dataDir }, timeout: 60_000 },
  );
  return stdout;
}

/**
 * Runs one SQL statement with its parameters on the running server's database, for what only time does (a shipment
 * a week old): the journey moves the clock of one row, as the API tests do, where no operator action could.
 */
export async function serverSql(statement: string, params: unknown[] = []): Promise<void> {
  const script = `(async () => {
    const { runningEmbeddedUrl } = await import('./src/cli/ops/connect.ts');
    const { default: pg } = await import('pg');
    const url = runningEmbeddedUrl(process.env.DATA_DIR);
    if (!url) throw new Error('no server runs on ' + process.env.DATA_DIR);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(process.env.E2E_SQL, JSON.parse(process.env.E2E_PARAMS));
    } finally {
      await client.end();
    }
  })().catch((error) => { console.error(error); process.exit(1); });`;
  await run(join(apiDir, 'node_modules', '.bin', 'tsx'), ['--eval', script], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATA_DIR: server().dataDir,
      E2E_SQL: statement,
      E2E_PARAMS: JSON.stringify(params),
    },
    timeout: 60_000,
  });
}
