import type { SWRConfiguration } from 'swr';

/**
 * App-wide SWR behaviour. Failures are already shown by the request layer (spec §8), so SWR does not
 * retry behind the user's back or refetch on every focus: pages offer a 重试 button instead.
 */
export const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  dedupingInterval: 2_000,
};
