import {
  controlledApplicationPage,
  controlledApplyBody,
  controlledApplyResult,
  controlledGoodsAccess,
  controlledGoodsQuery,
  controlledProgrammeList,
  controlledProgrammePage,
  controlledProgrammeParams,
  goodsIdParams,
  pageQuery,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../catalogue';
import { ok, okSchema } from '../lib/envelope';
import { signedInOnly } from '../lib/openapi';
import { forgetRemembered } from '../lib/session-store';
import { applyForProgramme, goodsAccess, listApplications, listProgrammes, programmeGoods } from './service';

/** The controlled-sale zone (控销专区): programmes, their goods, and applications for authorisation. */
const controlledSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/kxzq',
    {
      schema: {
        tags: ['kxzq'],
        summary: "Controlled-sale programmes with goods counts and the signed-in company's authorisation",
        querystring: z.strictObject({}),
        response: okSchema(controlledProgrammeList),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return ok({ list: await listProgrammes(app.db, (await request.sessionUser())?.company ?? null) });
    },
  );

  app.get(
    '/api/kxzq/goods/:url',
    {
      schema: {
        tags: ['kxzq'],
        summary:
          'One programme and a page of its goods (the list shape; is_buy 0 unless authorised); 404 unknown',
        params: controlledProgrammeParams,
        querystring: controlledGoodsQuery,
        response: okSchema(controlledProgrammePage),
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(await request.sessionUser());
      reply.header('cache-control', 'private, no-cache');
      return ok(await programmeGoods(app.db, request.params.url, request.query, viewer));
    },
  );

  app.post(
    '/api/kxzq/apply',
    {
      schema: {
        tags: ['kxzq'],
        security: signedInOnly,
        summary:
          'Apply for a programme (url) or for the programme of a controlled product (goods_id); idempotent while pending or approved',
        body: controlledApplyBody,
        response: okSchema(controlledApplyResult),
      },
    },
    async (request) => {
      const user = await request.requireSessionUser();
      const { result, message } = await applyForProgramme(app.db, user.userId, user.company, request.body);
      forgetRemembered(app.db, user);
      return ok(result, message);
    },
  );

  app.get(
    '/api/kxzq/applications',
    {
      schema: {
        tags: ['kxzq'],
        security: signedInOnly,
        summary: "My company's controlled-sale applications, newest first (401 for visitors)",
        querystring: pageQuery,
        response: okSchema(controlledApplicationPage),
      },
    },
    async (request, reply) => {
      const { company } = await request.requireSessionUser();
      reply.header('cache-control', 'no-store');
      return ok(await listApplications(app.db, company, request.query));
    },
  );

  app.get(
    '/api/kxzq/goods_access/:id',
    {
      schema: {
        tags: ['kxzq'],
        security: signedInOnly,
        summary: "A product's programme and my company's authorisation for it (401 visitors, 404 unknown)",
        params: goodsIdParams,
        querystring: z.strictObject({}),
        response: okSchema(controlledGoodsAccess),
      },
    },
    async (request, reply) => {
      const { company } = await request.requireSessionUser();
      reply.header('cache-control', 'no-store');
      return ok(await goodsAccess(app.db, company, request.params.id));
    },
  );
};

export default controlledSaleRoutes;
