import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import { DataDirLockedError } from '../db/lock';
import { ApiError, bannedOnlineRefusal } from '../lib/errors';
import { AFTER_SALE_COMMANDS } from './ops/after-sales';
import { audited, OpsError } from './ops/audit';
import { type Command, text } from './ops/command';
import { COMPANY_COMMANDS } from './ops/commands/companies';
import { MONEY_COMMANDS } from './ops/commands/money';
import { ORDER_COMMANDS } from './ops/commands/orders';
import { PROMOTION_COMMANDS } from './ops/commands/promotions';
import { REWARD_COMMANDS } from './ops/commands/rewards';
import { SITE_COMMANDS } from './ops/commands/site';
import { connectOps } from './ops/connect';
import { HM_COMMANDS } from './ops/hm';
import { MANAGER_COMMANDS } from './ops/managers';
import { OPERATOR_COMMANDS } from './ops/operators';
import { printable } from './printable';

/*
 * `ops`: the operators' one tool (issue #9). It runs beside the server on the server's database (ops/connect.ts),
 * each command one transaction with its ops_audit row (ops/audit.ts). Exit codes: 0 done, 1 refused or failed,
 * 2 wrong usage. `main` is what the tests call, with their own database and output. The commands live by area
 * in ops/commands/ (and beside their work: after-sales, 含麻, managers, operators).
 */

const COMMANDS: Record<string, Command> = {
  ...AFTER_SALE_COMMANDS,
  ...HM_COMMANDS,
  ...MANAGER_COMMANDS,
  ...ORDER_COMMANDS,
  ...MONEY_COMMANDS,
  ...PROMOTION_COMMANDS,
  ...SITE_COMMANDS,
  ...REWARD_COMMANDS,
  ...OPERATOR_COMMANDS,
  ...COMPANY_COMMANDS,
};

const COMMON = '通用选项：--operator 操作人（默认 $USER），--help 帮助';

export const USAGE = [
  '药采运营工具 ops（与服务器同时运行，连接同一数据库：DATABASE_URL，或 DATA_DIR 中的内置 PostgreSQL）',
  '用法：pnpm --filter @yaocai/api ops <命令> …',
  '',
  ...Object.values(COMMANDS).map((command) => `  ${command.usage}`),
  '',
  COMMON,
  '退出码：0 完成，1 被拒绝或失败，2 用法错误。每条命令都记入操作审计（ops audit）。',
].join('\n');

export interface OpsIo {
  db: Db;
  out: (text: string) => void;
  err?: (text: string) => void;
  env?: NodeJS.ProcessEnv;
}

/** The answer to a command line that needs no database (help, a missing or unknown command), else null. */
export function withoutDatabase(argv: string[]): { code: 0 | 2; text: string } | null {
  const [name, ...rest] = argv;
  if (name === undefined) return { code: 2, text: USAGE };
  if (name === 'help' || name === '--help' || name === '-h') return { code: 0, text: USAGE };
  const command = COMMANDS[name];
  if (!command) return { code: 2, text: `未知命令「${name}」\n\n${USAGE}` };
  if (rest.includes('--help') || rest.includes('-h'))
    return { code: 0, text: `用法：ops ${command.usage}\n${COMMON}` };
  return null;
}

/** Runs one command line (`argv` without the program); returns the exit code. */
export async function main(argv: string[], given: OpsIo): Promise<number> {
  // Every line printed, answers and errors alike, is escaped in this one place (stored text, arguments echoed).
  const io = { ...given, out: (text: string) => given.out(printable(text)) };
  const err = (text: string) => (given.err ?? given.out)(printable(text));
  const early = withoutDatabase(argv);
  if (early) {
    (early.code === 0 ? io.out : err)(early.text);
    return early.code;
  }
  const [name, ...rest] = argv as [string, ...string[]];
  const command = COMMANDS[name] as Command;
  const { values: common } = parseArgs({
    args: rest,
    strict: false,
    allowPositionals: true,
    options: { operator: { type: 'string' } },
  });
  const operator = (text(common.operator) ?? io.env?.USER ?? process.env.USER ?? '').trim();
  if (!operator) {
    err('请用 --operator 指明操作人（或设置 $USER）');
    return 2;
  }
  const args = rest.filter((arg, index) => arg !== '--operator' && rest[index - 1] !== '--operator');
  try {
    const output = await audited(io.db, { operator, command: name, args }, (tx) => {
      let parsed: ReturnType<typeof parseArgs>;
      try {
        parsed = parseArgs({
          args: rest,
          allowPositionals: true,
          options: { ...command.options, operator: { type: 'string' } },
        });
      } catch (error) {
        throw new OpsError(`${(error as Error).message}\n用法：ops ${command.usage}`, 2);
      }
      return command.run(tx, parsed.positionals, parsed.values, {
        actor: `operator:${operator}`,
        env: io.env ?? process.env,
      });
    });
    io.out(output);
    return 0;
  } catch (error) {
    if (error instanceof OpsError) {
      err(error.message);
      return error.exitCode;
    }
    const refusal = bannedOnlineRefusal(error);
    if (error instanceof ApiError || refusal) {
      err((refusal ?? (error as ApiError)).message);
      return 1;
    }
    err(`执行失败：${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

async function run(): Promise<number> {
  const early = withoutDatabase(process.argv.slice(2));
  if (early) {
    (early.code === 0 ? console.log : console.error)(printable(early.text));
    return early.code;
  }
  const database = await connectOps(loadConfig(), (message) => console.error(`[ops] ${message}`));
  try {
    return await main(process.argv.slice(2), { db: database.db, out: console.log, err: console.error });
  } finally {
    await database.shutdown();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  run().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(printable(error instanceof DataDirLockedError ? error.message : String(error)));
      process.exit(1);
    },
  );
}
