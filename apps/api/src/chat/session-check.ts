import { sql } from 'drizzle-orm';
import { OPERATOR_SESSION_IDLE_MS } from '../console';
import type { Db } from '../db/client';
import { hashSessionId, SESSION_IDLE_MS } from '../lib/session-store';

/*
 * Whether the session that opened a live channel still holds — checked on each heartbeat without touching it (an
 * open chat is not activity: the idle expiry still ends it).
 */

export async function buyerSessionHolds(db: Db, cookie: string): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM sessions WHERE id_hash = ${hashSessionId(cookie)} AND revoked_at IS NULL AND expires_at > now()
      AND last_seen_at > now() - make_interval(secs => ${SESSION_IDLE_MS / 1000})`);
  return result.rows.length > 0;
}

export async function operatorSessionHolds(db: Db, cookie: string): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
    WHERE s.id_hash = ${hashSessionId(cookie)} AND s.revoked_at IS NULL AND s.expires_at > now()
      AND NOT o.disabled
      AND s.last_seen_at > now() - make_interval(secs => ${OPERATOR_SESSION_IDLE_MS / 1000})`);
  return result.rows.length > 0;
}
