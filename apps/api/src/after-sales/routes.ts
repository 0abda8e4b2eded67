import {
  afterSaleCreateBody,
  afterSaleCreated,
  afterSaleDetail,
  afterSaleIdParams,
  afterSaleList,
  afterSaleListQuery,
  afterSaleShipBackBody,
  orderIdParams,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../lib/envelope';
import { notFound } from '../lib/errors';
import { signedInOnly } from '../lib/openapi';
import { createAfterSale } from './create';
import { requestForBuyer } from './reads';
import { cancelOwnRequest, listCompanyRequests, shipBackOwnRequest } from './service';

/**
 * The buyer's after-sales (issue #21 §1, docs/after-sales.md): ask about a shipped or received order, the list
 * and a request's page, ship the goods back, withdraw. Another company's order, line or request → 404. Never
 * cached: a request changes with every decision.
 */
const afterSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/order/:id/after_sale',
    {
      schema: {
        tags: ['after-sale'],
        security: signedInOnly,
        summary:
          '申请售后: type, reason from the list, description, lines (line_id, number ≤ returnable), image_ids of uploads',
        params: orderIdParams,
        body: afterSaleCreateBody,
        response: okSchema(afterSaleCreated),
      },
    },
    async (request) => {
      const buyer = await request.requireCompany();
      return ok(await createAfterSale(app.db, buyer, request.params.id, request.body), '售后申请已提交');
    },
  );

  app.get(
    '/api/after_sale',
    {
      schema: {
        tags: ['after-sale'],
        security: signedInOnly,
        summary: "My company's after-sales requests, newest first; status '' = all",
        querystring: afterSaleListQuery,
        response: okSchema(afterSaleList),
      },
    },
    async (request) => {
      const { company } = await request.requireSessionUser();
      const { page, per_page } = request.query;
      if (!company) return ok({ list: [], total: 0, page, per_page });
      return ok(await listCompanyRequests(app.db, company.id, request.query));
    },
  );

  app.get(
    '/api/after_sale/:id',
    {
      schema: {
        tags: ['after-sale'],
        security: signedInOnly,
        summary: 'One request: lines and amounts, photos, return address, timeline, the actions allowed now',
        params: afterSaleIdParams,
        response: okSchema(afterSaleDetail),
      },
    },
    async (request) => {
      const { companyId } = await request.requireCompany();
      const detail = await requestForBuyer(app.db, companyId, request.params.id);
      if (!detail) throw notFound();
      return ok(detail);
    },
  );

  app.post(
    '/api/after_sale/:id/ship_back',
    {
      schema: {
        tags: ['after-sale'],
        security: signedInOnly,
        summary: '寄回: carrier and tracking number of the parcel going back (已同意 → 买家已寄回)',
        params: afterSaleIdParams,
        body: afterSaleShipBackBody,
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      const buyer = await request.requireCompany();
      const { carrier, tracking_no } = request.body;
      await shipBackOwnRequest(app.db, buyer, request.params.id, { carrier, trackingNo: tracking_no });
      return ok(null, '已提交寄回信息');
    },
  );

  app.post(
    '/api/after_sale/:id/cancel',
    {
      schema: {
        tags: ['after-sale'],
        security: signedInOnly,
        summary: '撤销: withdraw a request not yet shipped back; the units become returnable again',
        params: afterSaleIdParams,
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      await cancelOwnRequest(app.db, await request.requireCompany(), request.params.id);
      return ok(null, '售后申请已撤销');
    },
  );
};

export default afterSaleRoutes;
