import {
  userBase,
  type WechatPurpose,
  wechatAuthorize,
  wechatAuthorizeQuery,
  wechatCallbackBody,
  wechatLoginResult,
} from '@yaocai/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../lib/envelope';
import { notFound } from '../lib/errors';
import { signedInOnly } from '../lib/openapi';
import { loadSecret } from '../lib/secrets';
import { cookieOptions } from '../plugins/sessions';
import { signIn, userBaseFor } from './sign-in';
import {
  bindWechat,
  type ConfiguredWechat,
  DEV_IDENTITY,
  identify,
  newState,
  openPending,
  sealPending,
  stateCookieValue,
  unbindWechat,
  userOfWechat,
  wechatDriverFor,
} from './wechat';

const STATE_COOKIE = 'yc_wx_state';
const PENDING_COOKIE = 'yc_wx_pending';
const STATE_TTL_MS = 10 * 60 * 1000;
/** Where WeChat sends the browser back, per purpose: pages of the web app that finish the step. */
const CALLBACK_PATHS: Record<WechatPurpose, string> = { login: '/register/wechat', bind: '/zhzx/bdwx' };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The stand-in's authorize page: plainly ours, plainly 开发模式. */
function devAuthorizePage(state: string, redirectUri: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>微信登录（开发模式）</title></head>
<body style="font-family:sans-serif;max-width:420px;margin:48px auto;padding:24px;border:1px solid #e5e5e5">
<h1 style="font-size:20px">开发模式：模拟微信授权</h1>
<p>未配置微信开放平台（WECHAT_APP_ID / WECHAT_APP_SECRET），这是本站的本地模拟页，不是微信。</p>
<form method="get" action="/api/wechat/dev/confirm">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
<label>模拟的微信用户标识（字母、数字、_ 或 -）<br><input name="identity" required pattern="[A-Za-z0-9_\\-]{1,32}" value="dev_user"></label>
<p><button type="submit">确认授权</button></p>
</form></body></html>`;
}

/**
 * WeChat (issue #10 §1): /register/wechat signs in with a bound WeChat or keeps it for registration; /bdwx binds
 * and unbinds. Registration step 1 binds the kept WeChat (`claimPendingWechat`).
 */
const wechatRoutes: FastifyPluginAsyncZod<{ driver?: ConfiguredWechat }> = async (app, options) => {
  const config = app.config.wechat;
  if (!options.driver && !config) return;
  const driver = options.driver ?? (await wechatDriverFor(app.db, config as NonNullable<typeof config>));
  app.log.info(driver.description);
  const pendingKey = await loadSecret(app.db, 'wechat-pending');
  const origin = (request: FastifyRequest) => app.config.siteUrl || `${request.protocol}://${request.host}`;
  const callbackOf = (request: FastifyRequest, purpose: WechatPurpose) =>
    `${origin(request)}${CALLBACK_PATHS[purpose]}`;
  const redeem = (request: FastifyRequest, reply: FastifyReply, purpose: WechatPurpose) => {
    const cookie = request.cookies[STATE_COOKIE];
    reply.clearCookie(STATE_COOKIE, cookieOptions(request));
    const { code, state } = request.body as { code: string; state: string };
    return identify(driver, { cookie, purpose, state, code });
  };

  app.get(
    '/api/user/wechat/authorize',
    {
      schema: {
        tags: ['user'],
        summary:
          "Where to send the browser for WeChat's QR login (or the 开发模式 stand-in); bind needs a session",
        querystring: wechatAuthorizeQuery,
        response: okSchema(wechatAuthorize),
      },
    },
    async (request, reply) => {
      const { purpose } = request.query;
      if (purpose === 'bind') await request.requireAccountUserId();
      const state = newState();
      reply.header('cache-control', 'no-store');
      reply.setCookie(STATE_COOKIE, stateCookieValue(purpose, state), cookieOptions(request, STATE_TTL_MS));
      return ok({ url: driver.authorizeUrl(state, callbackOf(request, purpose)), mode: driver.mode });
    },
  );

  app.post(
    '/api/user/wechat/login',
    {
      schema: {
        tags: ['user'],
        summary: 'Redeem a WeChat code: a bound WeChat signs in; else it is kept for registration step 1',
        body: wechatCallbackBody,
        response: okSchema(wechatLoginResult),
      },
    },
    async (request, reply) => {
      const identity = await redeem(request, reply, 'login');
      const userId = await userOfWechat(app.db, identity.unionid);
      if (userId !== null) {
        reply.clearCookie(PENDING_COOKIE, cookieOptions(request));
        const { user, csrf_token } = await signIn(app, reply, userId);
        return ok({ signed_in: 1 as const, user, csrf_token }, '登录成功');
      }
      reply.setCookie(
        PENDING_COOKIE,
        sealPending(pendingKey, identity),
        cookieOptions(request, 30 * 60 * 1000),
      );
      return ok({ signed_in: 0 as const, user: null, csrf_token: '' }, '该微信尚未绑定账号，请注册');
    },
  );

  app.post(
    '/api/user/bind_wechat',
    {
      schema: {
        tags: ['user'],
        security: signedInOnly,
        summary: "Bind the WeChat of this code to the account (one each way; another's → 422)",
        body: wechatCallbackBody,
        response: okSchema(userBase),
      },
    },
    async (request, reply) => {
      const { accountUserId, userId } = await request.requireSessionUser();
      const identity = await redeem(request, reply, 'bind');
      await bindWechat(app.db, accountUserId, identity);
      return ok(await userBaseFor(app.db, accountUserId, app.config.siteUrl, userId), '微信绑定成功');
    },
  );

  app.delete(
    '/api/user/unbind_wechat',
    {
      schema: {
        tags: ['user'],
        security: signedInOnly,
        summary: 'Unbind the WeChat (422 when none is bound)',
        response: okSchema(userBase),
      },
    },
    async (request) => {
      const { accountUserId, userId } = await request.requireSessionUser();
      await unbindWechat(app.db, accountUserId);
      return ok(await userBaseFor(app.db, accountUserId, app.config.siteUrl, userId), '已解除微信绑定');
    },
  );

  // The stand-in's authorize step: only without an Open Platform app, and only back to our own callbacks.
  const issueCode = driver.issueCode;
  if (!issueCode) return;
  const devQuery = z.object({ state: z.string().max(128), redirect_uri: z.string().max(512) });
  const ourCallback = (request: FastifyRequest, uri: string) =>
    Object.values(CALLBACK_PATHS).some((path) => uri === `${origin(request)}${path}`);

  app.get(
    '/api/wechat/dev/authorize',
    { schema: { hide: true, querystring: devQuery } },
    async (request, reply) => {
      const { state, redirect_uri } = request.query;
      if (!ourCallback(request, redirect_uri)) throw notFound();
      return reply.type('text/html; charset=utf-8').send(devAuthorizePage(state, redirect_uri));
    },
  );

  app.get(
    '/api/wechat/dev/confirm',
    {
      schema: {
        hide: true,
        querystring: devQuery.extend({
          identity: z.string().regex(DEV_IDENTITY, { error: '标识只能是字母、数字、_ 或 -' }),
        }),
      },
    },
    async (request, reply) => {
      const { state, redirect_uri, identity } = request.query;
      if (!ourCallback(request, redirect_uri)) throw notFound();
      return reply.redirect(`${redirect_uri}?${new URLSearchParams({ code: issueCode(identity), state })}`);
    },
  );
};

/**
 * Registration step 1 binds the WeChat kept by /register/wechat, if this browser has one: after the account
 * exists, so a failed registration leaves the cookie for the next try. A WeChat bound meanwhile is skipped.
 */
export async function claimPendingWechat(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  if (!app.config.wechat) return;
  const identity = openPending(await loadSecret(app.db, 'wechat-pending'), request.cookies[PENDING_COOKIE]);
  if (!identity) return;
  reply.clearCookie(PENDING_COOKIE, cookieOptions(request));
  if ((await userOfWechat(app.db, identity.unionid)) === null) await bindWechat(app.db, userId, identity);
}

export default wechatRoutes;
