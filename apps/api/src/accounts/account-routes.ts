import {
  createCodeBody,
  createCodeResult,
  emptyData,
  forgetBody,
  forgetVerifyBody,
  phoneParams,
  phoneRegistered,
  registerBody,
  registerResult,
  resetPasswordBody,
  updateUserInfoBody,
  userBase,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../lib/cookies';
import { ok, okSchema } from '../lib/envelope';
import { signedInOnly } from '../lib/openapi';
import { CODE_INTERVAL_SECONDS, CODE_TTL_SECONDS } from './codes';
import {
  AccountMessages,
  changePassword,
  createCode,
  forget,
  phoneCheck,
  register,
  updateUserInfo,
  verifyCodeOnly,
} from './service';
import { signIn, userBaseFor } from './sign-in';
import type { SmsSender } from './sms';
import { claimPendingWechat } from './wechat-routes';

/** Accounts (#10 §1–§2): codes, the phone check, registration step 1, forgotten and changed passwords. */
const accountRoutes: FastifyPluginAsyncZod<{ sms: SmsSender }> = async (app, { sms }) => {
  app.post(
    '/api/user/create_code',
    {
      schema: {
        tags: ['user'],
        summary:
          'Send a 6-digit code (register / reset / phone); 1 a minute and 10 a day per phone, 20 an hour per IP (429)',
        body: createCodeBody,
        response: okSchema(createCodeResult),
      },
    },
    async (request) => {
      const { phone, purpose } = request.body;
      // A new phone is for the signed-in buyer's own account: a visitor gets 401 before anything is counted.
      const userId = purpose === 'phone' ? await request.requireAccountUserId() : null;
      await createCode(app.db, sms, { phone, purpose, userId, ip: request.ip });
      return ok(
        { retry_after: CODE_INTERVAL_SECONDS, expires_in: CODE_TTL_SECONDS },
        AccountMessages.codeSent,
      );
    },
  );

  app.get(
    '/api/user/phone/:phone',
    {
      schema: {
        tags: ['user'],
        summary: 'Whether a phone is registered; 20 lookups per IP per 10 minutes (429)',
        params: phoneParams,
        response: okSchema(phoneRegistered),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const registered = await phoneCheck(app.db, request.params.phone, request.ip);
      return ok({ registered: registered ? (1 as const) : (0 as const) });
    },
  );

  app.post(
    '/api/user/register',
    {
      schema: {
        tags: ['user'],
        summary: 'Register step 1 (phone, code, password): the account, pending review, signed in like login',
        body: registerBody,
        response: okSchema(registerResult),
      },
    },
    async (request, reply) => {
      const userId = await register(app.db, app.passwordGate, request.body);
      await claimPendingWechat(app, request, reply, userId);
      return ok(await signIn(app, reply, userId), '注册成功');
    },
  );

  app.post(
    '/api/user/forget/verify',
    {
      schema: {
        tags: ['user'],
        summary: 'Forgot password step 1: check the reset code without using it up (wrong tries count)',
        body: forgetVerifyBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      await verifyCodeOnly(app.db, { ...request.body, purpose: 'reset' });
      return ok(null, '验证通过');
    },
  );

  app.post(
    '/api/user/forget',
    {
      schema: {
        tags: ['user'],
        summary:
          'Forgot password: the reset code sets a new password and revokes every session; does not sign in',
        body: forgetBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      await forget(app.db, app.passwordGate, request.body);
      return ok(null, '密码已重置，请使用新密码登录');
    },
  );

  app.post(
    '/api/user/resetPassword',
    {
      schema: {
        tags: ['user'],
        security: signedInOnly,
        summary: 'Change the password (current + new, login-throttled); the other sessions are revoked',
        body: resetPasswordBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const userId = await request.requireAccountUserId();
      await changePassword(app.db, app.passwordGate, {
        userId,
        sessionId: request.cookies[SESSION_COOKIE],
        ip: request.ip,
        body: request.body,
      });
      return ok(null, '密码已修改');
    },
  );

  app.post(
    '/api/user/updateUserInfo',
    {
      schema: {
        tags: ['user'],
        security: signedInOnly,
        summary: 'Change the name, and the phone with a `phone` code sent to the new one',
        body: updateUserInfoBody,
        response: okSchema(userBase),
      },
    },
    async (request) => {
      const { accountUserId, userId } = await request.requireSessionUser();
      await updateUserInfo(app.db, accountUserId, request.body);
      return ok(await userBaseFor(app.db, accountUserId, app.config.siteUrl, userId), '保存成功');
    },
  );
};

export default accountRoutes;
