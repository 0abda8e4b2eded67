import type { ConsolePermission } from '@yaocai/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Executor } from '../db/client';
import { ok, okSchema } from '../lib/envelope';
import { auditedAction } from './audit';

/*
 * The console routes of what operators schedule (满返活动, 优惠券模板, 全场94折, 活动页): list, create, then edit
 * (PUT) or a new window (…/schedule), and pause / resume / end (…/status) — each write one audited transaction,
 * the audit commands `<command>-create`, `-edit`, `-schedule`, `-status` as `ops` writes them.
 */

type Row = { id: number; title: string; status: string };
type Change<R> = { before: R; after: R };

/** One kind of scheduled promotion: its address, permission, contracts, services and words. */
export interface ScheduledKind<B extends z.ZodType, S extends z.ZodType, W extends z.ZodType, R extends Row> {
  path: string;
  permission: ConsolePermission;
  /** The audit commands' stem. */
  command: string;
  /** What the audit results call one ("满返活动 #3"); none: "#3". */
  noun?: string;
  /** The OpenAPI summaries. */
  summaries: { list: string; create: string; status: string };
  params: z.ZodType<{ id: number }>;
  body: B;
  statusBody: S;
  list: z.ZodType;
  row: z.ZodType;
  listAll(db: Executor): Promise<R[]>;
  create(tx: Executor, body: z.infer<B>): Promise<R>;
  setStatus(tx: Executor, id: number, body: z.infer<S>): Promise<Change<R>>;
  /** PUT {path}/:id with the create body: edit one. */
  edit?: { summary: string; update(tx: Executor, id: number, body: z.infer<B>): Promise<Change<R>> };
  /** POST {path}/:id/schedule: a new window. */
  schedule?: {
    summary: string;
    body: W;
    set(tx: Executor, id: number, body: z.infer<W>): Promise<Change<R>>;
  };
  /** After each committed write (a cache to clear). */
  afterWrite?: () => void;
}

export function scheduledRoutes<B extends z.ZodType, S extends z.ZodType, W extends z.ZodType, R extends Row>(
  app: FastifyInstance,
  kind: ScheduledKind<B, S, W, R>,
): void {
  const config = { console: kind.permission };
  const thing = (id: number) => (kind.noun ? `${kind.noun} #${id}` : `#${id}`);
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
  /** An audited change of one row: `args` recorded with its id, `result` said of it. */
  const change = async (
    request: { requireOperator(): Promise<{ username: string }>; params: unknown; body: unknown },
    command: string,
    result: (id: number, change: Change<R>) => string,
    work: (tx: Executor, id: number) => Promise<Change<R>>,
  ) => {
    const { username } = await request.requireOperator();
    const { id } = request.params as { id: number };
    const row = await audited(username, command, { id, ...(request.body as object) }, async (tx) => {
      const { before, after } = await work(tx, id);
      return { value: after, result: result(id, { before, after }), before, after };
    });
    return ok(row, '已保存');
  };
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const rowResponse = okSchema(kind.row);

  typed.get(
    kind.path,
    { config, schema: { summary: kind.summaries.list, response: okSchema(kind.list) } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ list: await kind.listAll(app.db) });
    },
  );

  typed.post(
    kind.path,
    { config, schema: { summary: kind.summaries.create, body: kind.body, response: rowResponse } },
    async (request) => {
      const { username } = await request.requireOperator();
      const body = request.body as z.infer<B>;
      const row = await audited(username, 'create', body, async (tx) => {
        const created = await kind.create(tx, body);
        return { value: created, result: `已创建${thing(created.id)} ${created.title}`, after: created };
      });
      return ok(row, '已创建');
    },
  );

  const { edit, schedule } = kind;
  if (edit) {
    typed.put(
      `${kind.path}/:id`,
      {
        config,
        schema: { summary: edit.summary, params: kind.params, body: kind.body, response: rowResponse },
      },
      (request) =>
        change(
          request,
          'edit',
          (id) => `已修改${thing(id)}`,
          (tx, id) => edit.update(tx, id, request.body as z.infer<B>),
        ),
    );
  }
  if (schedule) {
    typed.post(
      `${kind.path}/:id/schedule`,
      {
        config,
        schema: {
          summary: schedule.summary,
          params: kind.params,
          body: schedule.body,
          response: rowResponse,
        },
      },
      (request) =>
        change(
          request,
          'schedule',
          (id) => `已排期${thing(id)}`,
          (tx, id) => schedule.set(tx, id, request.body as z.infer<W>),
        ),
    );
  }

  typed.post(
    `${kind.path}/:id/status`,
    {
      config,
      schema: {
        summary: kind.summaries.status,
        params: kind.params,
        body: kind.statusBody,
        response: rowResponse,
      },
    },
    (request) =>
      change(
        request,
        'status',
        (id, { before, after }) => `${thing(id)}：${before.status} → ${after.status}`,
        (tx, id) => kind.setStatus(tx, id, request.body as z.infer<S>),
      ),
  );
}
