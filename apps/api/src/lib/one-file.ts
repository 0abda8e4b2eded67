import type { FastifyRequest } from 'fastify';
import { ApiError, fieldRefused } from './errors';

/** What a one-file upload route answers, field `file`. */
export interface OneFileMessages {
  missing: string;
  onlyFile: string;
  tooLarge: string;
  malformed: string;
}

/**
 * The one part a single-file upload may carry, the file `file`, read whole (the route's multipart limits bound
 * it). No file, any other part (a stray field: it is never stored, so it is refused like an unknown field
 * elsewhere) and a body the multipart parser cannot read (no boundary, a broken part) are a 422, never a 500.
 */
export async function readOneFile(request: FastifyRequest, messages: OneFileMessages): Promise<Buffer> {
  if (!request.isMultipart()) throw fieldRefused('file', messages.missing);
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'file' || bytes) {
        if (part.type === 'file') part.file.resume();
        throw fieldRefused('file', messages.onlyFile);
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
      throw fieldRefused('file', messages.tooLarge);
    request.log.info({ err: error }, 'unreadable multipart body');
    throw fieldRefused('file', messages.malformed);
  }
  if (!bytes) throw fieldRefused('file', messages.missing);
  return bytes;
}
