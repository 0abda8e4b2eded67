import { auditedAction } from '../../console';
import type { Db, Executor } from '../../db/client';

/*
 * The operator's audit trail (ops_audit, one table with the console's: console/audit.ts): who ran which command
 * with which arguments, and how it ended. A change and its audit row commit together; a refused or failed command rolls its change back and records ok = false in
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

export interface AuditEntry {
  operator: string;
  command: string;
  args: unknown;
}

/** What a command answers: its words, or its words and the changed thing before → after (as the console's). */
export type OpsOutcome = string | { result: string; before?: unknown; after?: unknown };

/** Runs `work` in one transaction with its audit row; on failure records ok = false and rethrows. */
export function audited(
  db: Db,
  entry: AuditEntry,
  work: (tx: Executor) => Promise<OpsOutcome>,
): Promise<string> {
  return auditedAction(db, { ...entry, source: 'ops' }, async (tx) => {
    const outcome = await work(tx);
    return typeof outcome === 'string'
      ? { value: outcome, result: outcome }
      : { value: outcome.result, ...outcome };
  });
}
