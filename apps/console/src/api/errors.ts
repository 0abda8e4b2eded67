import type { FieldErrors } from '@yaocai/domain';

/** A refused or failed request: the envelope's status and Chinese message, and field errors for a 422. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldErrors | null = null,
  ) {
    super(message);
  }
}
