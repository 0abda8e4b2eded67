import type { FastifyRequest } from 'fastify';
import { auditedAction } from '../console';
import type { Db } from '../db/client';
import { readOneFile } from '../lib/one-file';
import { MAX_PICTURE_BYTES, PictureMessages, storeUploadedPicture } from '../pictures';

/*
 * An operator's picture upload, the one handler behind every console route that takes one (an advert's picture,
 * `content`; a batch's inspection report scan, `goods` — goods-admin/report-routes.ts): the file `file` read whole,
 * checked and re-encoded into the picture store, one audit row `picture-upload`. Each route declares its own
 * permission, so the guard stays the only place access is decided.
 */

/** The multipart limits of a route that takes one picture (register `@fastify/multipart` with them). */
export const PICTURE_UPLOAD_LIMITS = { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 5, parts: 6 } as const;

/** Stores the request's picture and answers its address (`/api/picture/<key>.webp`); 422 (`file`) when refused. */
export async function uploadPicture(db: Db, request: FastifyRequest): Promise<string> {
  const { username } = await request.requireOperator();
  const bytes = await readOneFile(request, PictureMessages);
  return auditedAction(
    db,
    { operator: username, command: 'picture-upload', args: { bytes: bytes.length } },
    async (tx) => {
      const url = await storeUploadedPicture(tx, bytes);
      return { value: url, result: url, after: { image: url } };
    },
  );
}
