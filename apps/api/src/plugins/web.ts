import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ApiStatus, Messages } from '@yaocai/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../lib/paths';

/**
 * Serves the built web app when it exists: hashed /assets/* are immutable, everything else revalidates, and
 * any other GET outside /api falls back to index.html (client-side routes). Unknown /api paths get a 404
 * envelope, decided on the decoded path so `/%61pi/…` is no client-side route. The build writes a brotli and a
 * gzip copy beside each asset (`preCompressed` picks one by `Accept-Encoding`); source maps are never served, even if a build leaves one in the folder, and a missing
 * asset is a plain 404 rather than the app shell (a script tag must not receive HTML).
 */
export default fp(
  async (app: FastifyInstance) => {
    const root = app.config.webDist;
    const hasWeb = existsSync(join(root, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        index: false,
        preCompressed: true,
        cacheControl: false,
        allowedPath: (pathName) => !pathName.endsWith('.map'),
        setHeaders(reply, path) {
          const immutable = path.startsWith(join(root, 'assets'));
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      // The static handler answers a directory request (`/`) with 403 when `index` is off.
      app.get('/', { schema: { hide: true } }, (_request, reply) =>
        reply.header('cache-control', 'no-cache').sendFile('index.html'),
      );
    }
    app.setNotFoundHandler((request, reply) => {
      const isAsset = request.url.startsWith('/assets/');
      if (
        !isApiPath(request.url) &&
        !isAsset &&
        hasWeb &&
        (request.method === 'GET' || request.method === 'HEAD')
      ) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.code(404).send({ status: ApiStatus.notFound, message: Messages.notFound, data: null });
    });
  },
  { name: 'web', dependencies: ['context'] },
);
