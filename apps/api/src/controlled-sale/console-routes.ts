import {
  consoleKxzqApplication,
  consoleKxzqApplications,
  consoleKxzqQuery,
  kxzqApplicationParams,
  kxzqDecisionBody,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditedAction } from '../console';
import { ok, okSchema } from '../lib/envelope';
import { conflict, notFound } from '../lib/errors';
import { type ApplicationLine, DecisionError, decideApplication, operatorList } from './operator';

const wire = (line: ApplicationLine) => ({
  id: line.id,
  company: line.company,
  region: line.region,
  programme: line.programme,
  url: line.url,
  status: line.status,
  note: line.note,
  created_at: line.createdAt.toISOString(),
  decided_at: line.decidedAt?.toISOString() ?? null,
});

/**
 * 控销申请 in the console (审核, permission `controlled-sale`; issue #26 §2): the queue `ops kxzq list` prints and
 * the decision `ops kxzq approve|reject` makes (`decideApplication`: a conditional update, so a second decision is
 * a 409 that changes nothing). Audited as `kxzq`, like the ops command.
 */
const controlledSaleConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/console/kxzq/applications',
    {
      config: { console: 'controlled-sale' },
      schema: {
        summary: 'Controlled-sale applications: pending oldest first (default), or all newest first',
        querystring: consoleKxzqQuery,
        response: okSchema(consoleKxzqApplications),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const lines = await operatorList(app.db, request.query.status === 'all');
      return ok({ list: lines.map(wire) });
    },
  );

  app.post(
    '/api/console/kxzq/applications/:id/decision',
    {
      config: { console: 'controlled-sale' },
      schema: {
        summary: 'Approve a pending application, or reject it with the reason the buyer reads',
        params: kxzqApplicationParams,
        body: kxzqDecisionBody,
        response: okSchema(consoleKxzqApplication),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const { decision, note } = request.body;
      try {
        const line = await auditedAction(
          app.db,
          {
            operator: username,
            command: 'kxzq',
            args: { action: decision === 'approved' ? 'approve' : 'reject', id, note },
          },
          async (tx) => {
            const decided = await decideApplication(tx, id, decision, note);
            return {
              value: wire(decided),
              result: `${decided.company} → ${decided.programme}`,
              before: { id, status: 'pending' },
              after: { id, status: decided.status, note: decided.note },
            };
          },
        );
        return ok(line, decision === 'approved' ? '已通过' : '已驳回');
      } catch (error) {
        if (error instanceof DecisionError)
          throw error.reason === 'missing' ? notFound() : conflict(error.message);
        throw error;
      }
    },
  );
};

export default controlledSaleConsoleRoutes;
