import {
  consolePointsIdParams,
  consolePointsItem,
  consolePointsItemList,
  consolePointsOrderPage,
  consolePointsOrderQuery,
  emptyData,
  pointsGrantBody,
  pointsGrantResult,
  pointsItemCreateBody,
  pointsItemUpdateBody,
  pointsRulesBody,
  pointsRulesWire,
  pointsShipBody,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditedAction } from '../console';
import { ok, okSchema } from '../lib/envelope';
import {
  consoleItems,
  consolePointsOrders,
  createItem,
  grantPoints,
  shipPointsOrder,
  updateItem,
} from './console-service';
import { readRules, writeRules } from './rules';

/**
 * Points in the console (issue #22 §5, docs/points.md): 运营 (`points`) keeps the mall's items and the rules,
 * 财务 (`points-grants`, signed in with a second factor: points are worth money) grants and deducts, 仓储
 * (`shipping`) ships points orders. Each write is one audited transaction, the same functions `ops` calls.
 */
const pointsConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/console/points/items',
    {
      config: { console: 'points' },
      schema: { summary: 'Points-mall items, on sale or not', response: okSchema(consolePointsItemList) },
    },
    async () => ok({ list: await consoleItems(app.db) }),
  );

  app.post(
    '/api/console/points/items',
    {
      config: { console: 'points' },
      schema: {
        summary: 'Add a points-mall item (goods, or a coupon of an existing template)',
        body: pointsItemCreateBody,
        response: okSchema(consolePointsItem),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const item = await auditedAction(
        app.db,
        { operator: username, command: 'points-item-add', args: request.body },
        async (tx) => {
          const after = await createItem(tx, request.body);
          return { value: after, result: `积分商品 ${after.id} ${after.name}`, after };
        },
      );
      return ok(item, '已添加');
    },
  );

  app.patch(
    '/api/console/points/items/:id',
    {
      config: { console: 'points' },
      schema: {
        summary: 'Change a points-mall item: name, picture, text, points, stock, limit, on sale, sort',
        params: consolePointsIdParams,
        body: pointsItemUpdateBody,
        response: okSchema(consolePointsItem),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const item = await auditedAction(
        app.db,
        { operator: username, command: 'points-item-update', args: { id, ...request.body } },
        async (tx) => {
          const { before, after } = await updateItem(tx, id, request.body);
          return { value: after, result: `积分商品 ${id} 已修改`, before, after };
        },
      );
      return ok(item, '已保存');
    },
  );

  app.get(
    '/api/console/points/rules',
    {
      config: { console: 'points' },
      schema: { summary: 'The points rules: rate and expiry', response: okSchema(pointsRulesWire) },
    },
    async () => {
      const rules = await readRules(app.db);
      return ok({ fen_per_point: rules.fenPerPoint, expiry_years: rules.expiryYears });
    },
  );

  app.put(
    '/api/console/points/rules',
    {
      config: { console: 'points' },
      schema: {
        summary: 'Set the points rules (applies to points earned from now on)',
        body: pointsRulesBody,
        response: okSchema(pointsRulesWire),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const next = request.body;
      await auditedAction(app.db, { operator: username, command: 'points-rules', args: next }, async (tx) => {
        const old = await readRules(tx);
        await writeRules(tx, { fenPerPoint: next.fen_per_point, expiryYears: next.expiry_years });
        return {
          value: null,
          result: '积分规则已修改',
          before: { fen_per_point: old.fenPerPoint, expiry_years: old.expiryYears },
          after: next,
        };
      });
      return ok(next, '已保存');
    },
  );

  app.post(
    '/api/console/points/grants',
    {
      config: { console: 'points-grants' },
      schema: {
        summary: "Grant (+) or deduct (−) a login's points with a reason (409 below zero)",
        body: pointsGrantBody,
        response: okSchema(pointsGrantResult),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const result = await auditedAction(
        app.db,
        { operator: username, command: 'points-grant', args: request.body },
        async (tx) => {
          const { before, ...granted } = await grantPoints(tx, request.body, `operator:${username}`);
          return {
            value: granted,
            result: `用户 ${granted.user_id} 积分 ${request.body.points > 0 ? '+' : ''}${request.body.points}`,
            before: { points: before },
            after: { points: granted.balance },
          };
        },
      );
      return ok(result, '已调整');
    },
  );

  app.get(
    '/api/console/points/orders',
    {
      config: { console: 'shipping' },
      schema: {
        summary: 'Points orders: the shipping queue (paid, oldest first) or any status',
        querystring: consolePointsOrderQuery,
        response: okSchema(consolePointsOrderPage),
      },
    },
    async (request) => ok(await consolePointsOrders(app.db, request.query)),
  );

  app.post(
    '/api/console/points/orders/:id/ship',
    {
      config: { console: 'shipping' },
      schema: {
        summary: 'Ship a points order of goods: carrier and tracking number (409 unless 待发货)',
        params: consolePointsIdParams,
        body: pointsShipBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      await auditedAction(
        app.db,
        { operator: username, command: 'points-ship', args: { id, ...request.body } },
        async (tx) => {
          const { before } = await shipPointsOrder(tx, id, request.body);
          return {
            value: null,
            result: `积分订单 ${id} 已发货`,
            before: { status: before },
            after: { status: 'shipped', ...request.body },
          };
        },
      );
      return ok(null, '已发货');
    },
  );
};

export default pointsConsoleRoutes;
