import { z } from 'zod';
import { flag, oneLineText } from './common';
import { userBase } from './user';

/*
 * WeChat (issue #10 §1, spec §2 /register/wechat, /bdwx): the Open Platform's website QR login (authorize → code →
 * access token → unionid), or without an app id and secret a local stand-in labelled 开发模式. docs/accounts.md
 * "WeChat".
 */

/** What the authorization is for: sign in (or start registering) from /register/wechat, or bind on /bdwx. */
export const wechatPurpose = z.enum(['login', 'bind'], { error: '微信授权用途只能是login或bind' });
export type WechatPurpose = z.infer<typeof wechatPurpose>;

/** GET /api/user/wechat/authorize?purpose= */
export const wechatAuthorizeQuery = z.strictObject({ purpose: wechatPurpose });

/** Where to send the browser: WeChat's QR page, or the stand-in's 开发模式 page. */
export const wechatAuthorize = z.object({
  url: z.string(),
  /** `open_platform` with WECHAT_APP_ID/WECHAT_APP_SECRET; `dev` for the local stand-in. */
  mode: z.enum(['open_platform', 'dev']),
});
export type WechatAuthorize = z.infer<typeof wechatAuthorize>;

/** POST /api/user/wechat/login and /api/user/bind_wechat: what WeChat (or the stand-in) sent back. */
export const wechatCallbackBody = z.strictObject({
  code: oneLineText('授权码').min(1, { error: '微信授权失败，请重新扫码' }).max(512, { error: '授权码无效' }),
  state: oneLineText('授权状态')
    .min(1, { error: '微信授权已失效，请重新扫码' })
    .max(128, { error: '授权状态无效' }),
});
export type WechatCallbackBody = z.infer<typeof wechatCallbackBody>;

/**
 * POST /api/user/wechat/login: a WeChat already bound signs in (`signed_in` 1 with the user state and the new
 * CSRF token); else 0, the binding kept for registration step 1 (`user` null, `csrf_token` '').
 */
export const wechatLoginResult = z.object({
  signed_in: flag,
  user: userBase.nullable(),
  csrf_token: z.string(),
});
export type WechatLoginResult = z.infer<typeof wechatLoginResult>;
