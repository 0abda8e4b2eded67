import { DEFAULT_POINTS_RULES, type PointsRules } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/*
 * The operator-set points rules: one row of points_settings (migration 0024 writes the default). Read inside
 * the writer's transaction, never cached: a change applies to the next posting.
 */

export async function readRules(tx: Executor): Promise<PointsRules> {
  const result = await tx.execute<{ fen_per_point: number; expiry_years: number }>(
    sql`SELECT fen_per_point, expiry_years FROM points_settings WHERE id = 1`,
  );
  const row = result.rows[0];
  return row ? { fenPerPoint: row.fen_per_point, expiryYears: row.expiry_years } : DEFAULT_POINTS_RULES;
}

export async function writeRules(tx: Executor, rules: PointsRules): Promise<void> {
  await tx.execute(sql`
    INSERT INTO points_settings (id, fen_per_point, expiry_years, updated_at)
    VALUES (1, ${rules.fenPerPoint}, ${rules.expiryYears}, now())
    ON CONFLICT (id) DO UPDATE SET fen_per_point = EXCLUDED.fen_per_point,
      expiry_years = EXCLUDED.expiry_years, updated_at = now()`);
}
