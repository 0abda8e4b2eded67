import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/*
 * The company's cash vouchers for the checkout preview, read from cashback's table (as points reads orders'):
 * cart cannot import cashback's face without a circle (cashback → console → accounts → cart). Order creation
 * quotes and spends them through cashback itself.
 */
/** The company's unused vouchers at `nowMs`, soonest-ending first (the checkout's choice). */
export async function heldCashVouchers(
  tx: Executor,
  companyId: number,
  nowMs: number,
): Promise<{ id: number; title: string; remainingFen: number; startsAt: number; endsAt: number }[]> {
  const now = new Date(nowMs).toISOString();
  const rows = await tx.execute<{
    id: number;
    title: string;
    remaining_fen: string;
    starts_at: Date;
    ends_at: Date;
  }>(sql`
    SELECT id, title, remaining_fen, starts_at, ends_at FROM cash_vouchers
    WHERE company_id = ${companyId} AND revoked_at IS NULL AND remaining_fen > 0
      AND starts_at <= ${now} AND ends_at > ${now}
    ORDER BY ends_at, id LIMIT 50`);
  return rows.rows.map((row) => ({
    id: row.id,
    title: row.title,
    remainingFen: Number(row.remaining_fen),
    startsAt: new Date(row.starts_at).getTime(),
    endsAt: new Date(row.ends_at).getTime(),
  }));
}
