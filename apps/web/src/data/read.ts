import useSWR, { type SWRConfiguration } from 'swr';
import { ApiError } from '../api/errors';
import type { Key } from './keys';

/** What every read hook answers (docs/web.md "Keys, hooks, actions"). */
export interface Read<T> {
  /** The answer, parsed by its contract; undefined until it arrives (or when it failed). */
  data: T | undefined;
  /** The refusal or failure; the request layer has already shown it unless the read is quiet. */
  error: unknown;
  /** The answer was 404: the thing asked for does not exist (a page state, not an error). */
  notFound: boolean;
  isLoading: boolean;
  /** A request for this key is on its way (also while an earlier answer is still shown). */
  isValidating: boolean;
  /** Ask again (the error state's 重试). */
  retry: () => void;
}

/**
 * The one way a read hook is written: the key from `keys.ts` (null: nothing is asked yet), `load` asks the
 * request layer with the resource's `@yaocai/domain` contract as its schema, and the answer comes back in one
 * shape. Hooks that show only part of the answer map `data` and keep the rest.
 */
export function useRead<T>(key: Key | null, load: () => Promise<T>, config?: SWRConfiguration<T>): Read<T> {
  const { data, error, isLoading, isValidating, mutate } = useSWR(key, load, config);
  return {
    data,
    error: error as unknown,
    notFound: error instanceof ApiError && error.status === 404,
    isLoading,
    isValidating,
    retry: () => void mutate(),
  };
}
