import { emptyData, licenceSettings, licenceSettingsBody } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditedAction } from '../console';
import { ok, okSchema } from '../lib/envelope';
import { readSettings, writeSetting } from '../site';

/**
 * 网站证照 in the console (运营, permission `content`; issue #23 §2): the licence and filing numbers the footer
 * prints (a site setting, written through `site`'s face; here because it is content operators' work and the
 * console's audit sits above `site`). The seed's numbers are invented samples, marked `sample` (the footer shows 示例) until an operator
 * enters the real ones.
 */
const licenceConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/console/settings/licences',
    {
      config: { console: 'content' },
      schema: { summary: "The footer's licence and filing numbers", response: okSchema(licenceSettings) },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const { licences } = await readSettings(app.db, ['licences']);
      return ok({ licences: licences.map(({ label, value, sample }) => ({ label, value, sample })) });
    },
  );

  app.put(
    '/api/console/settings/licences',
    {
      config: { console: 'content' },
      schema: {
        summary: "Replace the footer's licence and filing numbers",
        body: licenceSettingsBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const after = request.body.licences;
      await auditedAction(
        app.db,
        { operator: username, command: 'licences-update', args: { count: after.length } },
        async (tx) => {
          const { licences: before } = await readSettings(tx, ['licences']);
          await writeSetting(tx, 'licences', after);
          return { value: null, result: `${after.length} 项`, before, after };
        },
      );
      return ok(null);
    },
  );
};

export default licenceConsoleRoutes;
