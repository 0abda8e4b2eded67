import { consoleOrderCancelBody, consoleOrderIdParams, emptyData } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditedAction } from '../console';
import { ok, okSchema } from '../lib/envelope';
import { cancelOrderByOperator } from './order-cancel';

/**
 * 取消订单并退款 in the console (财务, permission `refunds`, docs/console.md): one audited transaction
 * (`order-cancel`, before → after the status, the reason and where the money went).
 */
const orderCancelConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/console/orders/:id/cancel',
    {
      config: { console: 'refunds' },
      schema: {
        summary:
          'Cancel an unpaid, or paid and unshipped, order with a reason: stock and a still-valid coupon back, a paid one refunded to its source (409 shipped or cancelled already)',
        params: consoleOrderIdParams,
        body: consoleOrderCancelBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const { reason } = request.body;
      const result = await auditedAction(
        app.db,
        { operator: username, command: 'order-cancel', args: { id, reason } },
        async (tx) => {
          const outcome = await cancelOrderByOperator(tx, { orderId: id, reason, operator: username });
          return { value: outcome.result, ...outcome };
        },
      );
      return ok(null, result);
    },
  );
};

export default orderCancelConsoleRoutes;
