import {
  consoleAuditPage,
  consoleAuditQuery,
  consoleDashboard,
  consoleLoginBody,
  consoleLoginResult,
  consoleSession,
  emptyData,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../lib/envelope';
import { auditedAction, searchAudit } from './audit';
import { dashboardFor } from './dashboard';
import operatorRoutes from './operator-routes';
import { authenticateOperator } from './service';
import { describeOperator } from './sessions';

/** The console's own routes: sign-in, the session, sign-out, the audit trail, the dashboard and operators. */
const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(operatorRoutes);

  app.post(
    '/api/console/login',
    {
      config: { console: 'public' },
      schema: {
        summary: 'Operator sign-in: username, password, and a TOTP code for 财务 and 管理员',
        body: consoleLoginBody,
        response: okSchema(consoleLoginResult),
      },
    },
    async (request, reply) => {
      const operatorId = await authenticateOperator(app.db, app.passwordGate, request.body, request.ip);
      const { csrfToken } = await reply.startOperatorSession(operatorId);
      const operator = await request.requireOperator();
      await auditedAction(
        app.db,
        { operator: operator.username, command: 'login', args: { ip: request.ip } },
        async () => ({ value: null, result: '登录成功' }),
      );
      return ok({ operator: describeOperator(operator), csrf_token: csrfToken }, '登录成功');
    },
  );

  app.get(
    '/api/console/session',
    {
      config: { console: 'public' },
      schema: {
        summary: 'The signed-in operator and the session CSRF token, or nulls (always 200)',
        response: okSchema(consoleSession),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const operator = await request.consoleOperator();
      return ok({
        operator: operator && describeOperator(operator),
        csrf_token: operator?.csrfToken ?? null,
      });
    },
  );

  app.delete(
    '/api/console/logout',
    {
      config: { console: 'operator' },
      schema: { summary: 'Revoke the operator session and clear its cookie', response: okSchema(emptyData) },
    },
    async (request, reply) => {
      const operator = await request.requireOperator();
      await auditedAction(app.db, { operator: operator.username, command: 'logout', args: {} }, async () => ({
        value: null,
        result: '已退出登录',
      }));
      await reply.endOperatorSession();
      return ok(null, '已退出登录');
    },
  );

  app.get(
    '/api/console/audit',
    {
      config: { console: 'audit' },
      schema: {
        summary: 'The audit trail of ops commands and console calls, newest first, searchable',
        querystring: consoleAuditQuery,
        response: okSchema(consoleAuditPage),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await searchAudit(app.db, request.query));
    },
  );

  app.get(
    '/api/console/dashboard',
    {
      config: { console: 'operator' },
      schema: {
        summary: "Counts of the work queues the operator's roles may open",
        response: okSchema(consoleDashboard),
      },
    },
    async (request, reply) => {
      const operator = await request.requireOperator();
      reply.header('cache-control', 'no-store');
      return ok(await dashboardFor(app.db, operator.roles));
    },
  );
};

export default consoleRoutes;
