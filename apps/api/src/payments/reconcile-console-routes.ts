import { consoleReconcileBody, consoleReconciliations, statementCheck } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditedAction } from '../console';
import { ok, okSchema } from '../lib/envelope';
import { onlineMethods } from './online-methods';
import { reconcileDay } from './reconcile';

/**
 * 对账 in the console (issue #24 §4; docs/payments.md), for 财务 (permission `reconciliation`): the stored daily
 * comparisons, and running one again for a provider and day — the same `reconcileDay` as the job and
 * `ops reconcile`, audited.
 */
const reconcileConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/console/reconciliations',
    {
      config: { console: 'reconciliation' },
      schema: {
        summary:
          'The latest statement comparisons (newest day first) with every difference, and the providers configured',
        response: okSchema(consoleReconciliations),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await app.db.execute<{
        method: 'alipay' | 'wechat';
        bill_date: string;
        statement_rows: number;
        our_rows: number;
        differences: unknown;
        checked_at: Date | string;
        checked_by: string;
      }>(sql`
        SELECT method, bill_date::text AS bill_date, statement_rows, our_rows, differences, checked_at, checked_by
        FROM statement_checks ORDER BY bill_date DESC, method LIMIT 60`);
      return ok({
        methods: onlineMethods(app),
        list: rows.rows.map((row) =>
          statementCheck.parse({ ...row, checked_at: new Date(row.checked_at).toISOString() }),
        ),
      });
    },
  );

  app.post(
    '/api/console/reconciliations',
    {
      config: { console: 'reconciliation' },
      schema: {
        summary:
          "Downloads a provider's statement of one Beijing day and compares it with our payments and refunds",
        body: consoleReconcileBody,
        response: okSchema(statementCheck),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { method, bill_date } = request.body;
      const actor = `operator:${username}`;
      const check = await auditedAction(
        app.db,
        { operator: username, command: 'reconcile', args: { method, bill_date } },
        async (tx) => {
          const value = await reconcileDay(app.payProviders.map, tx, method, bill_date, actor);
          return {
            value,
            result: `${value.differences.length} 处差异`,
            after: { differences: value.differences.length },
          };
        },
      );
      return ok({
        method,
        bill_date,
        statement_rows: check.statementRows,
        our_rows: check.ourRows,
        differences: check.differences,
        checked_at: new Date().toISOString(),
        checked_by: actor,
      });
    },
  );
};

export default reconcileConsoleRoutes;
