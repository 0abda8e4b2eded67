import { siteConfig } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../lib/envelope';
import { siteConfigFor } from './service';

const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/site',
    {
      schema: {
        tags: ['site'],
        summary: 'Site-wide shell data: hot line, licences, help, QR codes, hot words, server time',
        response: okSchema(siteConfig),
      },
    },
    async () => ok(await siteConfigFor(app.db, app.config.siteUrl, app.config.wechat !== null)),
  );
};

export default siteRoutes;
