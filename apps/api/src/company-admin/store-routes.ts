import {
  consoleCompanyAccountParams,
  consoleCompanyStoreParams,
  emptyData,
  storeBody,
  storeEditBody,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addStoreIn, editStore, hashStorePassword, headOfficeLogin } from '../accounts';
import { auditedAction } from '../console';
import { ok, okSchema } from '../lib/envelope';

/**
 * 连锁门店 on the console's company page (issue #26 §2): an operator with `companies` adds a store to a chain head
 * office — the member centre's own rule and contract (accounts' `addStoreIn`, `storeBody`), so the store is the
 * same thing either way — or corrects a store's typed details. One audited transaction each (`store-add`,
 * `store-edit`, before → after); the head office's /zhzx/ddgl lists the change at once.
 */
const companyStoreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/console/companies/:id/stores',
    {
      config: { console: 'companies' },
      schema: {
        summary:
          "Add a store to a chain head office (the member centre's rules: an approved 连锁总部; its company pending review)",
        params: consoleCompanyAccountParams,
        body: storeBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const { password: _password, ...shown } = request.body;
      const passwordHash = await hashStorePassword(app.passwordGate, request.body);
      const result = await auditedAction(
        app.db,
        { operator: username, command: 'store-add', args: { id, ...shown } },
        async (tx) => {
          const storeId = await addStoreIn(tx, await headOfficeLogin(tx, id), request.body, passwordHash);
          const result = `已为企业 #${id} 添加门店 #${storeId} ${shown.company}`;
          return { value: result, result, before: null, after: { store_id: storeId, ...shown } };
        },
      );
      return ok(null, result);
    },
  );

  app.put(
    '/api/console/companies/:id/stores/:store_id',
    {
      config: { console: 'companies' },
      schema: {
        summary: "Correct a chain store's 门店名称 and 联系人 (its phone is the store's own to change)",
        params: consoleCompanyStoreParams,
        body: storeEditBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id, store_id } = request.params;
      const result = await auditedAction(
        app.db,
        { operator: username, command: 'store-edit', args: { id, store_id, ...request.body } },
        async (tx) => {
          const outcome = await editStore(tx, id, store_id, request.body);
          return { value: outcome.result, ...outcome };
        },
      );
      return ok(null, result);
    },
  );
};

export default companyStoreRoutes;
