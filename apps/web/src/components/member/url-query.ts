/**
 * The member pages keep their filters in the address bar (back/forward and shared links land on the same
 * view); these read them defensively, since anyone can type a URL.
 */
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function dateParam(params: URLSearchParams, name: string): string {
  const value = params.get(name) ?? '';
  return DATE.test(value) ? value : '';
}

export function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** The query string of a view: empty values and page 1 are left out, so each view has one address. */
export function queryString(values: Record<string, string | number>): string {
  const entries = Object.entries(values).filter(
    ([name, value]) => value !== '' && !(name === 'page' && Number(value) === 1),
  );
  const text = new URLSearchParams(entries.map(([name, value]) => [name, String(value)])).toString();
  return text ? `?${text}` : '';
}
