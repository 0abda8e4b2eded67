import { ONLINE_PAY_METHODS, type OnlinePayMethod } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../lib/errors';
import { applyPaid } from './online-apply';
import { applyRefundNotice } from './online-refund';
import { logNotice } from './online-rows';
import type { VerifiedNotice } from './providers/types';

/** The largest notification taken (both providers' are a few kilobytes). */
const NOTIFY_BODY_LIMIT = 64 * 1024;

/**
 * POST /api/pay/notify/alipay and /api/pay/notify/wechat (docs/payments.md): the providers' server-to-server
 * notifications. No session and no CSRF token (`providerSigned`): the provider's signature over the exact body
 * is the only authentication, and nothing is trusted before it verifies. The body is kept as received (this
 * plugin's own parser), because WeChat Pay signs the bytes. The answer is the provider's own format, not the
 * envelope: 支付宝 wants `success`, 微信支付 a 2xx. Without the provider's keys the route answers 404.
 */
const notifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  for (const method of ONLINE_PAY_METHODS) {
    app.post(
      `/api/pay/notify/${method}`,
      {
        config: { providerSigned: true },
        schema: {
          tags: ['pay'],
          summary: `${method === 'alipay' ? '支付宝' : '微信支付'} asynchronous notification (signed by the provider; no CSRF token, no session)`,
          body: z.string().max(NOTIFY_BODY_LIMIT),
        },
      },
      async (request, reply) => {
        const provider = app.payProviders.map[method as OnlinePayMethod];
        if (!provider) throw notFound();
        let notice: VerifiedNotice | null = null;
        try {
          notice = provider.verifyNotification({ headers: request.headers, rawBody: request.body });
        } catch {
          // A malformed body (an unknown sign_type, broken base64 or JSON) is as unverified as a forged one.
        }
        let accepted = true;
        if (!notice) {
          accepted = false;
          request.log.warn({ method }, 'payment notification refused: signature or merchant does not verify');
          await logNotice(app.db, method, 'bad_signature', '', request.body.slice(0, 500));
        } else if (notice.kind === 'paid') {
          accepted = (await applyPaid(app, method, notice, 'notify')).accepted;
        } else if (notice.kind === 'refund') {
          await applyRefundNotice(app, method, notice);
        } else {
          await logNotice(app.db, method, 'ignored', notice.reference, notice.detail);
        }
        const answer = provider.notifyReply(accepted);
        return reply.code(answer.status).type(answer.contentType).send(answer.body);
      },
    );
  }
};

export default notifyRoutes;
