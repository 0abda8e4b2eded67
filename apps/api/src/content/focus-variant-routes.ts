import { focusAdverts } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../lib/envelope';
import { FOCUS_POSITIONS, type FocusVariant } from './focus-positions';
import { advertsAt } from './focus-service';

/** What each list is for, in the API reference. */
const summaries: Record<FocusVariant, string> = {
  top: 'Home top advert strip, above the header (closable)',
  right: 'Home side banners floating at the page sides (closable)',
  xrtj: '新人推荐 banner on the home page',
  ppzq: 'Brand zone (/ppzq) banner',
  zyzq: 'TCM zone (/zyyp) banner',
  login: 'Login page banner',
  yx: 'Free-shipping zone (/yx) banner',
  postList: 'The top-right advert list beside the home carousel',
};

/** GET /api/focus/{variant}: the adverts of one ad position as `data.list` (cached 30 s like /api/focus). */
const focusVariantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { lists } = app.contentCache;

  for (const [variant, positionId] of Object.entries(FOCUS_POSITIONS)) {
    app.get(
      `/api/focus/${variant}`,
      {
        schema: {
          tags: ['content'],
          summary: `${summaries[variant as FocusVariant]}: the adverts of position ${positionId}`,
          querystring: z.strictObject({}),
          response: okSchema(focusAdverts),
        },
      },
      async () => ok(await lists.get(variant, async () => ({ list: await advertsAt(app.db, positionId) }))),
    );
  }
};

export default focusVariantRoutes;
