import {
  consoleDrawActivities,
  consoleDrawPendingList,
  consoleDrawRecordPage,
  consoleDrawRecordQuery,
  drawActivityParams,
  drawPrizeBody,
  drawPrizeParams,
  drawRecordParams,
  drawShipBody,
  drawWindowBody,
  emptyData,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditedAction } from '../console';
import { ok, okSchema } from '../lib/envelope';
import { drawActivityList, drawLog, setDrawPrize, setDrawWindow } from './console';
import { pendingDrawGifts, shipDrawGift } from './fulfilment';

/**
 * 抽奖管理 in the console (运营, permission `promotions`; issue #26 §2): activities with their prizes, odds and
 * stock; the window (`draw-window`) and a prize's weight and stock (`draw-prize`), each one audited transaction;
 * the draw log; the physical prizes waiting to be sent and shipping one (`draw-fulfil`, as `ops draw-fulfil`).
 */
const drawConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/console/draw',
    {
      config: { console: 'promotions' },
      schema: {
        summary: 'Draw activities, newest first, with their prizes: weight, odds now, stock and how many won',
        response: okSchema(consoleDrawActivities),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await drawActivityList(app.db));
    },
  );

  app.put(
    '/api/console/draw/:id/window',
    {
      config: { console: 'promotions' },
      schema: {
        summary: "Set a draw activity's window",
        params: drawActivityParams,
        body: drawWindowBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      await auditedAction(
        app.db,
        { operator: username, command: 'draw-window', args: { id, ...request.body } },
        async (tx) => {
          const { before, after } = await setDrawWindow(tx, id, request.body);
          return { value: null, result: `抽奖活动 ${id} ${after.name}`, before, after };
        },
      );
      return ok(null);
    },
  );

  app.put(
    '/api/console/draw/prizes/:id',
    {
      config: { console: 'promotions' },
      schema: {
        summary: "Set a prize's weight (its odds against the others) and stock (null: unlimited)",
        params: drawPrizeParams,
        body: drawPrizeBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      await auditedAction(
        app.db,
        { operator: username, command: 'draw-prize', args: { id, ...request.body } },
        async (tx) => {
          const { before, after } = await setDrawPrize(tx, id, request.body);
          return { value: null, result: `奖品 ${id} ${after.name}`, before, after };
        },
      );
      return ok(null);
    },
  );

  app.get(
    '/api/console/draw/records',
    {
      config: { console: 'promotions' },
      schema: {
        summary: 'The draw log: every draw, newest first',
        querystring: consoleDrawRecordQuery,
        response: okSchema(consoleDrawRecordPage),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await drawLog(app.db, request.query));
    },
  );

  app.get(
    '/api/console/draw/pending',
    {
      config: { console: 'promotions' },
      schema: {
        summary: "Physical prizes waiting to be sent, oldest first, with the buyer's default address",
        response: okSchema(consoleDrawPendingList),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await pendingDrawGifts(app.db));
    },
  );

  app.post(
    '/api/console/draw/records/:id/ship',
    {
      config: { console: 'promotions' },
      schema: {
        summary: 'Mark a pending physical prize sent (carrier, tracking number); the buyer gets a message',
        params: drawRecordParams,
        body: drawShipBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      await auditedAction(
        app.db,
        { operator: username, command: 'draw-fulfil', args: { id, ...request.body } },
        async (tx) => {
          const { prize, before, after } = await shipDrawGift(tx, id, request.body);
          return { value: null, result: `抽奖记录 ${id} ${prize} 已寄出`, before, after };
        },
      );
      return ok(null);
    },
  );
};

export default drawConsoleRoutes;
