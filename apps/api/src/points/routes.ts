import {
  pointsExchangeBody,
  pointsExchangeResult,
  pointsItemParams,
  pointsLog,
  pointsLogQuery,
  pointsMallPage,
  pointsMallQuery,
  pointsOrder,
  pointsOrderPage,
  pointsOrderParams,
  pointsOrderQuery,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../lib/envelope';
import { idempotencyKeyOf, runIdempotent, sendAnswer } from '../lib/idempotency';
import { signedInOnly } from '../lib/openapi';
import { exchangePoints } from './exchange';
import { pointsOrderDetail, pointsOrderPage as readOrderPage, receivePointsOrder } from './orders';
import { pointsMall, pointsLog as readPointsLog } from './reads';

/**
 * Points for buyers (issue #22 §4, docs/points.md): the log, the mall, exchanging, points orders. Everything is
 * per buyer or changes with every exchange (stock), so nothing is cached.
 */
const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const tags = ['points'];

  app.get(
    '/api/user/points_log',
    {
      schema: {
        tags,
        security: signedInOnly,
        summary:
          "This login's points entries newest first (type '' = all), its balance and what expires when",
        querystring: pointsLogQuery,
        response: okSchema(pointsLog),
      },
    },
    async (request) => ok(await readPointsLog(app.db, await request.requireUserId(), request.query)),
  );

  app.get(
    '/api/points_mall',
    {
      schema: {
        tags,
        summary: 'The points mall: items on sale with stock, per-buyer limit and what this buyer exchanged',
        querystring: pointsMallQuery,
        response: okSchema(pointsMallPage),
      },
    },
    async (request) => ok(await pointsMall(app.db, await request.userId(), request.query)),
  );

  app.post(
    '/api/points_mall/:id/exchange',
    {
      schema: {
        tags,
        security: signedInOnly,
        idempotencyKey: 'required',
        summary:
          'Exchange points for an item: an order paid in points (header Idempotency-Key); goods need address_id; 409 when stock, the per-buyer limit or the points run out',
        params: pointsItemParams,
        body: pointsExchangeBody,
        response: okSchema(pointsExchangeResult),
      },
    },
    async (request, reply) => {
      const buyer = await request.requireCompany();
      const key = idempotencyKeyOf(request);
      const answer = await runIdempotent(
        app.db,
        {
          userId: buyer.userId,
          route: 'POST /api/points_mall/{id}/exchange',
          key,
          body: { id: request.params.id, ...request.body },
        },
        async (tx) => ok(await exchangePoints(tx, buyer, request.params.id, request.body), '兑换成功'),
      );
      return sendAnswer(reply, answer);
    },
  );

  app.get(
    '/api/points_order',
    {
      schema: {
        tags,
        security: signedInOnly,
        summary: "This buyer's points orders, newest first",
        querystring: pointsOrderQuery,
        response: okSchema(pointsOrderPage),
      },
    },
    async (request) => ok(await readOrderPage(app.db, await request.requireCompany(), request.query)),
  );

  app.get(
    '/api/points_order/:id',
    {
      schema: {
        tags,
        security: signedInOnly,
        summary: 'A points order: status, shipping, the coupon issued (404 unless it is this buyer’s)',
        params: pointsOrderParams,
        response: okSchema(pointsOrder),
      },
    },
    async (request) => ok(await pointsOrderDetail(app.db, await request.requireCompany(), request.params.id)),
  );

  app.post(
    '/api/points_order/:id/receive',
    {
      schema: {
        tags,
        security: signedInOnly,
        summary: 'Confirm receipt of a shipped points order (409 unless shipped)',
        params: pointsOrderParams,
        response: okSchema(pointsOrder),
      },
    },
    async (request) => {
      const buyer = await request.requireCompany();
      return ok(await receivePointsOrder(app.db, buyer, request.params.id), '已确认收货');
    },
  );
};

export default pointsRoutes;
