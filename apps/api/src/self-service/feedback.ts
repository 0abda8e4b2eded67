import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type ConsoleFeedbackPage,
  type ConsoleFeedbackQuery,
  FEEDBACK_TYPE_LABELS,
  type FeedbackBody,
  type FeedbackItem,
  type FeedbackPage,
  type PageQuery,
  unixSeconds,
} from '@yaocai/domain';
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ActionOutcome } from '../console';
import type { Db, Executor } from '../db/client';
import { companies, feedback, feedbackImages, uploads, users } from '../db/schema/index';
import { conflict, fieldRefused, notFound } from '../lib/errors';
import { notify } from '../messages';

/*
 * 意见反馈 (issue #23 §1): type, content, photos, contact; 客服 replies once in the console and the buyer is
 * messaged. Photos go through the certificate upload (POST /api/user/zizhi/image: checked by content, stored
 * under DATA_DIR by a random name, served only to the company) and are named here by id: an id must be an
 * upload of this company that no certificate or other feedback uses (the purge keeps uploads feedback uses).
 */

/** The company's own address of a photo (the upload route serves the uploader's company only). */
const photoUrl = (id: string) => `/api/user/zizhi/image/${id}`;
/** The operators' address of a feedback photo. */
export const consolePhotoUrl = (id: string) => `/api/console/feedback-images/${id}`;

type Row = typeof feedback.$inferSelect;

async function photosOf(db: Executor, ids: number[]): Promise<Map<number, string[]>> {
  const photos = new Map<number, string[]>();
  if (ids.length === 0) return photos;
  const rows = await db
    .select({ feedbackId: feedbackImages.feedbackId, uploadId: feedbackImages.uploadId })
    .from(feedbackImages)
    .where(inArray(feedbackImages.feedbackId, ids))
    .orderBy(feedbackImages.feedbackId, feedbackImages.position);
  for (const row of rows) photos.set(row.feedbackId, [...(photos.get(row.feedbackId) ?? []), row.uploadId]);
  return photos;
}

const toItem = (row: Row, photos: string[], url: (id: string) => string): FeedbackItem => ({
  id: row.id,
  type: row.type,
  type_label: FEEDBACK_TYPE_LABELS[row.type],
  content: row.content,
  images: photos.map(url),
  contact: row.contact,
  reply: row.reply,
  replied_at: row.repliedAt ? unixSeconds(row.repliedAt) : null,
  created_at: unixSeconds(row.createdAt),
});

export async function createFeedback(
  db: Db,
  owner: { userId: number; companyId: number },
  body: FeedbackBody,
): Promise<FeedbackItem> {
  const ids = [...new Set(body.image_ids)];
  return db.transaction(async (tx) => {
    if (ids.length > 0) {
      const usable = await tx.execute<{ id: string }>(sql`
        SELECT up.id FROM uploads up JOIN users u ON u.id = up.user_id
        WHERE up.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) AND u.company_id = ${owner.companyId}
          AND NOT EXISTS (SELECT 1 FROM certificate_images ci WHERE ci.upload_id = up.id)
          AND NOT EXISTS (SELECT 1 FROM feedback_images fi WHERE fi.upload_id = up.id)
        FOR UPDATE OF up`);
      if (usable.rows.length !== ids.length) throw fieldRefused('image_ids', '图片不存在，请重新上传');
    }
    const [row] = await tx
      .insert(feedback)
      .values({ ...owner, type: body.type, content: body.content, contact: body.contact })
      .returning();
    if (!row) throw new Error('feedback not stored');
    if (ids.length > 0)
      await tx
        .insert(feedbackImages)
        .values(ids.map((uploadId, position) => ({ feedbackId: row.id, uploadId, position })));
    return toItem(row, ids, photoUrl);
  });
}

export async function listFeedback(db: Db, companyId: number, query: PageQuery): Promise<FeedbackPage> {
  const { page, per_page } = query;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(feedback)
      .where(eq(feedback.companyId, companyId))
      .orderBy(desc(feedback.id))
      .limit(per_page)
      .offset((page - 1) * per_page),
    db.select({ n: count() }).from(feedback).where(eq(feedback.companyId, companyId)),
  ]);
  const photos = await photosOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    list: rows.map((row) => toItem(row, photos.get(row.id) ?? [], photoUrl)),
    total: total?.n ?? 0,
    page,
    per_page,
  };
}

/** 客服's queue: unanswered oldest first by default. */
export async function feedbackQueue(db: Db, query: ConsoleFeedbackQuery): Promise<ConsoleFeedbackPage> {
  const { page, per_page, replied } = query;
  const where =
    replied === '' ? undefined : replied === '1' ? isNotNull(feedback.repliedAt) : isNull(feedback.repliedAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: feedback, company: companies.name, user: users.phone })
      .from(feedback)
      .innerJoin(companies, eq(companies.id, feedback.companyId))
      .innerJoin(users, eq(users.id, feedback.userId))
      .where(where)
      .orderBy(replied === '0' ? feedback.id : desc(feedback.id))
      .limit(per_page)
      .offset((page - 1) * per_page),
    db.select({ n: count() }).from(feedback).where(where),
  ]);
  const photos = await photosOf(
    db,
    rows.map(({ row }) => row.id),
  );
  return {
    list: rows.map(({ row, company, user }) => ({
      ...toItem(row, photos.get(row.id) ?? [], consolePhotoUrl),
      company,
      user,
    })),
    total: total?.n ?? 0,
    page,
    per_page,
  };
}

/** The reply, once, in the caller's (audited) transaction; the buyer who wrote is messaged. */
export async function replyFeedback(
  tx: Executor,
  id: number,
  reply: string,
  operator: string,
): Promise<ActionOutcome<null>> {
  const [before] = await tx.select().from(feedback).where(eq(feedback.id, id));
  if (!before) throw notFound();
  const [after] = await tx
    .update(feedback)
    .set({ reply, repliedBy: operator, repliedAt: new Date() })
    .where(and(eq(feedback.id, id), isNull(feedback.repliedAt)))
    .returning();
  if (!after) throw conflict('该反馈已回复');
  await notify(tx, {
    userId: after.userId,
    kind: 'system',
    title: '您的意见反馈有了回复',
    body: reply,
    link: '/zzfw/yjfk',
  });
  return {
    value: null,
    result: '已回复',
    before: { id, reply: before.reply },
    after: { id, reply: after.reply, replied_by: operator },
  };
}

/** A feedback photo for an operator (only uploads a feedback uses). */
export async function feedbackPhoto(
  db: Db,
  dataDir: string,
  id: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ contentType: uploads.contentType, path: uploads.path })
    .from(uploads)
    .innerJoin(feedbackImages, eq(feedbackImages.uploadId, uploads.id))
    .where(eq(uploads.id, id));
  if (!row) return null;
  return { contentType: row.contentType, bytes: await readFile(join(dataDir, row.path)) };
}
