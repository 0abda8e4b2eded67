import type { Middleware, SWRConfiguration } from 'swr';
import { unstable_serialize } from 'swr';

/** One answer the server fetched for the first screen: the hook's SWR key and the data its fetcher returned. */
export interface SsrEntry {
  key: readonly unknown[];
  data: unknown;
}

/** The id of the `<script type="application/json">` that carries the server's answers to the browser. */
export const SSR_DATA_ID = 'ssr-data';

/**
 * On `#root` while its markup is the server's and not hydrated yet: its controls take no presses and its forms
 * are not submitted (`HydrationGuard`, `public/boot.js`), since nothing would handle them — a form would
 * even be submitted natively, its fields in the address. The browser removes it after the first commit.
 */
export const SSR_ROOT_ATTRIBUTE = 'data-ssr';

/**
 * The answers as SWR cache entries (`_k` is the original key, which `mutate(filter)` matches against, so an
 * action invalidates a server-fetched answer like any other). Cache rather than `fallback`: a fallback is
 * never in the cache, so `mutate(matchesAny(...))` would miss it.
 */
export function cacheOf(entries: readonly SsrEntry[]): Map<string, object> {
  return new Map(
    entries.map(({ key, data }) => [
      unstable_serialize(key),
      { data, error: undefined, isLoading: false, isValidating: false, _k: key },
    ]),
  );
}

/**
 * SWR settings for a page the server rendered with `entries`: the cache starts with them, and the hooks that
 * mount in the first render do not fetch their key again (the answer is as fresh as the page). Later mounts
 * revalidate as usual; `firstRenderDone` ends the exemption.
 */
export function hydratingSwr(entries: readonly SsrEntry[]): {
  config: SWRConfiguration;
  firstRenderDone: () => void;
} {
  const fresh = new Set(entries.map(({ key }) => unstable_serialize(key)));
  const skipFirstFetch: Middleware = (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(
      key,
      fetcher,
      fresh.has(unstable_serialize(key)) ? { ...config, revalidateOnMount: false } : config,
    );
  const cache = cacheOf(entries);
  return {
    config: { provider: () => cache, use: [skipFirstFetch] },
    firstRenderDone: () => fresh.clear(),
  };
}

/** The server's answers embedded in the page, or null when the page was not rendered on the server. */
export function readSsrData(doc: Document): SsrEntry[] | null {
  const text = doc.getElementById(SSR_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const entries: unknown = JSON.parse(text);
    return Array.isArray(entries) ? (entries as SsrEntry[]) : null;
  } catch {
    return null;
  }
}

/** JSON safe inside a `<script>` element: `<` never appears raw, so no `</script>` or `<!--` can end it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
