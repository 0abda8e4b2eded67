import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../lib/errors';
import { PICTURE_FILE } from '../lib/picture-address';
import { createRenderedPictures, pictureWebp, storedPicture } from './store';

/** Addressed by content: what a picture address answers never changes. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The seed's drawings (adverts, icons, logos, QR codes; pictures/store.ts): the WebP pages show, and the SVG. */
const pictureRoutes: FastifyPluginAsyncZod = async (app) => {
  const rendered = createRenderedPictures();
  app.get(
    '/api/picture/:file',
    {
      schema: {
        tags: ['site'],
        summary:
          'A stored picture (advert, icon, logo, QR code) by content address: /api/picture/{key}.webp ({key}.svg: its drawing)',
        params: z.strictObject({ file: z.string() }),
      },
    },
    async (request, reply) => {
      const [, key, format] = PICTURE_FILE.exec(request.params.file) ?? [];
      if (!key) throw notFound();
      if (format === 'webp') {
        const webp = await pictureWebp(app.db, rendered, key);
        if (webp === null) throw notFound();
        return reply.type('image/webp').header('cache-control', CACHE_CONTROL).send(webp);
      }
      const picture = await storedPicture(app.db, key);
      if (picture === null) throw notFound();
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(picture.svg);
    },
  );
};

export default pictureRoutes;
