import { IDEMPOTENCY_HEADER } from '@yaocai/domain';
import { useCallback, useRef } from 'react';
import { ApiError } from '../api/errors';

/* Idempotency-Keys for writes the server runs once per key (orders, payments, points exchanges). */

/**
 * One Idempotency-Key per attempt: made with `crypto.randomUUID()` on the first send of a body, and sent
 * again while that body is retried, so a retry after a lost answer (network error, timeout, 5xx) replays the
 * server's first answer instead of ordering or paying twice. The attempt ends when the server answers with a
 * success or a refusal (4xx, 459: the server rolled the key back, nothing happened), or when the body
 * changes (another address, coupon…: a new attempt — the same key with another body would be a 409).
 */
export function useAttemptKey() {
  const attempt = useRef<{ key: string; body: string } | null>(null);
  return useCallback(async <T>(body: object, send: (key: string) => Promise<T>): Promise<T> => {
    const signature = JSON.stringify(body);
    if (attempt.current?.body !== signature) attempt.current = { key: crypto.randomUUID(), body: signature };
    const { key } = attempt.current;
    try {
      const answer = await send(key);
      attempt.current = null;
      return answer;
    } catch (error) {
      const answered = error instanceof ApiError && error.status >= 400 && error.status < 500;
      if (answered || (error instanceof ApiError && error.status === 459)) attempt.current = null;
      throw error;
    }
  }, []);
}

/** The header that carries an attempt's key. */
export const idempotent = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });
