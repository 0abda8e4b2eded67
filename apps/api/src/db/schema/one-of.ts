import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column IN ('a', 'b')` for a CHECK constraint, from a domain `z.enum`'s options: the database refuses what
 * the contract does not know. The values are the code's own literals, never input, so inlining them is safe
 * (a CHECK cannot take parameters).
 */
export function oneOf(column: AnyColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} IN (${sql.raw(list)})`;
}

/** A `z.enum`'s options as the non-empty tuple drizzle's `text({ enum })` types a column by. */
export const enumValues = <T extends string>(values: readonly T[]) => values as readonly [T, ...T[]];
