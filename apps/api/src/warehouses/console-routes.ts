import {
  consoleWarehouse,
  consoleWarehouseBody,
  consoleWarehouseList,
  consoleWarehouseParams,
  consoleWarehousePatch,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditedAction } from '../console';
import { ok, okSchema } from '../lib/envelope';
import { notFound } from '../lib/errors';
import { createWarehouse, listWarehouses, updateWarehouse } from './service';

/*
 * 仓库管理 for 仓储 and 管理员 (permission `warehouses`, docs/console.md): list, add, edit, deactivate; every write
 * one audited transaction (`warehouse-add`, `warehouse-edit`, before → after).
 */
const warehouseConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/console/warehouses',
    {
      config: { console: 'warehouses' },
      schema: {
        summary: 'Every warehouse, the default first, then by code',
        response: okSchema(consoleWarehouseList),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ list: await listWarehouses(app.db) });
    },
  );

  app.post(
    '/api/console/warehouses',
    {
      config: { console: 'warehouses' },
      schema: {
        summary: 'Add a warehouse (code, name, address, region); a code or name in use is a 422',
        body: consoleWarehouseBody,
        response: okSchema(consoleWarehouse),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const saved = await auditedAction(
        app.db,
        { operator: username, command: 'warehouse-add', args: request.body },
        async (tx) => {
          const change = await createWarehouse(tx, request.body);
          return { value: change.after, ...change };
        },
      );
      return ok(saved);
    },
  );

  app.patch(
    '/api/console/warehouses/:id',
    {
      config: { console: 'warehouses' },
      schema: {
        summary:
          'Change a warehouse (name, address, region) or deactivate / reactivate it; the default one stays active (409)',
        params: consoleWarehouseParams,
        body: consoleWarehousePatch,
        response: okSchema(consoleWarehouse),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const saved = await auditedAction(
        app.db,
        { operator: username, command: 'warehouse-edit', args: { id, ...request.body } },
        async (tx) => {
          const change = await updateWarehouse(tx, id, request.body);
          if (!change) throw notFound();
          return { value: change.after, ...change };
        },
      );
      return ok(saved);
    },
  );
};

export default warehouseConsoleRoutes;
