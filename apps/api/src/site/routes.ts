import { siteConfig } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../lib/envelope';
import { desktopShortcut, siteConfigFor } from './service';

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

  // 添加到桌面 (/desktop): an Internet Shortcut to this site that Windows puts on the desktop as 药采, what Chinese
  // B2B sites offer. Its address is the main site (SITE_URL) or, by default, the origin the buyer asked.
  app.get(
    '/api/site/shortcut',
    {
      schema: {
        tags: ['site'],
        summary: 'A desktop shortcut to the site (药采.url, an Internet Shortcut file)',
      },
    },
    async (request, reply) => {
      const origin = app.config.siteUrl || `${request.protocol}://${request.host}`;
      return reply
        .type('application/internet-shortcut; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header(
          'content-disposition',
          `attachment; filename="yaocai.url"; filename*=UTF-8''${encodeURIComponent('药采.url')}`,
        )
        .send(desktopShortcut(origin));
    },
  );
};

export default siteRoutes;
