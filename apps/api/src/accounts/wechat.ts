import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { WechatAuthorize, WechatPurpose } from '@yaocai/domain';
import { eq } from 'drizzle-orm';
import type { WechatConfig } from '../config';
import type { Db } from '../db/client';
import { users, wechatBindings } from '../db/schema/index';
import { fieldRefused } from '../lib/errors';
import { loadSecret } from '../lib/secrets';

/*
 * WeChat website login (issue #10 §1). Two drivers behind one interface: the Open Platform (authorize on
 * open.weixin.qq.com → code → access token → unionid over HTTPS) with WECHAT_APP_ID/WECHAT_APP_SECRET, and
 * under WECHAT_DRIVER=dev only (refused with NODE_ENV=production, config.ts) a local stand-in whose authorize
 * step is a page of ours labelled 开发模式; with neither, WeChat is off. Nothing pretends to be WeChat: the
 * stand-in's unionids start with `dev-`. docs/accounts.md "WeChat", docs/security.md.
 */

export const WechatMessages = {
  failed: '微信授权失败，请重新扫码',
  stateExpired: '微信授权已失效，请重新扫码',
  boundElsewhere: '该微信已绑定其他账号',
  alreadyBound: '当前账号已绑定微信，请先解除绑定',
  notBound: '当前账号未绑定微信',
} as const;

/** Who WeChat says the person is. */
export interface WechatIdentity {
  unionid: string;
  /** Shown as the user state's `wechat`; '' when WeChat gave none. */
  nickname: string;
}

export interface WechatDriver {
  mode: WechatAuthorize['mode'];
  description: string;
  /** The page the browser goes to; it comes back to `redirectUri` with `code` and `state`. */
  authorizeUrl(state: string, redirectUri: string): string;
  /** The code → the person, or null when WeChat refuses it. */
  exchange(code: string): Promise<WechatIdentity | null>;
}

interface OpenPlatformAnswer {
  errcode?: number;
  access_token?: string;
  openid?: string;
  unionid?: string;
  nickname?: string;
}

async function getJson(url: string): Promise<OpenPlatformAnswer | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    return response.ok ? ((await response.json()) as OpenPlatformAnswer) : null;
  } catch {
    return null;
  }
}

/** The Open Platform's website app ("网站应用微信登录"): scope snsapi_login. */
export function openPlatformDriver(appId: string, appSecret: string): WechatDriver {
  return {
    mode: 'open_platform',
    description: '[wechat] 微信开放平台网站应用登录',
    authorizeUrl: (state, redirectUri) =>
      `https://open.weixin.qq.com/connect/qrconnect?${new URLSearchParams({
        appid: appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
      })}#wechat_redirect`,
    async exchange(code) {
      const token = await getJson(
        `https://api.weixin.qq.com/sns/oauth2/access_token?${new URLSearchParams({
          appid: appId,
          secret: appSecret,
          code,
          grant_type: 'authorization_code',
        })}`,
      );
      if (!token?.access_token || !token.openid || token.errcode) return null;
      // userinfo gives the nickname, and the unionid when the token answer left it out.
      const info = await getJson(
        `https://api.weixin.qq.com/sns/userinfo?${new URLSearchParams({
          access_token: token.access_token,
          openid: token.openid,
        })}`,
      );
      const unionid = token.unionid ?? info?.unionid;
      return unionid ? { unionid, nickname: info?.nickname ?? '' } : null;
    },
  };
}

const DEV_CODE_TTL_MS = 5 * 60 * 1000;
/** What the 开发模式 page lets one type as "the WeChat user": a short name, so codes stay plain. */
export const DEV_IDENTITY = /^[A-Za-z0-9_-]{1,32}$/;

const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The stand-in: `/api/wechat/dev/authorize` is a page of ours (开发模式) where one types who the WeChat user is;
 * it returns to our callback with a code MAC-signed by the server (valid 5 minutes), which `exchange` checks.
 */
export function devDriver(key: Buffer): WechatDriver & { issueCode(identity: string): string } {
  return {
    mode: 'dev',
    description: '[wechat] WECHAT_DRIVER=dev：微信登录为开发模式（本地模拟授权页，生产环境拒绝启动）',
    authorizeUrl: (state, redirectUri) =>
      `/api/wechat/dev/authorize?${new URLSearchParams({ state, redirect_uri: redirectUri })}`,
    issueCode(identity) {
      const body = `${identity}.${Date.now() + DEV_CODE_TTL_MS}`;
      return `${body}.${mac(key, `wechat-dev:${body}`)}`;
    },
    async exchange(code) {
      const [identity = '', expires = '', signature = ''] = code.split('.');
      if (!DEV_IDENTITY.test(identity) || Number(expires) < Date.now()) return null;
      if (!sameText(signature, mac(key, `wechat-dev:${identity}.${expires}`))) return null;
      return { unionid: `dev-${identity}`, nickname: `${identity}（开发模式）` };
    },
  };
}

export type ConfiguredWechat = WechatDriver & { issueCode?: (identity: string) => string };

export async function wechatDriverFor(db: Db, config: WechatConfig): Promise<ConfiguredWechat> {
  return config.driver === 'open_platform'
    ? openPlatformDriver(config.appId, config.appSecret)
    : devDriver(await loadSecret(db, 'wechat-dev'));
}

/**
 * The OAuth `state`: random, kept in an HttpOnly cookie with the purpose, so a code can only be redeemed by the
 * browser that asked for it and for the purpose it asked (no login CSRF, no binding someone else's WeChat).
 */
export const newState = () => randomBytes(16).toString('base64url');
export const stateCookieValue = (purpose: WechatPurpose, state: string) => `${purpose}.${state}`;
export function stateMatches(cookie: string | undefined, purpose: WechatPurpose, state: string): boolean {
  return cookie !== undefined && sameText(cookie, stateCookieValue(purpose, state));
}

/** Redeems the code after checking the state; a refusal is a 422 the page shows. */
export async function identify(
  driver: WechatDriver,
  input: { cookie: string | undefined; purpose: WechatPurpose; state: string; code: string },
): Promise<WechatIdentity> {
  if (!stateMatches(input.cookie, input.purpose, input.state))
    throw fieldRefused('state', WechatMessages.stateExpired);
  const identity = await driver.exchange(input.code);
  if (!identity) throw fieldRefused('code', WechatMessages.failed);
  return identity;
}

/** The account bound to this WeChat, if any. */
export async function userOfWechat(db: Db, unionid: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: wechatBindings.userId })
    .from(wechatBindings)
    .where(eq(wechatBindings.unionid, unionid));
  return row?.userId ?? null;
}

/**
 * Binds a WeChat to an account: one each way. The unique keys decide a race; either refusal is a 422 and nothing
 * changes.
 */
export async function bindWechat(db: Db, userId: number, identity: WechatIdentity): Promise<void> {
  await db.transaction(async (tx) => {
    const [mine] = await tx
      .select({ unionid: wechatBindings.unionid })
      .from(wechatBindings)
      .where(eq(wechatBindings.userId, userId));
    if (mine) {
      if (mine.unionid === identity.unionid) return;
      throw fieldRefused('code', WechatMessages.alreadyBound);
    }
    const [added] = await tx
      .insert(wechatBindings)
      .values({ userId, unionid: identity.unionid })
      .onConflictDoNothing()
      .returning({ userId: wechatBindings.userId });
    if (!added) throw fieldRefused('code', WechatMessages.boundElsewhere);
    await tx
      .update(users)
      .set({ wechat: identity.nickname || '微信用户' })
      .where(eq(users.id, userId));
  });
}

export async function unbindWechat(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(wechatBindings)
      .where(eq(wechatBindings.userId, userId))
      .returning({ userId: wechatBindings.userId });
    if (removed.length === 0) throw fieldRefused('wechat', WechatMessages.notBound);
    await tx.update(users).set({ wechat: '' }).where(eq(users.id, userId));
  });
}

/**
 * A WeChat not bound to any account, waiting for registration step 1 (/register/wechat → /register/step1): kept
 * in an HttpOnly cookie MAC-signed by the server for 30 minutes, so registration binds exactly what WeChat said.
 */
export const PENDING_TTL_MS = 30 * 60 * 1000;

export function sealPending(key: Buffer, identity: WechatIdentity): string {
  const body = Buffer.from(
    JSON.stringify({ u: identity.unionid, n: identity.nickname, e: Date.now() + PENDING_TTL_MS }),
  ).toString('base64url');
  return `${body}.${mac(key, `wechat-pending:${body}`)}`;
}

export function openPending(key: Buffer, value: string | undefined): WechatIdentity | null {
  if (!value) return null;
  const [body = '', signature = ''] = value.split('.');
  if (!sameText(signature, mac(key, `wechat-pending:${body}`))) return null;
  const { u, n, e } = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
    u: string;
    n: string;
    e: number;
  };
  return e > Date.now() ? { unionid: u, nickname: n } : null;
}
