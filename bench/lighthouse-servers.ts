// The two servers bench/lighthouse.ts puts next to the built API: the bare React baseline's static files, and
// the API's pages without their scripts (MARKUP=1).
import { existsSync, readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** The baseline's server: files of `dir`, gzipped when accepted, index.html for anything else. */
export function serveStatic(dir: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/')).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = existsSync(join(dir, path)) && extname(path) ? join(dir, path) : join(dir, 'index.html');
    let body = readFileSync(file);
    const headers: Record<string, string> = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    };
    if (/gzip/.test(String(request.headers['accept-encoding']))) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    response.writeHead(200, headers).end(body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** A script tag that loads a file (the module loader `boot.js`, `zod-csp.js`); the JSON data blocks stay. */
const SCRIPT_TAG = /<script\b[^>]*\bsrc=[^>]*><\/script>/g;

/**
 * `app`'s answers as they are, except pages (text/html), whose script tags are taken out: the markup and its
 * pictures without the JavaScript that hydrates them. Pages are asked for gzip and gzipped again, like the app.
 */
export function serveMarkupOnly(app: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const upstream = httpRequest(
      `${app}${request.url ?? '/'}`,
      { headers: { accept: String(request.headers.accept ?? '*/*'), 'accept-encoding': 'gzip' } },
      (answer) => {
        const headers = { ...answer.headers };
        if (!String(answer.headers['content-type']).includes('text/html')) {
          response.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const gzipped = answer.headers['content-encoding'] === 'gzip';
          const body = Buffer.concat(chunks);
          const html = (gzipped ? gunzipSync(body) : body).toString('utf8').replace(SCRIPT_TAG, '');
          const out = gzipped ? gzipSync(html) : Buffer.from(html);
          delete headers['transfer-encoding'];
          response.writeHead(answer.statusCode ?? 502, { ...headers, 'content-length': String(out.length) });
          response.end(out);
        });
      },
    );
    upstream.on('error', (error) => response.writeHead(502).end(String(error)));
    upstream.end();
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
