import { randomUUID } from 'node:crypto';
import type { SentMessagePage } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';

/*
 * Messages from the platform (系统消息) that an operator sends: to one login (`ops message`), to every login of a
 * company, or to every login that has a company (all buyers) — the console's 站内消息 and `ops message` alike. One
 * send is one INSERT … SELECT, its rows sharing the dedupe key `sent:<uuid>`, which is also how the sent list
 * finds and groups them (no second table: the rows are the record).
 */

const SENT = 'sent:';

export type Audience = { userId: number } | { companyId: number } | { allBuyers: true };

export interface PlatformMessage {
  audience: Audience;
  title: string;
  body: string;
  link: string;
}

function recipients(audience: Audience) {
  if ('userId' in audience) return sql`SELECT id FROM users WHERE id = ${audience.userId}`;
  if ('companyId' in audience) return sql`SELECT id FROM users WHERE company_id = ${audience.companyId}`;
  return sql`SELECT id FROM users WHERE company_id IS NOT NULL`;
}

/** Writes the message to each recipient in the caller's transaction; answers the send's key and how many got it. */
export async function sendPlatformMessage(
  tx: Executor,
  message: PlatformMessage,
): Promise<{ key: string; recipients: number }> {
  const key = `${SENT}${randomUUID()}`;
  const added = await tx.execute(sql`
    INSERT INTO messages (user_id, kind, title, body, link, dedupe_key)
    SELECT r.id, 'system', ${message.title}, ${message.body}, ${message.link}, ${key}
    FROM (${recipients(message.audience)}) r
    ORDER BY r.id`);
  return { key, recipients: added.rowCount ?? 0 };
}

/** The sends, newest first: what was sent, to how many, how many have read it. */
export async function sentMessages(db: Db, page: number, perPage: number): Promise<SentMessagePage> {
  const [rows, counted] = await Promise.all([
    db.execute<{
      key: string;
      title: string;
      body: string;
      link: string;
      recipients: number;
      read: number;
      sent_at: string;
    }>(sql`
      SELECT dedupe_key AS key, min(title) AS title, min(body) AS body, min(link) AS link,
        count(*)::int AS recipients, count(read_at)::int AS read,
        to_char(min(created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS sent_at
      FROM messages WHERE dedupe_key LIKE ${`${SENT}%`}
      GROUP BY dedupe_key ORDER BY min(created_at) DESC, min(id) DESC
      LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`),
    db.execute<{ n: number }>(
      sql`SELECT count(DISTINCT dedupe_key)::int AS n FROM messages WHERE dedupe_key LIKE ${`${SENT}%`}`,
    ),
  ]);
  return { list: rows.rows, total: counted.rows[0]?.n ?? 0, page, per_page: perPage };
}
