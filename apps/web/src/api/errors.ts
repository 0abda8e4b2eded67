import type { FieldErrors } from '@yaocai/domain';

/** A response whose status is not a success; `status` is the envelope status (or the HTTP one). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown = null,
    /** The 422 `data.errors` map, when there is one. */
    readonly fieldErrors: FieldErrors | null = null,
  ) {
    super(message);
  }
}

/** A request cancelled because a newer one to the same address started. Callers ignore it. */
export class SupersededError extends Error {
  override readonly name = 'SupersededError';

  constructor(readonly url: string) {
    super(`请求已被新的请求取代: ${url}`);
  }
}

/** No answer within the timeout; the request layer has already shown the refresh alert. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

export function isSupersededError(error: unknown): error is SupersededError {
  return error instanceof SupersededError;
}
