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
