import {
  fenToYuan,
  onlinePayment,
  onlinePaymentParams,
  payOnlineBody,
  RECHARGE_MAX_FEN,
  RECHARGE_MIN_FEN,
  rechargeOptions,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../lib/envelope';
import { signedInOnly } from '../lib/openapi';
import { onlinePaymentState, startOnlinePayment } from './online';
import { onlineMethods } from './online-methods';

/**
 * Online payment of an order or a top-up (issue #24; docs/payments.md). A method without its provider's keys is
 * absent from the options and refused here (422).
 */
const onlinePayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const tags = ['pay'];

  app.post(
    '/api/pay/online',
    {
      schema: {
        tags,
        security: signedInOnly,
        summary:
          'Pays an order (order_id) or tops up the balance (recharge_amount) with 支付宝 or 微信支付: the QR code or page and the payment id; paid only by the provider’s verified notification or a query',
        body: payOnlineBody,
        response: okSchema(onlinePayment),
      },
    },
    async (request) => ok(await startOnlinePayment(app, await request.requireCompany(), request.body)),
  );

  app.get(
    '/api/pay/online/:id',
    {
      schema: {
        tags,
        security: signedInOnly,
        summary: 'An online payment’s state (asks the provider while it is pending)',
        params: onlinePaymentParams,
        response: okSchema(onlinePayment),
      },
    },
    async (request) => ok(await onlinePaymentState(app, await request.requireCompany(), request.params.id)),
  );

  app.get(
    '/api/pay/recharge_options',
    {
      schema: {
        tags,
        security: signedInOnly,
        summary: 'Top-up (充值): the online methods configured and the minimum and maximum amount',
        response: okSchema(rechargeOptions),
      },
    },
    async (request) => {
      await request.requireCompany();
      return ok({
        methods: onlineMethods(app),
        min: fenToYuan(RECHARGE_MIN_FEN),
        max: fenToYuan(RECHARGE_MAX_FEN),
      });
    },
  );
};

export default onlinePayRoutes;
