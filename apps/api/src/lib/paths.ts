/**
 * The path the router matches for a request target: without `http(s)://host` (absolute form) and the query,
 * percent-decoded. Decisions about a request (is it under /api?) are taken on this, never on the raw URL, which
 * `/%61pi/…` or `http://host/api/…` would walk around. An undecodable path is returned as it is.
 */
export function routedPath(url: string): string {
  const authority = /^https?:\/\/[^/?#]*/i.exec(url);
  let path = authority ? url.slice(authority[0].length) : url;
  const query = path.indexOf('?');
  if (query !== -1) path = path.slice(0, query);
  if (!path.startsWith('/')) path = `/${path}`;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Whether the router would treat `url` as a path under /api. */
export function isApiPath(url: string): boolean {
  const path = routedPath(url);
  return path === '/api' || path.startsWith('/api/');
}
