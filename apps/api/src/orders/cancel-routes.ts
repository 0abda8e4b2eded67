import { orderCancelBody, orderIdParams } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../lib/envelope';
import { notFound } from '../lib/errors';
import { signedInOnly } from '../lib/openapi';
import { payerOf } from '../payments/service';
import { cancelOrder, refundText } from './transitions';

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
      const userId = await request.requireUserId();
      const { refund } = await app.db.transaction(async (tx) => {
        const { companyId } = await payerOf(tx, userId);
        const own = await tx.execute(
          sql`SELECT 1 FROM orders WHERE id = ${request.params.id} AND company_id = ${companyId}`,
        );
        if (own.rows.length === 0) throw notFound();
        return cancelOrder(tx, request.params.id, { actor: `buyer:${userId}`, reason: request.body.reason });
      });
      return ok(null, refund ? `订单已取消，${refundText(refund.method, refund.amountFen)}` : '订单已取消');
    },
  );
};

export default orderCancelRoutes;
