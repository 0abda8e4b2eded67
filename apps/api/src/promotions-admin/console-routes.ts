import {
  activityPageBody,
  activityPageParams,
  activityPageStatusBody,
  type ConsolePermission,
  consoleActivityPageList,
  consoleActivityPageRow,
  consoleStoreWideList,
  consoleStoreWideRow,
  storeWideOfferBody,
  storeWideParams,
  storeWideStatusBody,
} from '@yaocai/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { forgetStoreWide } from '../catalogue';
import { auditedAction } from '../console';
import type { Executor } from '../db/client';
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
 * one audited transaction. Activity pages are not cached, so a change shows on the next request; a 94折 change
 * clears the cards' 5 s cache of the running offer.
 */

type Row = { id: number; title: string; status: string };
type Change<R> = { before: R; after: R };

/** One kind of scheduled promotion an operator keeps: its address, permission, contracts and services. */
interface Scheduled<B extends z.ZodType, S extends z.ZodType, R extends Row> {
  path: string;
  permission: ConsolePermission;
  /** In the OpenAPI summaries. */
  label: string;
  /** The audit commands are `<command>-create`, `-edit` and `-status` (as `ops` writes them). */
  command: string;
  params: z.ZodType<{ id: number }>;
  body: B;
  statusBody: S;
  list: z.ZodType;
  row: z.ZodType;
  listAll(db: Executor): Promise<R[]>;
  create(tx: Executor, body: z.infer<B>): Promise<R>;
  update(tx: Executor, id: number, body: z.infer<B>): Promise<Change<R>>;
  setStatus(tx: Executor, id: number, body: z.infer<S>): Promise<Change<R>>;
  /** After each committed write (a cache to clear). */
  afterWrite?: () => void;
}

function scheduledRoutes<B extends z.ZodType, S extends z.ZodType, R extends Row>(
  app: FastifyInstance,
  kind: Scheduled<B, S, R>,
): void {
  const config = { console: kind.permission };
  const audited = async (
    operator: string,
    command: string,
    args: unknown,
    work: (tx: Executor) => Promise<{ value: R; result: string; before?: R; after: R }>,
  ) => {
    const row = await auditedAction(app.db, { operator, command: `${kind.command}-${command}`, args }, work);
    kind.afterWrite?.();
    return row;
  };
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    kind.path,
    { config, schema: { summary: `${kind.label}: all of them`, response: okSchema(kind.list) } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ list: await kind.listAll(app.db) });
    },
  );

  typed.post(
    kind.path,
    {
      config,
      schema: { summary: `Create one (${kind.label})`, body: kind.body, response: okSchema(kind.row) },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const body = request.body as z.infer<B>;
      const row = await audited(username, 'create', body, async (tx) => {
        const created = await kind.create(tx, body);
        return { value: created, result: `已创建 #${created.id} ${created.title}`, after: created };
      });
      return ok(row, '已创建');
    },
  );

  typed.put(
    `${kind.path}/:id`,
    {
      config,
      schema: {
        summary: `Edit one that has not ended (${kind.label}; 409 once ended)`,
        params: kind.params,
        body: kind.body,
        response: okSchema(kind.row),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params as { id: number };
      const body = request.body as z.infer<B>;
      const row = await audited(username, 'edit', { id, ...(body as object) }, async (tx) => {
        const { before, after } = await kind.update(tx, id, body);
        return { value: after, result: `已修改 #${id}`, before, after };
      });
      return ok(row, '已保存');
    },
  );

  typed.post(
    `${kind.path}/:id/status`,
    {
      config,
      schema: {
        summary: `Pause, resume or end one (${kind.label}; 409 from a state that does not allow it)`,
        params: kind.params,
        body: kind.statusBody,
        response: okSchema(kind.row),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params as { id: number };
      const body = request.body as z.infer<S>;
      const row = await audited(username, 'status', { id, ...(body as object) }, async (tx) => {
        const { before, after } = await kind.setStatus(tx, id, body);
        return { value: after, result: `#${id}：${before.status} → ${after.status}`, before, after };
      });
      return ok(row, '已保存');
    },
  );
}

const consolePromotionRoutes: FastifyPluginAsyncZod = async (app) => {
  scheduledRoutes(app, {
    path: '/api/console/welfare',
    permission: 'promotions',
    label: '全场94折',
    command: 'welfare',
    params: storeWideParams,
    body: storeWideOfferBody,
    statusBody: storeWideStatusBody,
    list: consoleStoreWideList,
    row: consoleStoreWideRow,
    listAll: listStoreWide,
    create: createStoreWide,
    update: updateStoreWide,
    setStatus: setStoreWideStatus,
    afterWrite: () => forgetStoreWide(app.catalogueCache),
  });
  scheduledRoutes(app, {
    path: '/api/console/activity-pages',
    permission: 'content',
    label: 'activity pages and templates',
    command: 'page',
    params: activityPageParams,
    body: activityPageBody,
    statusBody: activityPageStatusBody,
    list: consoleActivityPageList,
    row: consoleActivityPageRow,
    listAll: listActivityPages,
    create: createActivityPage,
    update: updateActivityPage,
    setStatus: setActivityPageStatus,
  });
};

export default consolePromotionRoutes;
