import type { MessageKind } from '@yaocai/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { messages } from '../db/schema/index';

export interface Notice {
  userId: number;
  kind: MessageKind;
  title: string;
  body: string;
  /** A page of the app the message is about ('' when none), e.g. /zhzx/zzzj. */
  link?: string;
  /**
   * Sends the message once per key and buyer (e.g. `cert-expiring:42`): a job that runs again, or on two
   * instances at once, adds nothing the second time. Without a key every call adds a message.
   */
  dedupeKey?: string;
}

/**
 * The one way the server writes to a buyer's messages (/wdxx, `message_count`): inside the caller's transaction,
 * so a decision and its message commit together. Answers whether a message was added.
 */
export async function notify(tx: Executor, notice: Notice): Promise<boolean> {
  const added = await tx
    .insert(messages)
    .values({
      userId: notice.userId,
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      link: notice.link ?? '',
      dedupeKey: notice.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: [messages.userId, messages.dedupeKey] })
    .returning({ id: messages.id });
  return added.length > 0;
}

/** `message_count` of the user state and what marking read answers. */
export async function countUnreadMessages(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
  return row?.n ?? 0;
}
