import type { ConsoleAuditPage, ConsoleAuditQuery } from '@yaocai/domain';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { opsAudit } from '../db/schema/index';

/*
 * The one audit trail (ops_audit) of every operator action, from the `ops` command line and from the console:
 * who, when, what, how it ended, and the changed thing before → after. A change and its row commit together; a
 * refused or failed action rolls back and records ok = false in a transaction of its own (the trail also shows
 * what was attempted).
 */

/** What the trail keeps of an outcome: enough to read, never a whole listing. */
const RESULT_MAX = 2000;
const clip = (text: string) => (text.length > RESULT_MAX ? `${text.slice(0, RESULT_MAX)}…` : text);

export interface AuditEntry {
  operator: string;
  source: 'ops' | 'console';
  command: string;
  args: unknown;
  before?: unknown;
  after?: unknown;
}

export async function writeAudit(
  tx: Executor,
  entry: AuditEntry,
  ok: boolean,
  result: string,
): Promise<void> {
  await tx.insert(opsAudit).values({
    operator: entry.operator,
    source: entry.source,
    command: entry.command,
    args: entry.args ?? {},
    ok,
    result: clip(result),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** What a console action reports: the outcome in words, and the changed thing before and after. */
export interface ActionOutcome<T> {
  value: T;
  result: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Runs an operator action (a console call by default, or an `ops` command) in one transaction with its audit
 * row; on failure records ok = false and rethrows.
 */
export async function auditedAction<T>(
  db: Db,
  entry: Omit<AuditEntry, 'source' | 'before' | 'after'> & { source?: AuditEntry['source'] },
  work: (tx: Executor) => Promise<ActionOutcome<T>>,
): Promise<T> {
  const full: AuditEntry = { source: 'console', ...entry };
  try {
    return await db.transaction(async (tx) => {
      const outcome = await work(tx);
      await writeAudit(tx, { ...full, before: outcome.before, after: outcome.after }, true, outcome.result);
      return outcome.value;
    });
  } catch (error) {
    await writeAudit(db, full, false, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/** A Beijing calendar day's first instant. */
const beijingDayStart = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE 'Asia/Shanghai')`;

/** GET /api/console/audit: newest first, filtered by who, what, words and Beijing days. */
export async function searchAudit(db: Db, query: ConsoleAuditQuery): Promise<ConsoleAuditPage> {
  const conditions: SQL[] = [];
  if (query.operator) conditions.push(eq(opsAudit.operator, query.operator));
  if (query.command) conditions.push(eq(opsAudit.command, query.command));
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(${opsAudit.args}::text ILIKE ${pattern} OR ${opsAudit.result} ILIKE ${pattern})`);
  }
  if (query.from) conditions.push(gte(opsAudit.at, beijingDayStart(query.from)));
  if (query.to) conditions.push(lt(opsAudit.at, sql`${beijingDayStart(query.to)} + interval '1 day'`));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(opsAudit)
      .where(where)
      .orderBy(desc(opsAudit.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(opsAudit).where(where),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      operator: row.operator,
      source: row.source === 'console' ? 'console' : 'ops',
      command: row.command,
      args: row.args,
      ok: row.ok,
      result: row.result,
      before: row.before,
      after: row.after,
    })),
    total: total?.n ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}
