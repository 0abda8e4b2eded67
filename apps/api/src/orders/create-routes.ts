import { orderCreateBody, orderCreated } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../lib/envelope';
import { idempotencyKeyOf, runIdempotent, sendAnswer } from '../lib/idempotency';
import { signedInOnly } from '../lib/openapi';
import { createOrder } from './create';

/** POST /api/order: one order from the cart's selected lines, once per Idempotency-Key. */
const orderCreateRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const answer = await runIdempotent(
        app.db,
        { userId: buyer.userId, route: 'POST /api/order', key, body: request.body },
        async (tx) =>
          ok(
            await createOrder(tx, buyer, request.body, { payMinutes: app.config.orderPayMinutes }),
            '订单已提交',
          ),
      );
      return sendAnswer(reply, answer);
    },
  );
};

export default orderCreateRoutes;
