import {
  cashbackCampaignBody,
  cashbackCampaignParams,
  cashbackScheduleBody,
  cashbackStatusBody,
  consoleCashbackList,
  consoleCashbackRow,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditedAction } from '../console';
import { ok, okSchema } from '../lib/envelope';
import { createCampaign, listCampaigns, scheduleCampaign, setCampaignStatus } from './campaigns';

/**
 * 满返活动 in the console (issue #22 §5), for 运营 (permission `promotions`, as coupons): the campaigns, creating
 * one, its window, pausing, resuming and ending — the functions `ops cashback …` calls, each one audited transaction.
 */
const cashbackConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/console/cashback',
    {
      config: { console: 'promotions' },
      schema: { summary: 'Cash-back campaigns, newest first', response: okSchema(consoleCashbackList) },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ list: await listCampaigns(app.db) });
    },
  );

  app.post(
    '/api/console/cashback',
    {
      config: { console: 'promotions' },
      schema: {
        summary: 'Create a cash-back campaign',
        body: cashbackCampaignBody,
        response: okSchema(consoleCashbackRow),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const row = await auditedAction(
        app.db,
        { operator: username, command: 'cashback-create', args: request.body },
        async (tx) => {
          const created = await createCampaign(tx, request.body);
          return { value: created, result: `已创建满返活动 #${created.id} ${created.title}`, after: created };
        },
      );
      return ok(row, '已创建');
    },
  );

  app.post(
    '/api/console/cashback/:id/schedule',
    {
      config: { console: 'promotions' },
      schema: {
        summary: "Set a campaign's window (409 once ended)",
        params: cashbackCampaignParams,
        body: cashbackScheduleBody,
        response: okSchema(consoleCashbackRow),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const row = await auditedAction(
        app.db,
        { operator: username, command: 'cashback-schedule', args: { id, ...request.body } },
        async (tx) => {
          const { before, after } = await scheduleCampaign(tx, id, request.body);
          return { value: after, result: `已排期满返活动 #${id}`, before, after };
        },
      );
      return ok(row, '已保存');
    },
  );

  app.post(
    '/api/console/cashback/:id/status',
    {
      config: { console: 'promotions' },
      schema: {
        summary: 'Pause, resume (active) or end a campaign (409 from a state that does not allow it)',
        params: cashbackCampaignParams,
        body: cashbackStatusBody,
        response: okSchema(consoleCashbackRow),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const { status } = request.body;
      const row = await auditedAction(
        app.db,
        { operator: username, command: 'cashback-status', args: { id, status } },
        async (tx) => {
          const { before, after } = await setCampaignStatus(tx, id, status);
          return {
            value: after,
            result: `满返活动 #${id}：${before.status} → ${after.status}`,
            before,
            after,
          };
        },
      );
      return ok(row, '已保存');
    },
  );
};

export default cashbackConsoleRoutes;
