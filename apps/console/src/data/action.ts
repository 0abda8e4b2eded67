import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError } from '../api/errors';
import type { Answer } from '../api/request';
import { type Key, matchesAny } from './keys';

export interface ActionOptions {
  /** Every cached read this action can change, as key prefixes (`keys.audit.all`). */
  invalidates: readonly Key[];
}

/**
 * The one way to write: owns the pending state and the refusal (for the form to show), then refreshes the keys
 * it declares. A refusal resolves `run` with undefined and sets `error`; nothing is refreshed then.
 */
export function useAction<Args extends unknown[], T>(
  send: (...args: Args) => Promise<Answer<T>>,
  { invalidates }: ActionOptions,
) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const running = useRef(false);
  const run = useCallback(
    async (...args: Args): Promise<T | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setPending(true);
      setError(null);
      try {
        const answer = await send(...args);
        await mutate(matchesAny(invalidates));
        return answer.data;
      } catch (caught) {
        if (caught instanceof ApiError) {
          setError(caught);
          return undefined;
        }
        throw caught;
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [send, invalidates, mutate],
  );
  return { run, pending, error };
}
