import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { goods, manufacturers } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { type GoodsKind, productImageSvg } from '../../seed/catalogue/index';

const FILE = /^(\d{1,9})\.svg$/;

/** Product pictures are drawn from the product's own data, so every goods_image URL resolves. */
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
      const [row] = await app.db
        .select({ name: goods.name, ypgg: goods.ypgg, kind: goods.kind, manufacturer: manufacturers.name })
        .from(goods)
        .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
        .where(eq(goods.id, Number(id)));
      if (!row) throw notFound();
      const svg = productImageSvg({ name: row.name, ypgg: row.ypgg, kind: row.kind }, row.manufacturer);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=604800')
        .send(svg);
    },
  );
};

export default goodsImageRoutes;
