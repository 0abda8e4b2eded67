import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses answers on the way out (API JSON, the app shell). Built assets arrive already compressed by the
 * web build (`.br`/`.gz` beside each file, served by the web plugin), so this only pays for dynamic answers.
 * Below 1 KB the header and CPU cost more than the bytes saved. Brotli quality 5 rather than the default 11:
 * on a 58 KB `/api/focus` it keeps most of the gain at a fraction of the CPU, and the answers are per request.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
