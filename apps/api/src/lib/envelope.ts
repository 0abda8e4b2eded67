import { ApiStatus, type Envelope, envelope } from '@yaocai/domain';
import type { z } from 'zod';

/** A success envelope. */
export function ok<T>(data: T, message = 'success'): Envelope<T> {
  return { status: ApiStatus.ok, message, data };
}

/** The 200 response schema of a route whose data is `data`. */
export function okSchema<T extends z.ZodType>(data: T) {
  return { 200: envelope(data) };
}
