import {
  operatorCreateBody,
  operatorIdParams,
  operatorList,
  operatorSaved,
  operatorUpdateBody,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../lib/envelope';
import { auditedAction } from './audit';
import { addOperator, listOperators, updateOperator } from './operators';

/** 管理员: operators and their roles (permission `operators`). Passwords and secrets never reach the trail. */
const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/console/operators',
    {
      config: { console: 'operators' },
      schema: { summary: 'Every operator with roles and state', response: okSchema(operatorList) },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ list: await listOperators(app.db) });
    },
  );

  app.post(
    '/api/console/operators',
    {
      config: { console: 'operators' },
      schema: {
        summary: 'Create an operator; a TOTP secret is returned once when a role needs the second factor',
        body: operatorCreateBody,
        response: okSchema(operatorSaved),
      },
    },
    async (request) => {
      const actor = await request.requireOperator();
      const { password, ...shown } = request.body;
      const passwordHash = await app.passwordGate.admit((_verify, hash) => hash(password));
      const saved = await auditedAction(
        app.db,
        { operator: actor.username, command: 'operator-add', args: shown },
        async (tx) => {
          const value = await addOperator(tx, request.body, passwordHash);
          return { value, result: `已创建运营账号 ${value.operator.username}`, after: value.operator };
        },
      );
      return ok(saved, '已创建运营账号');
    },
  );

  app.patch(
    '/api/console/operators/:id',
    {
      config: { console: 'operators' },
      schema: {
        summary: "Change an operator's name, roles or disabled state",
        params: operatorIdParams,
        body: operatorUpdateBody,
        response: okSchema(operatorSaved),
      },
    },
    async (request) => {
      const actor = await request.requireOperator();
      const { id } = request.params;
      const saved = await auditedAction(
        app.db,
        { operator: actor.username, command: 'operator-update', args: { id, ...request.body } },
        async (tx) => {
          const { before, after, totp } = await updateOperator(tx, actor.id, id, request.body);
          return {
            value: { operator: after, totp },
            result: `已更新运营账号 ${after.username}`,
            before,
            after,
          };
        },
      );
      return ok(saved, '已保存');
    },
  );
};

export default operatorRoutes;
