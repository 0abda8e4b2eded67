import type { AfterSaleStatus } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/** One step of a request's timeline, in the caller's transaction. */
export async function addEvent(
  tx: Executor,
  requestId: number,
  status: AfterSaleStatus,
  note: string,
  actor: string,
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO after_sale_events (request_id, status, note, actor)
    VALUES (${requestId}, ${status}, ${note}, ${actor})`);
}
