import { type ChatConversationList, chatPreview, unixSeconds } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/*
 * 客服's inbox (issue #26 §3, docs/chat.md). An account manager who has a console login (account_managers.operator_id,
 * migration 0037) sees the conversations of their companies first ("the buyer's account manager first", issue #23
 * §3); then conversations with unread messages, then by last message. Each row names the company's account manager.
 */

interface Row extends Record<string, unknown> {
  id: number;
  company_id: number;
  company_name: string;
  manager_name: string | null;
  mine: boolean;
  type: 'text' | 'image' | 'goods' | 'order' | null;
  content: string | null;
  last_at: Date;
  unread: number;
}

export async function inbox(db: Executor, operatorId: number): Promise<ChatConversationList> {
  const result = await db.execute<Row>(sql`
    SELECT c.id, c.company_id, co.name AS company_name, c.last_at,
      (SELECT am.name FROM users u JOIN account_managers am ON am.id = u.manager_id
        WHERE u.company_id = c.company_id ORDER BY u.id LIMIT 1) AS manager_name,
      EXISTS (SELECT 1 FROM users u JOIN account_managers am ON am.id = u.manager_id
        WHERE u.company_id = c.company_id AND am.operator_id = ${operatorId}) AS mine,
      last.type, last.content,
      (SELECT count(*)::int FROM chat_messages m
        WHERE m.conversation_id = c.id AND m.id > c.operator_read_id AND m.sender = 'buyer') AS unread
    FROM chat_conversations c
    JOIN companies co ON co.id = c.company_id
    LEFT JOIN chat_messages last ON last.id = c.last_message_id
    ORDER BY mine DESC, (c.last_message_id > c.operator_read_id) DESC, c.last_at DESC
    LIMIT 200`);
  return {
    list: result.rows.map((row) => ({
      id: row.id,
      company_id: row.company_id,
      company_name: row.company_name,
      manager_name: row.manager_name ?? '',
      mine: row.mine ? 1 : 0,
      last_message: row.type ? chatPreview({ type: row.type, content: row.content ?? '' }).slice(0, 60) : '',
      last_at: unixSeconds(new Date(row.last_at)),
      unread: row.unread,
    })),
  };
}
