/**
 * Form and query encoding in the `qs` style the API parses (`params[0][goods_id]=1`, arrays by index).
 * Written here rather than using `qs` in the browser: qs pulls in get-intrinsic, which probes `Function`
 * at load and trips our CSP (no 'unsafe-eval').
 */
type Scalar = string | number | boolean | bigint | Date | null;

function scalarText(value: Scalar): string {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

function walk(prefix: string, value: unknown, out: string[]): void {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return;
  if (value === null || value instanceof Date || typeof value !== 'object') {
    out.push(`${encodeURIComponent(prefix)}=${encodeURIComponent(scalarText(value as Scalar))}`);
    return;
  }
  const entries = Array.isArray(value)
    ? value.map((item, i) => [String(i), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) walk(prefix ? `${prefix}[${key}]` : key, item, out);
}

/** Encodes a (nested) object as `application/x-www-form-urlencoded`; undefined fields are left out. */
export function formEncode(value: object): string {
  const out: string[] = [];
  walk('', value, out);
  return out.join('&');
}
