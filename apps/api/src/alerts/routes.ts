import { alertCreateBody, alertItem, alertPage, alertParams, alertQuery } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../lib/envelope';
import { signedInOnly } from '../lib/openapi';
import { cancelAlert, listAlerts, subscribe } from './service';

/**
 * 到货提醒 / 降价提醒 (issue #23 §1): the buyer subscribes from the product page or an out-of-stock list card, reads
 * and cancels them in the member area (/zzfw/dhtx). A login with a company only (`requireCompany`); an alert is the
 * login's own, anyone else's is 404. Never cached.
 */
const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/user/alerts',
    {
      schema: {
        tags: ['user'],
        security: signedInOnly,
        summary:
          'Subscribe to 到货提醒 (kind restock, goods out of stock) or 降价提醒 (kind price: my price now is kept); fires once with a message',
        body: alertCreateBody,
        response: okSchema(alertItem),
      },
    },
    async (request) => {
      const { userId, companyId } = await request.requireCompany();
      const alert = await subscribe(app.db, { userId, companyId }, request.body);
      return ok(alert, alert.kind === 'restock' ? '到货后将通知您' : '降价后将通知您');
    },
  );

  app.get(
    '/api/user/alerts',
    {
      schema: {
        tags: ['user'],
        security: signedInOnly,
        summary: 'My goods alerts, newest first; status and goods_id narrow them',
        querystring: alertQuery,
        response: okSchema(alertPage),
      },
    },
    async (request) => {
      const { userId, companyId } = await request.requireCompany();
      return ok(await listAlerts(app.db, { userId, companyId }, request.query));
    },
  );

  app.post(
    '/api/user/alerts/:id/cancel',
    {
      schema: {
        tags: ['user'],
        security: signedInOnly,
        summary: "Cancel one of my active alerts (anyone else's → 404)",
        params: alertParams,
        response: okSchema(alertItem),
      },
    },
    async (request) => {
      const { userId, companyId } = await request.requireCompany();
      return ok(await cancelAlert(app.db, { userId, companyId }, request.params.id), '提醒已取消');
    },
  );
};

export default alertRoutes;
