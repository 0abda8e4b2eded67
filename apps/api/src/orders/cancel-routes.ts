import { orderCancelBody, orderIdParams } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../lib/envelope';
import { signedInOnly } from '../lib/openapi';
import { cancelOwnOrder } from './service';

/**
 * POST /api/order/{id}/cancel: the buyer cancels an unpaid order, or a paid one not yet shipped (refunded to
 * where the money came from). Another company's order → 404; shipped, completed or cancelled → 409.
 */
const orderCancelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/order/:id/cancel',
    {
      schema: {
        tags: ['order'],
        security: signedInOnly,
        summary: 'Cancels the order; the message says where a refund went',
        params: orderIdParams,
        body: orderCancelBody,
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      const buyer = await request.requireCompany();
      return ok(null, await cancelOwnOrder(app.db, buyer, request.params.id, request.body.reason));
    },
  );
};

export default orderCancelRoutes;
