import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { DataDirLockedError } from '../db/lock';
import { openDatabase } from '../db/open';
import {
  type ApplicationLine,
  DecisionError,
  decideApplication,
  operatorList,
} from '../routes/kxzq/operator';

const USAGE = `控销申请审核 (controlled-sale applications)
  pnpm --filter @yaocai/api kxzq list [--all]          待审核的申请（--all: 全部）
  pnpm --filter @yaocai/api kxzq approve <id> [--note 备注]
  pnpm --filter @yaocai/api kxzq reject <id> --note 驳回原因
Runs against DATABASE_URL, or the embedded PostgreSQL of DATA_DIR (stop the server first: one process owns it).`;

const STATUS_TEXT: Record<string, string> = { pending: '待审核', approved: '已通过', rejected: '已驳回' };

function describe(line: ApplicationLine): string {
  const note = line.note ? `  备注：${line.note}` : '';
  return `#${line.id}  ${line.company}（${line.region || '未填地区'}）→ ${line.programme} [${line.url}]  ${STATUS_TEXT[line.status] ?? line.status}  ${line.createdAt.toISOString()}${note}`;
}

/** `kxzq list|approve|reject`: the operator's review of controlled-sale applications. */
async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { note: { type: 'string', default: '' }, all: { type: 'boolean', default: false } },
  });
  const [command, idText] = positionals;
  const id = Number(idText);
  const decision = command === 'approve' ? 'approved' : command === 'reject' ? 'rejected' : null;
  if (command !== 'list' && (decision === null || !Number.isInteger(id) || id <= 0)) {
    console.error(USAGE);
    return 2;
  }
  if (decision === 'rejected' && !values.note.trim()) {
    console.error('驳回需要填写原因：--note 驳回原因');
    return 2;
  }
  const database = await openDatabase(loadConfig(), (message) => console.log(`[kxzq] ${message}`));
  try {
    if (decision === null) {
      const lines = await operatorList(database.db, values.all);
      console.log(lines.length === 0 ? '没有待审核的申请' : lines.map(describe).join('\n'));
      return 0;
    }
    const line = await decideApplication(database.db, id, decision, values.note);
    console.log(`${decision === 'approved' ? '已通过' : '已驳回'}：${describe(line)}`);
    return 0;
  } catch (error) {
    if (error instanceof DecisionError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.shutdown();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof DataDirLockedError ? error.message : error);
    process.exit(1);
  },
);
