import { orderDetail, orderIdParams, orderList, orderListQuery, orderRebuyResult } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../lib/envelope';
import { notFound } from '../lib/errors';
import { signedInOnly } from '../lib/openapi';
import { receiveOrder } from './complete';
import { orderDetail as readOrderDetail } from './detail-reads';
import { rebuyOrder } from './rebuy';
import { exportOrder, listCompanyOrders } from './service';

/**
 * The order centre (issue #9): the buyer's company's orders, their detail, receipt, rebuy and the
 * medical-insurance export. Another company's order answers 404 like a missing one. Never cached: an order
 * changes with every payment and shipment. docs/orders-and-payment.md records the decisions.
 */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/order',
    {
      schema: {
        tags: ['order'],
        security: signedInOnly,
        summary:
          "My company's orders: status tab, keywords (order number or goods name), Beijing date range, page; counts per tab",
        querystring: orderListQuery,
        response: okSchema(orderList),
      },
    },
    async (request) => {
      const { company } = await request.requireSessionUser();
      return ok(await listCompanyOrders(app.db, company?.id ?? null, request.query));
    },
  );

  app.get(
    '/api/order/:id',
    {
      schema: {
        tags: ['order'],
        security: signedInOnly,
        summary:
          'One order: lines with final prices and shipped batches, payments, history, logistics, coupon; another company’s → 404',
        params: orderIdParams,
        response: okSchema(orderDetail),
      },
    },
    async (request) => {
      const { companyId } = await request.requireCompany();
      const detail = await readOrderDetail(app.db, companyId, request.params.id);
      if (!detail) throw notFound();
      return ok(detail);
    },
  );

  app.post(
    '/api/order/:id/receive',
    {
      schema: {
        tags: ['order'],
        security: signedInOnly,
        summary: 'Confirm receipt: 已发货 → 已完成 (409 in any other status; another company’s → 404)',
        params: orderIdParams,
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      const { userId, companyId } = await request.requireCompany();
      await receiveOrder(app.db, companyId, request.params.id, userId);
      return ok(null, '已确认收货');
    },
  );

  app.post(
    '/api/order/:id/rebuy',
    {
      schema: {
        tags: ['order'],
        security: signedInOnly,
        summary:
          "The order's lines (not its gifts) back into my cart through the cart's add rules; what cannot be added is listed with the reason",
        params: orderIdParams,
        response: okSchema(orderRebuyResult),
      },
    },
    async (request) => {
      const { userId, companyId } = await request.requireCompany();
      const result = await rebuyOrder(app.db, userId, companyId, request.params.id);
      const message =
        result.skipped.length === 0
          ? '已加入购物车'
          : `${result.added}个商品已加入购物车，${result.skipped.length}个未加入`;
      return ok(result, message);
    },
  );

  app.get(
    '/api/order/:id/export',
    {
      schema: {
        tags: ['order'],
        security: signedInOnly,
        summary:
          'Medical-insurance purchase record (CSV, UTF-8 with BOM): one row per shipped batch, or per line before shipping',
        params: orderIdParams,
      },
    },
    async (request, reply) => {
      const csv = await exportOrder(app.db, await request.requireCompany(), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${csv.sn}.csv"; filename*=UTF-8''${encodeURIComponent(csv.name)}`,
        )
        .send(csv.body);
    },
  );
};

export default orderRoutes;
