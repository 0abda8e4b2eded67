import {
  consoleGoodsBatchBody,
  consoleGoodsDetail,
  consoleGoodsIdParams,
  consoleGoodsListingBody,
  consoleGoodsPage,
  consoleGoodsPatch,
  consoleGoodsQuery,
  consoleLadderBody,
  consoleReclassBody,
  emptyData,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reclassGoods } from '../catalogue';
import { ok, okSchema } from '../lib/envelope';
import { notFound } from '../lib/errors';
import { auditedGoodsEdit } from './audited-edit';
import { saveBatch } from './batches';
import batchReportRoutes from './report-routes';
import { goodsDetailForOperator, goodsForOperator, patchGoods, replaceLadder, setListing } from './service';

/**
 * 商品管理 in the console (运营, permission `goods`, issue #26 §2, docs/console.md): the goods list, a product's
 * page and its edits, each one audited transaction (before → after). After the commit the product's display
 * caches are cleared, so a buyer's next page shows the change.
 */
const goodsConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(batchReportRoutes);

  app.get(
    '/api/console/goods',
    {
      config: { console: 'goods' },
      schema: {
        summary:
          'Every product (banned online ones too), newest first; by name, trade name, 批准文号 or SKU, class, scope, controlled sale',
        querystring: consoleGoodsQuery,
        response: okSchema(consoleGoodsPage),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await goodsForOperator(app.db, request.query));
    },
  );

  app.get(
    '/api/console/goods/:id',
    {
      config: { console: 'goods' },
      schema: {
        summary: "A product's editable facts and its ladder",
        params: consoleGoodsIdParams,
        response: okSchema(consoleGoodsDetail),
      },
    },
    async (request, reply) => {
      const detail = await goodsDetailForOperator(app.db, request.params.id);
      if (!detail) throw notFound();
      reply.header('cache-control', 'no-store');
      return ok(detail);
    },
  );

  app.patch(
    '/api/console/goods/:id',
    {
      config: { console: 'goods' },
      schema: {
        summary:
          'Change price, stock, with_coupon, controlled sale or scope category (any of them, at least one)',
        params: consoleGoodsIdParams,
        body: consoleGoodsPatch,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const result = await auditedGoodsEdit(app, username, 'goods-edit', id, { id, ...request.body }, (tx) =>
        patchGoods(tx, id, request.body),
      );
      return ok(null, result);
    },
  );

  app.put(
    '/api/console/goods/:id/ladder',
    {
      config: { console: 'goods' },
      schema: {
        summary: 'Replace the ladder prices (tiers from 2 pieces, distinct; empty removes the ladder)',
        params: consoleGoodsIdParams,
        body: consoleLadderBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const result = await auditedGoodsEdit(
        app,
        username,
        'goods-ladder',
        id,
        { id, ...request.body },
        (tx) => replaceLadder(tx, id, request.body),
      );
      return ok(null, result);
    },
  );

  app.post(
    '/api/console/goods/listing',
    {
      config: { console: 'goods' },
      schema: {
        summary:
          '上架 (listed true) or 下架 (false) up to 100 products: a delisted one leaves search, lists and the detail page and cannot be carted or ordered',
        body: consoleGoodsListingBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const result = await auditedGoodsEdit(
        app,
        username,
        'goods-listing',
        request.body.ids,
        request.body,
        (tx) => setListing(tx, request.body),
      );
      return ok(null, result);
    },
  );

  app.put(
    '/api/console/goods/:id/batches',
    {
      config: { console: 'goods' },
      schema: {
        summary:
          'Add a batch (warehouse, 批号, 生产日期, 有效期至, quantity) or change the one with this 批号 in that warehouse (default warehouse when none); the product page shows the next one to expire',
        params: consoleGoodsIdParams,
        body: consoleGoodsBatchBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const result = await auditedGoodsEdit(app, username, 'goods-batch', id, { id, ...request.body }, (tx) =>
        saveBatch(tx, id, request.body),
      );
      return ok(null, result);
    },
  );

  app.post(
    '/api/console/goods/:id/reclass',
    {
      config: { console: 'goods' },
      schema: {
        summary:
          'Set the regulatory class (as `ops reclass`): a class banned online delists it and takes it out of promotions and programmes',
        params: consoleGoodsIdParams,
        body: consoleReclassBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const result = await auditedGoodsEdit(app, username, 'reclass', id, { id, ...request.body }, (tx) =>
        reclassGoods(tx, id, request.body.regulatory_class),
      );
      return ok(null, result);
    },
  );
};

export default goodsConsoleRoutes;
