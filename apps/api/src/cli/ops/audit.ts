import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';

/*
 * The operator's audit trail (ops_audit): who ran which command with which arguments, and how it ended. A change
 * and its audit row commit together; a refused or failed command rolls its change back and records ok = false in
 * a transaction of its own, so the trail also shows what was attempted.
 */

/** A refusal the operator can act on: a Chinese message and the exit code (1 refused, 2 wrong usage). */
export class OpsError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
  }
}

/** What the trail keeps of a command's output: enough to read, never a whole listing. */
const RESULT_MAX = 2000;
const clip = (text: string) => (text.length > RESULT_MAX ? `${text.slice(0, RESULT_MAX)}…` : text);

export interface AuditEntry {
  operator: string;
  command: string;
  args: unknown;
}

export async function recordAudit(
  tx: Executor,
  entry: AuditEntry,
  ok: boolean,
  result: string,
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ops_audit (operator, command, args, ok, result)
    VALUES (${entry.operator}, ${entry.command}, ${JSON.stringify(entry.args)}::jsonb, ${ok}, ${clip(result)})`);
}

/** Runs `work` in one transaction with its audit row; on failure records ok = false and rethrows. */
export async function audited(
  db: Db,
  entry: AuditEntry,
  work: (tx: Executor) => Promise<string>,
): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      await recordAudit(tx, entry, true, result);
      return result;
    });
  } catch (error) {
    await recordAudit(db, entry, false, error instanceof Error ? error.message : String(error));
    throw error;
  }
}
