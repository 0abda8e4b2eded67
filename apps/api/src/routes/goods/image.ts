import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productImage } from '../../catalogue/images';
import { notFound } from '../../lib/errors';

const FILE = /^(\d{1,9})\.svg$/;

/** Product pictures (see catalogue/images.ts). */
const goodsImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/goods/image/:file',
    {
      schema: {
        tags: ['goods'],
        summary: 'Product image as SVG: /api/goods/image/{id}.svg',
        params: z.strictObject({ file: z.string() }),
      },
    },
    async (request, reply) => {
      const id = FILE.exec(request.params.file)?.[1];
      if (!id) throw notFound();
      const svg = await productImage(app.db, Number(id));
      if (svg === null) throw notFound();
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=604800')
        .send(svg);
    },
  );
};

export default goodsImageRoutes;
