import {
  consoleOrderDetail,
  consoleOrderIdParams,
  consoleOrderPage,
  consoleOrderQuery,
  emptyData,
  parcelsOfShipment,
  shipOrderBody,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditedAction } from '../console';
import { ok, okSchema } from '../lib/envelope';
import { notFound } from '../lib/errors';
import { orderForOperator, orderQueue } from './console-reads';
import { shipOrder } from './ship';

/**
 * 订单发货 in the console (仓储, issue #26 §2, docs/console.md): the orders queue, an order's page, and the
 * shipment `ops ship` makes — the same function (ship.ts), each call one audited transaction.
 */
const orderConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/console/orders',
    {
      config: { console: 'orders' },
      schema: {
        summary:
          'The orders: 待发货 first, oldest first; filtered by status, order number or company, company name, goods name, dates',
        querystring: consoleOrderQuery,
        response: okSchema(consoleOrderPage),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await orderQueue(app.db, request.query));
    },
  );

  app.get(
    '/api/console/orders/:id',
    {
      config: { console: 'orders' },
      schema: {
        summary:
          "An order's lines (with batches), payments (provider numbers, refunds, ledger entries), history and shipping, and its company",
        params: consoleOrderIdParams,
        response: okSchema(consoleOrderDetail),
      },
    },
    async (request, reply) => {
      const detail = await orderForOperator(app.db, request.params.id);
      if (!detail) throw notFound();
      reply.header('cache-control', 'no-store');
      return ok(detail);
    },
  );

  app.post(
    '/api/console/orders/:id/ship',
    {
      config: { console: 'shipping' },
      schema: {
        summary:
          'Ship a paid order in one parcel (carrier, tracking_no, batches) or several (parcels[i][…]): every goods line whole across them, in batches (dates, trace codes)',
        params: consoleOrderIdParams,
        body: shipOrderBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const body = request.body;
      const result = await auditedAction(
        app.db,
        { operator: username, command: 'ship', args: { id, ...body } },
        async (tx) => {
          const outcome = await shipOrder(tx, {
            order: { id },
            parcels: parcelsOfShipment(body),
            actor: `operator:${username}`,
          });
          return { value: outcome.result, ...outcome };
        },
      );
      return ok(null, result);
    },
  );
};

export default orderConsoleRoutes;
