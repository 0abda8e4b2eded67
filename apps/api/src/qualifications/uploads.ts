import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadedImage } from '@yaocai/domain';
import { ApiStatus } from '@yaocai/domain';
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../db/client';
import { uploads, users } from '../db/schema/index';
import { ApiError, fieldRefused } from '../lib/errors';

/*
 * Certificate images (#10 §3): one file per request, at most 5 MB, a JPEG, PNG or WebP by its bytes (the
 * `file-type` package reads the magic numbers; the name and the declared type are ignored, so a PDF renamed
 * .jpg is refused). Stored under DATA_DIR/uploads by a random name; served only to the uploader's company.
 */

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * The upload budget of one company (or of one account before its company exists) over the last 24 hours
 * (issue #20 §4: one buyer stored 103 MB in 0.8 s). A registration needs at most nine certificates of up to five
 * images; 60 images and 60 MB leave room for a second try and renewals, and bound what one account can store.
 */
export const UPLOAD_DAILY_COUNT = 60;
export const UPLOAD_DAILY_BYTES = 60 * 1024 * 1024;
/** An upload no certificate or feedback uses is removed (row and file) this long after it was made. */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const UPLOAD_QUOTA_LOCK = 5;

export const UploadMessages = {
  notImage: '仅支持JPG、PNG、WebP格式的图片',
  tooLarge: '图片不能超过5MB',
  missing: '请选择要上传的图片',
  malformed: '上传的内容格式不正确，请重新选择图片',
  onlyFile: '只能上传一个图片文件',
  quotaCount: `24小时内最多上传${UPLOAD_DAILY_COUNT}张图片，请明天再试`,
  quotaBytes: `24小时内上传的图片合计不能超过${UPLOAD_DAILY_BYTES / 1024 / 1024}MB，请明天再试`,
} as const;

export const imageUrl = (id: string) => `/api/user/zizhi/image/${id}`;

/** Stores `bytes` for `userId` when they are an image; the file is written before the row, and removed if it fails. */
export async function saveUpload(
  db: Db,
  dataDir: string,
  userId: number,
  bytes: Buffer,
): Promise<UploadedImage> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !IMAGE_TYPES.has(detected.mime)) throw fieldRefused('file', UploadMessages.notImage);
  // 24 random bytes: 32 url-safe characters, unguessable, and a safe file name as it is.
  const id = randomBytes(24).toString('base64url');
  const path = join('uploads', id);
  await mkdir(join(dataDir, 'uploads'), { recursive: true });
  await writeFile(join(dataDir, path), bytes, { flag: 'wx' });
  try {
    await db.transaction(async (tx) => {
      // The budget is the company's (or the account's before it has one), counted under its lock so that
      // parallel uploads cannot overshoot it.
      const [user] = await tx.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
      const owner = user?.companyId ?? null;
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(${UPLOAD_QUOTA_LOCK}, ${owner === null ? -userId : owner}::int)`,
      );
      const [used] = (
        await tx.execute<{ n: number; bytes: string }>(sql`
          SELECT count(*)::int AS n, coalesce(sum(up.size), 0)::bigint AS bytes
          FROM uploads up JOIN users u ON u.id = up.user_id
          WHERE ${owner === null ? sql`up.user_id = ${userId}` : sql`u.company_id = ${owner}`}
            AND up.created_at > now() - interval '1 day'`)
      ).rows;
      if ((used?.n ?? 0) + 1 > UPLOAD_DAILY_COUNT) throw tooManyUploads(UploadMessages.quotaCount);
      if (Number(used?.bytes ?? 0) + bytes.length > UPLOAD_DAILY_BYTES)
        throw tooManyUploads(UploadMessages.quotaBytes);
      await tx.insert(uploads).values({ id, userId, contentType: detected.mime, size: bytes.length, path });
    });
  } catch (error) {
    await rm(join(dataDir, path), { force: true });
    throw error;
  }
  return { image_id: id, url: imageUrl(id) };
}

const tooManyUploads = (message: string) => new ApiError(429, ApiStatus.tooManyRequests, message);

/**
 * Removes uploads that no certificate and no after-sales request uses, `UNUSED_UPLOAD_TTL_MS` after they were made: the row under a skipped
 * lock (safe with several instances), then the file. Answers how many went.
 */
export async function purgeUnusedUploads(db: Db, dataDir: string, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_UPLOAD_TTL_MS).toISOString();
  const removed = await db.execute<{ path: string }>(sql`
    DELETE FROM uploads WHERE id IN (
      SELECT up.id FROM uploads up
      WHERE up.created_at < ${cutoff}
        AND NOT EXISTS (SELECT 1 FROM certificate_images ci WHERE ci.upload_id = up.id)
        -- Feedback photos (self-service) go through this upload too.
        AND NOT EXISTS (SELECT 1 FROM feedback_images fi WHERE fi.upload_id = up.id)
        -- after-sales photos use the same uploads (docs/after-sales.md)
        AND NOT EXISTS (SELECT 1 FROM after_sale_images ai WHERE ai.upload_id = up.id)
        -- chat pictures too (docs/chat.md)
        AND NOT EXISTS (SELECT 1 FROM chat_messages cm WHERE cm.upload_id = up.id)
      ORDER BY up.created_at LIMIT 1000
      FOR UPDATE SKIP LOCKED)
    RETURNING path`);
  for (const { path } of removed.rows) await rm(join(dataDir, path), { force: true });
  return removed.rows.length;
}

const viewer = alias(users, 'viewer');
const owner = alias(users, 'owner');

/**
 * The image `id` if `viewerId` may see it: they uploaded it, or they belong to the uploader's company. Anyone else
 * gets null (the route answers 404, so an id of another company cannot even be confirmed to exist).
 */
export async function readUploadFor(
  db: Db,
  dataDir: string,
  viewerId: number,
  id: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ contentType: uploads.contentType, path: uploads.path })
    .from(uploads)
    .innerJoin(owner, eq(owner.id, uploads.userId))
    .innerJoin(viewer, eq(viewer.id, sql`${viewerId}`))
    .where(
      and(
        eq(uploads.id, id),
        or(
          eq(uploads.userId, viewerId),
          and(isNotNull(owner.companyId), eq(owner.companyId, viewer.companyId)),
        ),
      ),
    );
  if (!row) return null;
  return { contentType: row.contentType, bytes: await readFile(join(dataDir, row.path)) };
}
