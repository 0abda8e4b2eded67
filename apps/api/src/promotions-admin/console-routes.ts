import {
  activityPageBody,
  activityPageParams,
  activityPageStatusBody,
  consoleActivityPageList,
  consoleActivityPageRow,
  consoleStoreWideList,
  consoleStoreWideRow,
  storeWideOfferBody,
  storeWideParams,
  storeWideStatusBody,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgetStoreWide } from '../catalogue';
import { auditedAction } from '../console';
import { ok, okSchema } from '../lib/envelope';
import {
  createActivityPage,
  listActivityPages,
  setActivityPageStatus,
  updateActivityPage,
} from './activity-pages-admin';
import { createStoreWide, listStoreWide, setStoreWideStatus, updateStoreWide } from './store-wide-admin';

/*
 * For 运营 (issue #22 §5): the 全场94折 (permission `promotions`) and the activity pages / templates (permission
 * `content`): list, create, edit, pause / resume / end — the functions `ops welfare …` and `ops page …` call, each
 * one audited transaction. Neither is cached, so a change shows on the next request.
 */
const consolePromotionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/console/welfare',
    {
      config: { console: 'promotions' },
      schema: { summary: '全场94折: all of them', response: okSchema(consoleStoreWideList) },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ list: await listStoreWide(app.db) });
    },
  );

  app.post(
    '/api/console/welfare',
    {
      config: { console: 'promotions' },
      schema: {
        summary: 'Create one (全场94折)',
        body: storeWideOfferBody,
        response: okSchema(consoleStoreWideRow),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const row = await auditedAction(
        app.db,
        { operator: username, command: 'welfare-create', args: request.body },
        async (tx) => {
          const created = await createStoreWide(tx, request.body);
          return { value: created, result: `已创建 #${created.id} ${created.title}`, after: created };
        },
      );
      forgetStoreWide(app.catalogueCache);
      return ok(row, '已创建');
    },
  );

  app.put(
    '/api/console/welfare/:id',
    {
      config: { console: 'promotions' },
      schema: {
        summary: 'Edit one that has not ended (全场94折; 409 once ended)',
        params: storeWideParams,
        body: storeWideOfferBody,
        response: okSchema(consoleStoreWideRow),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const row = await auditedAction(
        app.db,
        { operator: username, command: 'welfare-edit', args: { id, ...request.body } },
        async (tx) => {
          const { before, after } = await updateStoreWide(tx, id, request.body);
          return { value: after, result: `已修改 #${id}`, before, after };
        },
      );
      forgetStoreWide(app.catalogueCache);
      return ok(row, '已保存');
    },
  );

  app.post(
    '/api/console/welfare/:id/status',
    {
      config: { console: 'promotions' },
      schema: {
        summary: 'Pause, resume or end one (全场94折; 409 from a state that does not allow it)',
        params: storeWideParams,
        body: storeWideStatusBody,
        response: okSchema(consoleStoreWideRow),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const row = await auditedAction(
        app.db,
        { operator: username, command: 'welfare-status', args: { id, ...request.body } },
        async (tx) => {
          const { before, after } = await setStoreWideStatus(tx, id, request.body);
          return { value: after, result: `#${id}：${before.status} → ${after.status}`, before, after };
        },
      );
      forgetStoreWide(app.catalogueCache);
      return ok(row, '已保存');
    },
  );

  app.get(
    '/api/console/activity-pages',
    {
      config: { console: 'content' },
      schema: {
        summary: 'activity pages and templates: all of them',
        response: okSchema(consoleActivityPageList),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ list: await listActivityPages(app.db) });
    },
  );

  app.post(
    '/api/console/activity-pages',
    {
      config: { console: 'content' },
      schema: {
        summary: 'Create one (activity pages and templates)',
        body: activityPageBody,
        response: okSchema(consoleActivityPageRow),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const row = await auditedAction(
        app.db,
        { operator: username, command: 'page-create', args: request.body },
        async (tx) => {
          const created = await createActivityPage(tx, request.body);
          return { value: created, result: `已创建 #${created.id} ${created.title}`, after: created };
        },
      );
      return ok(row, '已创建');
    },
  );

  app.put(
    '/api/console/activity-pages/:id',
    {
      config: { console: 'content' },
      schema: {
        summary: 'Edit one that has not ended (activity pages and templates; 409 once ended)',
        params: activityPageParams,
        body: activityPageBody,
        response: okSchema(consoleActivityPageRow),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const row = await auditedAction(
        app.db,
        { operator: username, command: 'page-edit', args: { id, ...request.body } },
        async (tx) => {
          const { before, after } = await updateActivityPage(tx, id, request.body);
          return { value: after, result: `已修改 #${id}`, before, after };
        },
      );
      return ok(row, '已保存');
    },
  );

  app.post(
    '/api/console/activity-pages/:id/status',
    {
      config: { console: 'content' },
      schema: {
        summary:
          'Pause, resume or end one (activity pages and templates; 409 from a state that does not allow it)',
        params: activityPageParams,
        body: activityPageStatusBody,
        response: okSchema(consoleActivityPageRow),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const row = await auditedAction(
        app.db,
        { operator: username, command: 'page-status', args: { id, ...request.body } },
        async (tx) => {
          const { before, after } = await setActivityPageStatus(tx, id, request.body);
          return { value: after, result: `#${id}：${before.status} → ${after.status}`, before, after };
        },
      );
      return ok(row, '已保存');
    },
  );
};

export default consolePromotionRoutes;
