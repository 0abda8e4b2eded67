import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, SupersededError, TimeoutError } from '../api/errors';
import type { Answer } from '../api/request';
import { feedback } from '../feedback/feedback';
import { type Key, matchesAny } from './keys';

export interface ActionOptions<T> {
  /** Every cached read this action can change, as key prefixes (`keys.goods.all`). */
  invalidates: readonly Key[];
  /**
   * How the buyer hears of success. By default the server's envelope `message` as a success toast (nothing
   * when the server sends none); a function replaces that (e.g. an alert with a follow-up link).
   */
  onSuccess?: (answer: Answer<T>) => void;
  /**
   * Called with a refusal after the request layer has shown it (or left it to the caller, `handleSelf`): for
   * a page that follows up, e.g. refreshing a preview after a 409.
   */
  onError?: (error: ApiError) => void;
}

/** What a page adds to an action: its own way of hearing success, or of placing a refusal (a form's fields). */
export type ActionCallbacks<T> = Pick<ActionOptions<T>, 'onSuccess' | 'onError'>;

/** For actions that change no cached read (the server keeps what they wrote for later pages). */
export const NOTHING_CACHED: readonly Key[] = [];

/** For actions whose success the page shows itself (it moves on, or the change is the answer): no toast. */
export const quietSuccess = (): void => {};

/**
 * The one way to write (spec §8): owns the pending state, shows the server's message, then refreshes the
 * keys it declares. A failure has already been shown by the request layer (or handed to `onError`), so `run`
 * resolves with `undefined` instead of throwing; nothing is refreshed then. A success resolves with the
 * answer's data (null when the server sends none), never `undefined`.
 */
export function useAction<Args extends unknown[], T>(
  send: (...args: Args) => Promise<Answer<T>>,
  { invalidates, onSuccess, onError }: ActionOptions<T>,
) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);
  // A second click while the first is on its way is ignored rather than sent twice.
  const running = useRef(false);
  const run = useCallback(
    async (...args: Args): Promise<T | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setPending(true);
      try {
        const answer = await send(...args);
        if (onSuccess) onSuccess(answer);
        else if (answer.message) feedback.toast(answer.message, 'success');
        await mutate(matchesAny(invalidates));
        return answer.data ?? (null as T);
      } catch (error) {
        if (error instanceof ApiError) {
          onError?.(error);
          return undefined;
        }
        if (error instanceof SupersededError || error instanceof TimeoutError) return undefined;
        throw error;
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [send, invalidates, onSuccess, onError, mutate],
  );
  return { run, pending };
}
