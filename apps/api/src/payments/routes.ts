import {
  creditPaymentBody,
  paymentResult,
  payOptions,
  payOptionsQuery,
  payOrderBody,
  transferInstructions,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../lib/envelope';
import { idempotencyKeyOf, optionalIdempotencyKeyOf, runIdempotent, sendAnswer } from '../lib/idempotency';
import { signedInOnly } from '../lib/openapi';
import { onlineMethods } from './online-methods';
import { payOptions as readPayOptions } from './pay-options';
import { creditPaymentState, payByBalance, payCreditPayment, startCreditPayment } from './service';
import { startTransfer } from './transfer';

/**
 * Paying an order (spec §7 Payment; issue #9 §2): balance, credit period (账期) and bank transfer, each for the
 * buyer's company's own orders (another's → 404). The work is in service.ts and transfer.ts, one transaction per call.
 */
const payRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const tags = ['pay'];

  app.get(
    '/api/pay/options',
    {
      schema: {
        tags,
        security: signedInOnly,
        summary:
          'Step 3: each payment method for the order, whether it can pay now (and why not), and the funds',
        querystring: payOptionsQuery,
        response: okSchema(payOptions),
      },
    },
    async (request) => {
      const payer = await request.requireCompany();
      return ok(await readPayOptions(app.db, payer, request.query.order_id, onlineMethods(app)));
    },
  );

  app.post(
    '/api/pay/balance',
    {
      schema: {
        tags,
        security: signedInOnly,
        idempotencyKey: 'required',
        summary:
          'Pays the order from the balance (header Idempotency-Key; a replay answers the first response)',
        body: payOrderBody,
        response: okSchema(paymentResult),
      },
    },
    async (request, reply) => {
      const payer = await request.requireCompany();
      const key = idempotencyKeyOf(request);
      const answer = await runIdempotent(
        app.db,
        { userId: payer.userId, route: 'POST /api/pay/balance', key, body: request.body },
        async (tx) => ok(await payByBalance(tx, payer, request.body.order_id), '支付成功'),
      );
      return sendAnswer(reply, answer);
    },
  );

  app.post(
    '/api/pay/user_credit_create',
    {
      schema: {
        tags,
        security: signedInOnly,
        summary:
          "A pending credit (账期) payment for the order (the order's pending one if any); 409 when frozen or short",
        body: payOrderBody,
        response: okSchema(paymentResult),
      },
    },
    async (request) => {
      return ok(await startCreditPayment(app.db, await request.requireCompany(), request.body.order_id));
    },
  );

  app.post(
    '/api/pay/user_credit_pay',
    {
      schema: {
        tags,
        security: signedInOnly,
        idempotencyKey: 'optional',
        summary:
          "Pays a credit payment: the amount goes on the period's bill (optional Idempotency-Key honoured)",
        body: creditPaymentBody,
        response: okSchema(paymentResult),
      },
    },
    async (request, reply) => {
      const payer = await request.requireCompany();
      const key = optionalIdempotencyKeyOf(request);
      const route = 'POST /api/pay/user_credit_pay';
      const answer = await runIdempotent(
        app.db,
        { userId: payer.userId, route, key, body: request.body },
        async (tx) => ok(await payCreditPayment(tx, payer, request.body.payment_id), '支付成功'),
      );
      return sendAnswer(reply, answer);
    },
  );

  app.post(
    '/api/pay/user_credit_check',
    {
      schema: {
        tags,
        security: signedInOnly,
        summary: 'The state of a credit payment and of its order',
        body: creditPaymentBody,
        response: okSchema(paymentResult),
      },
    },
    async (request) => {
      return ok(await creditPaymentState(app.db, await request.requireCompany(), request.body.payment_id));
    },
  );

  app.post(
    '/api/pay/transfer',
    {
      schema: {
        tags,
        security: signedInOnly,
        summary:
          "Bank transfer: the platform's account and the order's unique reference; paid when an operator confirms",
        body: payOrderBody,
        response: okSchema(transferInstructions),
      },
    },
    async (request) => {
      return ok(await startTransfer(app.db, await request.requireCompany(), request.body.order_id));
    },
  );
};

export default payRoutes;
