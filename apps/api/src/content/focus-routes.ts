import {
  advertIdsQuery,
  advertList,
  bannerData,
  bannerQuery,
  brandDetail,
  brandIdParams,
  focusCommon,
  unixSeconds,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../lib/envelope';
import { notFound } from '../lib/errors';
import { advertsAt, brandDetailFor, focusCommonFor, KXZQ_POSITIONS, kxzqAdverts } from './focus-service';

/** Header and home content: the shared payload (cached 30 s; the clock is read per request) and single banners. */
const focusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { common } = app.contentCache;

  // /api/focus/common is the same payload under the spec's other name, from the same cache.
  for (const url of ['/api/focus', '/api/focus/common']) {
    app.get(
      url,
      {
        schema: {
          tags: ['content'],
          summary: 'Carousel (rnss), nav, the four category trees, brands and the server timestamp',
          querystring: z.strictObject({}),
          response: okSchema(focusCommon),
        },
      },
      async () => {
        const data = await common.get('common', () => focusCommonFor(app.db));
        return ok({ ...data, timestamp: unixSeconds() });
      },
    );
  }

  app.get(
    '/api/focus/demo',
    {
      schema: {
        tags: ['content'],
        summary: 'The first advert of a position (banner_id 121 = the home bottom banner); null when empty',
        querystring: bannerQuery,
        response: okSchema(bannerData),
      },
    },
    async (request) => {
      const [banner] = await advertsAt(app.db, request.query.banner_id);
      return ok({ banner: banner ?? null });
    },
  );

  const zoneBanners = [
    ['kxzq', KXZQ_POSITIONS.zone, 'The controlled-sale zone banners (/kxzq)'],
    ['new_kxzq', KXZQ_POSITIONS.newGoods, 'The banners above the newest controlled goods (/kxzq/new)'],
  ] as const;
  for (const [name, positionId, summary] of zoneBanners) {
    app.get(
      `/api/focus/${name}`,
      {
        schema: {
          tags: ['content'],
          summary,
          querystring: z.strictObject({}),
          response: okSchema(advertList),
        },
      },
      async () => ok({ list: await advertsAt(app.db, positionId) }),
    );
  }

  app.get(
    '/api/focus/kxzq_ad',
    {
      schema: {
        tags: ['content'],
        summary:
          'Controlled-sale adverts by ids (ids=1,2), in that order; other positions and unknown ids are left out',
        querystring: advertIdsQuery,
        response: okSchema(advertList),
      },
    },
    async (request) => ok({ list: await kxzqAdverts(app.db, request.query.ids) }),
  );

  app.get(
    '/api/focus/brand/:id',
    {
      schema: {
        tags: ['content'],
        summary:
          'One brand for its zone page: name, logo, manufacturer and number of products; 404 when unknown',
        params: brandIdParams,
        response: okSchema(brandDetail),
      },
    },
    async (request) => {
      const brand = await brandDetailFor(app.db, request.params.id);
      if (!brand) throw notFound();
      return ok(brand);
    },
  );
};

export default focusRoutes;
