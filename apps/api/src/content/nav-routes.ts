import {
  consoleHotWord,
  consoleHotWords,
  consoleNav,
  consoleNavItem,
  emptyData,
  hotWordBody,
  hotWordIdParams,
  navBody,
  navIdParams,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type ActionOutcome, auditedAction } from '../console';
import type { Executor } from '../db/client';
import { ok, okSchema } from '../lib/envelope';
import {
  createHotWord,
  createNav,
  deleteHotWord,
  deleteNav,
  hotWordRows,
  navList,
  updateHotWord,
  updateNav,
} from './nav-writes';

/** One list the console edits row by row: its path, contracts, audit command prefix and work. */
interface EditedList<B extends z.ZodType, R extends z.ZodType> {
  path: string;
  what: string;
  command: string;
  body: B;
  params: z.ZodType<{ id: number }>;
  row: R;
  list: z.ZodType;
  read: (db: Executor) => Promise<unknown>;
  create: (tx: Executor, body: z.infer<B>) => Promise<z.infer<R>>;
  update: (tx: Executor, id: number, body: z.infer<B>) => Promise<{ before: unknown; after: z.infer<R> }>;
  remove: (tx: Executor, id: number) => Promise<unknown>;
}

const NAV: EditedList<typeof navBody, typeof consoleNavItem> = {
  path: '/api/console/nav',
  what: 'nav item',
  command: 'nav',
  body: navBody,
  params: navIdParams,
  row: consoleNavItem,
  list: consoleNav,
  read: navList,
  create: createNav,
  update: updateNav,
  remove: deleteNav,
};

const HOT_WORDS: EditedList<typeof hotWordBody, typeof consoleHotWord> = {
  path: '/api/console/hot-words',
  what: 'hot word',
  command: 'hot-word',
  body: hotWordBody,
  params: hotWordIdParams,
  row: consoleHotWord,
  list: consoleHotWords,
  read: hotWordRows,
  create: createHotWord,
  update: updateHotWord,
  remove: deleteHotWord,
};

/**
 * 导航与热词 in the console (运营, permission `content`; issue #26 §2): list, add, edit, remove — each write one
 * audited transaction (`nav-add`, `nav-update`, `nav-delete`, `hot-word-…`), then content's display caches
 * cleared (the nav rides in /api/focus; hot words are read fresh).
 */
const navConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  // biome-ignore lint/suspicious/noExplicitAny: the two lists differ only in their contracts
  const lists: EditedList<any, any>[] = [NAV, HOT_WORDS];
  for (const edited of lists) {
    const config = { console: 'content' as const };
    const audit = async <T>(
      request: { requireOperator(): Promise<{ username: string }> },
      action: string,
      args: unknown,
      work: (tx: Executor) => Promise<ActionOutcome<T>>,
    ) => {
      const { username } = await request.requireOperator();
      const value = await auditedAction(
        app.db,
        { operator: username, command: `${edited.command}-${action}`, args },
        work,
      );
      app.contentCache.clear();
      return value;
    };

    app.get(
      edited.path,
      {
        config,
        schema: { summary: `Every ${edited.what}, in display order`, response: okSchema(edited.list) },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await edited.read(app.db));
      },
    );

    app.post(
      edited.path,
      {
        config,
        schema: { summary: `Add a ${edited.what}`, body: edited.body, response: okSchema(edited.row) },
      },
      async (request) =>
        ok(
          await audit(request, 'add', request.body, async (tx) => {
            const value = await edited.create(tx, request.body);
            return { value, result: `${value.id}`, after: value };
          }),
        ),
    );

    app.put(
      `${edited.path}/:id`,
      {
        config,
        schema: {
          summary: `Replace a ${edited.what}`,
          params: edited.params,
          body: edited.body,
          response: okSchema(edited.row),
        },
      },
      async (request) => {
        const { id } = request.params as { id: number };
        return ok(
          await audit(request, 'update', { id, ...(request.body as object) }, async (tx) => {
            const { before, after } = await edited.update(tx, id, request.body);
            return { value: after, result: `${id}`, before, after };
          }),
        );
      },
    );

    app.delete(
      `${edited.path}/:id`,
      {
        config,
        schema: { summary: `Remove a ${edited.what}`, params: edited.params, response: okSchema(emptyData) },
      },
      async (request) => {
        const { id } = request.params as { id: number };
        await audit(request, 'delete', { id }, async (tx) => {
          const before = await edited.remove(tx, id);
          return { value: null, result: `${id}`, before };
        });
        return ok(null);
      },
    );
  }
};

export default navConsoleRoutes;
