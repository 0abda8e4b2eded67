import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../lib/errors';
import { productImage, productImageWebp } from './images';

const FILE = /^(\d{1,9})\.(webp|svg)$/;
const CACHE_CONTROL = 'public, max-age=604800';

/** Product pictures (see catalogue/images.ts): the WebP the pages show, and the SVG drawing it is rendered from. */
const goodsImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/goods/image/:file',
    {
      schema: {
        tags: ['goods'],
        summary: 'Product image as 400×400 WebP: /api/goods/image/{id}.webp ({id}.svg: its source drawing)',
        params: z.strictObject({ file: z.string() }),
      },
    },
    async (request, reply) => {
      const [, id, format] = FILE.exec(request.params.file) ?? [];
      if (!id) throw notFound();
      if (format === 'webp') {
        const webp = await productImageWebp(app.db, app.catalogueCache.pictures, Number(id));
        if (webp === null) throw notFound();
        return reply.type('image/webp').header('cache-control', CACHE_CONTROL).send(webp);
      }
      const svg = await productImage(app.db, Number(id));
      if (svg === null) throw notFound();
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(svg);
    },
  );
};

export default goodsImageRoutes;
