import {
  drawActivity,
  drawAds,
  drawIdParams,
  drawIdQuery,
  drawRecordPage,
  drawRecordQuery,
  drawResult,
  drawSimple,
  drawWinners,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../lib/envelope';
import { signedInOnly } from '../lib/openapi';
import { draw } from './draw';
import * as reads from './reads';

/**
 * The prize draw (spec §7 Draw; docs/draw.md). Everything answers per buyer or changes by the minute (winners,
 * chances), so nothing is cached. GET /api/draw draws: it needs a session and, although a GET, the CSRF token.
 */
const drawRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const tags = ['draw'];

  app.get(
    '/api/draw/simple',
    {
      schema: {
        tags,
        summary: 'The running draw (id 0 when none) and whether this buyer has joined it today (is_join)',
        response: okSchema(drawSimple),
      },
    },
    async (request) => ok(await reads.drawSimple(app.db, await request.userId())),
  );

  app.get(
    '/api/draw',
    {
      config: { csrfOnRead: true },
      schema: {
        tags,
        security: signedInOnly,
        summary:
          'Draw once: uses one of today’s chances and answers the prize (409 when none is left or the draw is not running)',
        querystring: drawIdQuery,
        response: okSchema(drawResult),
      },
    },
    async (request) => {
      const user = await request.requireSessionUser();
      return ok(await draw(app.db, user, request.query.id));
    },
  );

  app.get(
    '/api/draw/new_record',
    {
      schema: {
        tags,
        summary: 'The latest winners of a draw (谢谢参与 left out), phones masked',
        querystring: drawIdQuery,
        response: okSchema(drawWinners),
      },
    },
    async (request) => ok(await reads.drawWinners(app.db, request.query.id)),
  );

  app.get(
    '/api/draw/:id/activity',
    {
      schema: {
        tags,
        summary: 'A draw’s name, remarks, rules, period and prizes',
        params: drawIdParams,
        response: okSchema(drawActivity),
      },
    },
    async (request) => ok(await reads.drawActivity(app.db, request.params.id)),
  );

  app.get(
    '/api/draw/record',
    {
      schema: {
        tags,
        security: signedInOnly,
        summary: 'This buyer’s draws and prizes, newest first',
        querystring: drawRecordQuery,
        response: okSchema(drawRecordPage),
      },
    },
    async (request) => {
      const userId = await request.requireUserId();
      const { page, per_page } = request.query;
      return ok(await reads.drawRecordPage(app.db, userId, page, per_page));
    },
  );

  app.get(
    '/api/draw/ads',
    { schema: { tags, summary: 'The running draw’s banners', response: okSchema(drawAds) } },
    async () => ok(await reads.drawAds(app.db)),
  );
};

export default drawRoutes;
