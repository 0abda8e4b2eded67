import { orderCreateBody, orderCreated } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../lib/envelope';
import { orderBusy } from '../lib/errors';
import { idempotencyKeyOf, runIdempotent, sendAnswer } from '../lib/idempotency';
import { createLane } from '../lib/lane';
import { signedInOnly } from '../lib/openapi';
import { refuseSoldOutEarly } from './claims';
import { createOrder } from './create';

const ROUTE = 'POST /api/order';

/**
 * POST /api/order: one order from the cart's selected lines, once per Idempotency-Key. Orders go through one lane
 * (lib/lane.ts): a flash sale's crowd waits there in arrival order instead of in front of every page's reads.
 */
const orderCreateRoutes: FastifyPluginAsyncZod = async (app) => {
  const lane = createLane(app.config.orderConcurrency, app.config.orderQueueLength, orderBusy);
  app.post(
    '/api/order',
    {
      schema: {
        tags: ['order'],
        security: signedInOnly,
        idempotencyKey: 'required',
        summary:
          'Create an order from the selected cart lines (header Idempotency-Key; a replay answers the same bytes, the same key with another body → 409); 459 until the e-contract is signed; 409 when stock, a flash-sale limit or the coupon is gone',
        body: orderCreateBody,
        response: okSchema(orderCreated),
      },
    },
    async (request, reply) => {
      const buyer = await request.requireCompany();
      const key = idempotencyKeyOf(request);
      const answer = await lane.run(async () => {
        // At its turn, not on arrival: a crowd arrives before the first unit is sold, and those whose turn comes
        // after the last one hear it in one read instead of a transaction each.
        await refuseSoldOutEarly(app.db, buyer.userId, ROUTE, key);
        return runIdempotent(
          app.db,
          { userId: buyer.userId, route: ROUTE, key, body: request.body },
          async (tx) =>
            ok(
              await createOrder(tx, buyer, request.body, { payMinutes: app.config.orderPayMinutes }),
              '订单已提交',
            ),
        );
      });
      return sendAnswer(reply, answer);
    },
  );
};

export default orderCreateRoutes;
