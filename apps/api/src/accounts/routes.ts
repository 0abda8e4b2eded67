import { emptyData, loginBody, loginResult, sessionData, userBase } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../lib/envelope';
import { signedInOnly } from '../lib/openapi';
import accountRoutes from './account-routes';
import { authenticate, signIn, userBaseFor } from './sign-in';
import { logSmsSender, type SmsSender } from './sms';
import type { ConfiguredWechat } from './wechat';
import wechatRoutes from './wechat-routes';

/**
 * `sms`: where codes go; tests pass their own sender to read codes, the server uses the configured driver.
 * `wechat`: the WeChat driver, by default the configured one (the Open Platform, or the 开发模式 stand-in).
 */
const userRoutes: FastifyPluginAsyncZod<{ sms?: SmsSender; wechat?: ConfiguredWechat }> = async (
  app,
  options,
) => {
  const sms = options.sms ?? logSmsSender(app.log);
  app.log.info(`[sms] ${sms.description}`);
  await app.register(accountRoutes, { sms });
  // Without the Open Platform or the development stand-in WeChat is off: its routes do not exist (404).
  if (options.wechat || app.config.wechat) await app.register(wechatRoutes, { driver: options.wechat });
  else app.log.info('[wechat] 未配置 WECHAT_APP_ID/WECHAT_APP_SECRET：微信登录与绑定关闭');

  app.post(
    '/api/user/login',
    {
      schema: {
        tags: ['user'],
        summary: 'Sign in with phone and password (form or JSON); rotates the session cookie',
        body: loginBody,
        response: okSchema(loginResult),
      },
    },
    async (request, reply) => {
      const userId = await authenticate(app.db, app.passwordGate, request.body, request.ip);
      return ok(await signIn(app, reply, userId), '登录成功');
    },
  );

  app.delete(
    '/api/user/logout',
    {
      schema: {
        tags: ['user'],
        summary: 'Revoke the session and clear its cookie',
        response: okSchema(emptyData),
      },
    },
    async (_request, reply) => {
      await reply.endSession();
      return ok(null, '已退出登录');
    },
  );

  app.get(
    '/api/user/session',
    {
      schema: {
        tags: ['user'],
        summary: 'Who this browser is: the signed-in buyer, or null for a visitor (always 200)',
        response: okSchema(sessionData),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await request.sessionUser();
      return ok({
        user:
          session === null
            ? null
            : await userBaseFor(app.db, session.accountUserId, app.config.siteUrl, session.userId),
      });
    },
  );

  app.get(
    '/api/user/base',
    {
      schema: {
        tags: ['user'],
        security: signedInOnly,
        summary: 'The signed-in buyer: company, manager, counts, settings (401/10001 for visitors)',
        response: okSchema(userBase),
      },
    },
    async (request, reply) => {
      const { accountUserId, userId } = await request.requireSessionUser();
      reply.header('cache-control', 'no-store');
      return ok(await userBaseFor(app.db, accountUserId, app.config.siteUrl, userId));
    },
  );
};

export default userRoutes;
