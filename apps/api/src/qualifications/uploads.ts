import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadedImage } from '@yaocai/domain';
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../db/client';
import { uploads, users } from '../db/schema/index';
import { fieldRefused } from '../lib/errors';

/*
 * Certificate images (#10 §3): one file per request, at most 5 MB, a JPEG, PNG or WebP by its bytes (the
 * `file-type` package reads the magic numbers; the name and the declared type are ignored, so a PDF renamed
 * .jpg is refused). Stored under DATA_DIR/uploads by a random name; served only to the uploader's company.
 */

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export const UploadMessages = {
  notImage: '仅支持JPG、PNG、WebP格式的图片',
  tooLarge: '图片不能超过5MB',
  missing: '请选择要上传的图片',
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
    await db.insert(uploads).values({ id, userId, contentType: detected.mime, size: bytes.length, path });
  } catch (error) {
    await rm(join(dataDir, path), { force: true });
    throw error;
  }
  return { image_id: id, url: imageUrl(id) };
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
