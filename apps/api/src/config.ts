import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Alipay (支付宝开放平台) app: its id, our RSA2 private key, Alipay's public key and the gateway. */
export interface AlipayConfig {
  appId: string;
  privateKey: string;
  alipayPublicKey: string;
  gateway: string;
}

/** WeChat Pay API v3 merchant: ids, our key and certificate serial, the APIv3 key, WeChat Pay's public key. */
export interface WechatPayConfig {
  mchId: string;
  appId: string;
  serialNo: string;
  privateKey: string;
  apiV3Key: string;
  platformPublicKey: string;
  platformPublicKeyId: string;
  baseUrl: string;
}

/**
 * Online payment (issue #24, docs/payments.md): each provider present only with its keys; `dev` runs the local
 * provider server for both (PAYMENT_DRIVER=dev, refused with NODE_ENV=production and with any provider key).
 */
export interface PaymentsConfig {
  alipay: AlipayConfig | null;
  wechat: WechatPayConfig | null;
  dev: boolean;
  /** The local provider server's port under PAYMENT_DRIVER=dev (PAYMENT_DEV_PORT; 0 = any free port). */
  devPort: number;
  /** The public origin the providers send notifications to and return the buyer to ('' = http://HOST:PORT). */
  notifyBase: string;
  /** How often pending payments past their time are closed and refunds are sent (ms); 0 = off. */
  jobIntervalMs: number;
  /** How often yesterday's statements are compared (ms); 0 = off. */
  reconcileIntervalMs: number;
}

export type WechatConfig = { driver: 'open_platform'; appId: string; appSecret: string } | { driver: 'dev' };

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute path of the data directory (embedded PostgreSQL, lock file). */
  dataDir: string;
  /** External PostgreSQL; undefined means the embedded one. */
  databaseUrl: string | undefined;
  /** The "main site" address; '' means the same origin as the API. */
  siteUrl: string;
  logLevel: string;
  seedGoods: number;
  /** Absolute path of the built web app. */
  webDist: string;
  /** The server render of the web app (`vite build --ssr`); when absent, pages are the bare app shell. */
  webSsr: string;
  /** The built operations console (apps/console), served at /console. */
  consoleDist: string;
  /** Honour X-Forwarded-* (only behind a trusted load balancer). */
  trustProxy: boolean;
  /** Check every response against its zod contract (tests and development; off in production). */
  checkResponses: boolean;
  /** Password hashes (scrypt, 128 MiB, a libuv threadpool thread each) computed at the same time. */
  passwordHashConcurrency: number;
  /** Logins that may wait for a hash; one more is refused at once with 429. */
  loginQueueLength: number;
  /** Orders created at once (lib/lane.ts); default 5, half the pool, so pages find a connection in a rush. */
  orderConcurrency: number;
  /** Orders that may wait their turn (a waiting one costs a closure); one more is refused with 429. */
  orderQueueLength: number;
  /** Where verification codes are sent: only `log` (the server log) until an SMS provider is contracted. */
  smsDriver: 'log';
  /**
   * WeChat sign-in: the Open Platform website app (WECHAT_APP_ID, WECHAT_APP_SECRET), the 开发模式 stand-in
   * (WECHAT_DRIVER=dev, refused with NODE_ENV=production), or null: off (routes 404, no buttons).
   */
  wechat: WechatConfig | null;
  /** Minutes an unpaid order waits for payment before it is cancelled (ORDER_PAY_MINUTES). */
  orderPayMinutes: number;
  /** How often unpaid orders past their pay deadline are cancelled (ms); 0 turns the job off (tests drive it). */
  orderExpiryIntervalMs: number;
  /** Days after shipping that an order the buyer has not confirmed completes by itself (ORDER_AUTO_RECEIVE_DAYS). */
  orderAutoReceiveDays: number;
  /**
   * How often shipped orders past ORDER_AUTO_RECEIVE_DAYS are completed (ms, ORDER_COMPLETION_INTERVAL_MS, default
   * 5 minutes; the first run waits one period); 0 turns the job off. scripts/two-instances.mjs sets 1 s.
   */
  orderCompletionIntervalMs: number;
  /**
   * How long this process may answer a signed-in request from a session (and its company standing) it read
   * before (ms, SESSION_CACHE_MS; default 2000 under NODE_ENV=production, else 0 = off). The bound a revocation
   * from elsewhere may wait: lib/session-store.ts, docs/scaling.md.
   */
  sessionCacheMs: number;
  /** How often certificate expiry reminders are sent (ms, CERTIFICATE_REMINDER_INTERVAL_MS); 0 turns the job off. */
  certificateReminderIntervalMs: number;
  /** How often uploads no certificate uses are removed a day after upload (ms, UPLOAD_PURGE_INTERVAL_MS); 0 = off. */
  uploadPurgeIntervalMs: number;
  /** How often active goods alerts are checked (GOODS_ALERT_INTERVAL_MS; 0 = off). */
  goodsAlertIntervalMs: number;
  payments: PaymentsConfig;
}

/** Walks up from `start` to the first directory holding `marker`. */
export function findUp(start: string, marker: string): string | undefined {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, marker))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The monorepo root (the directory with pnpm-workspace.yaml). Relative paths resolve against it rather than
 * the cwd, so `npm start` from the root and `node apps/api/dist/server.js` from anywhere share ./data.
 */
export const repoRoot = findUp(here, 'pnpm-workspace.yaml') ?? process.cwd();

/** apps/api, found from this file both in src/ and in the bundled dist/. */
export const apiRoot = findUp(here, 'drizzle.config.ts') ?? join(repoRoot, 'apps/api');

function intEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`环境变量 ${name} 必须是非负整数 (got "${raw}")`);
  return value;
}

function pathEnv(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  return isAbsolute(raw) ? raw : resolve(repoRoot, raw);
}

/**
 * WeChat sign-in (issue #20 §4): with the Open Platform's keys, the real thing; the local stand-in only under the
 * explicit WECHAT_DRIVER=dev, which production refuses (anyone could type an identity bound to a pharmacy and be
 * signed in); otherwise off. `pnpm dev` sets WECHAT_DRIVER=dev; tests pass their config.
 */
function wechatEnv(env: NodeJS.ProcessEnv): AppConfig['wechat'] {
  const appId = env.WECHAT_APP_ID ?? '';
  const appSecret = env.WECHAT_APP_SECRET ?? '';
  const driver = env.WECHAT_DRIVER ?? '';
  if (driver !== '' && driver !== 'dev' && driver !== 'off')
    throw new Error(
      `环境变量 WECHAT_DRIVER 只能是 dev 或 off（不设则按 WECHAT_APP_ID 决定） (got "${driver}")`,
    );
  if (driver === 'off') return null;
  if (driver === 'dev') {
    if (env.NODE_ENV === 'production')
      throw new Error(
        'WECHAT_DRIVER=dev 是本地模拟的微信登录，任何人都能冒充已绑定的账号：NODE_ENV=production 时拒绝启动。' +
          '请配置 WECHAT_APP_ID 与 WECHAT_APP_SECRET，或去掉 WECHAT_DRIVER（微信登录关闭）',
      );
    if (appId !== '' || appSecret !== '')
      throw new Error('WECHAT_DRIVER=dev 与 WECHAT_APP_ID/WECHAT_APP_SECRET 不能同时设置');
    return { driver: 'dev' };
  }
  if (appId === '' && appSecret === '') return null;
  if (appId === '' || appSecret === '')
    throw new Error('环境变量 WECHAT_APP_ID 与 WECHAT_APP_SECRET 需同时设置（都不设则微信登录关闭）');
  return { driver: 'open_platform', appId, appSecret };
}

/** A PEM from the environment: real newlines or `\n` escapes (one-line .env files). */
const pemEnv = (env: NodeJS.ProcessEnv, name: string) => (env[name] ?? '').replace(/\\n/g, '\n').trim();

const ALIPAY_KEYS = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'] as const;
const WECHATPAY_KEYS = [
  'WECHATPAY_MCH_ID',
  'WECHATPAY_APP_ID',
  'WECHATPAY_SERIAL_NO',
  'WECHATPAY_PRIVATE_KEY',
  'WECHATPAY_API_V3_KEY',
  'WECHATPAY_PUBLIC_KEY',
  'WECHATPAY_PUBLIC_KEY_ID',
] as const;

/** All of a provider's variables or none: a half-configured provider refuses to start rather than be absent. */
function allOrNone(env: NodeJS.ProcessEnv, names: readonly string[], provider: string): boolean {
  const set = names.filter((name) => (env[name] ?? '') !== '');
  if (set.length === 0) return false;
  if (set.length < names.length)
    throw new Error(
      `${provider}需同时设置 ${names.join('、')}（都不设则不提供该支付方式）；缺少 ${names
        .filter((name) => !set.includes(name))
        .join('、')}`,
    );
  return true;
}

/**
 * Online payment: a provider with its keys is real; PAYMENT_DRIVER=dev runs the local provider server for both
 * (a stand-in that would mark orders paid without money, so NODE_ENV=production refuses to start with it);
 * otherwise the methods are absent (docs/payments.md).
 */
function paymentsEnv(env: NodeJS.ProcessEnv): PaymentsConfig {
  const driver = env.PAYMENT_DRIVER ?? '';
  if (driver !== '' && driver !== 'dev')
    throw new Error(`环境变量 PAYMENT_DRIVER 只能是 dev（不设则按各支付方式的密钥决定） (got "${driver}")`);
  const hasAlipay = allOrNone(env, ALIPAY_KEYS, '支付宝');
  const hasWechat = allOrNone(env, WECHATPAY_KEYS, '微信支付');
  const common = {
    notifyBase: (env.PAY_NOTIFY_BASE || env.SITE_URL || '').replace(/\/+$/, ''),
    jobIntervalMs: intEnv(env, 'PAYMENT_JOB_INTERVAL_MS', 30_000),
    reconcileIntervalMs: intEnv(env, 'RECONCILE_INTERVAL_MS', 6 * 60 * 60 * 1000),
    devPort: intEnv(env, 'PAYMENT_DEV_PORT', 0),
  };
  if (driver === 'dev') {
    if (env.NODE_ENV === 'production')
      throw new Error(
        'PAYMENT_DRIVER=dev 是本地模拟的支付宝与微信支付，任何人都能不付钱把订单标为已支付：NODE_ENV=production 时拒绝启动。' +
          '请配置支付宝或微信支付的密钥，或去掉 PAYMENT_DRIVER（在线支付关闭）',
      );
    if (hasAlipay || hasWechat) throw new Error('PAYMENT_DRIVER=dev 与支付宝、微信支付的密钥不能同时设置');
    return { alipay: null, wechat: null, dev: true, ...common };
  }
  if ((hasAlipay || hasWechat) && !common.notifyBase && env.NODE_ENV === 'production')
    throw new Error('配置了在线支付时须设置 PAY_NOTIFY_BASE 或 SITE_URL（支付通知的公网地址）');
  return {
    alipay: hasAlipay
      ? {
          appId: env.ALIPAY_APP_ID as string,
          privateKey: pemEnv(env, 'ALIPAY_PRIVATE_KEY'),
          alipayPublicKey: pemEnv(env, 'ALIPAY_PUBLIC_KEY'),
          gateway: env.ALIPAY_GATEWAY || 'https://openapi.alipay.com/gateway.do',
        }
      : null,
    wechat: hasWechat
      ? {
          mchId: env.WECHATPAY_MCH_ID as string,
          appId: env.WECHATPAY_APP_ID as string,
          serialNo: env.WECHATPAY_SERIAL_NO as string,
          privateKey: pemEnv(env, 'WECHATPAY_PRIVATE_KEY'),
          apiV3Key: env.WECHATPAY_API_V3_KEY as string,
          platformPublicKey: pemEnv(env, 'WECHATPAY_PUBLIC_KEY'),
          platformPublicKeyId: env.WECHATPAY_PUBLIC_KEY_ID as string,
          baseUrl: env.WECHATPAY_BASE_URL || 'https://api.mch.weixin.qq.com',
        }
      : null,
    dev: false,
    ...common,
  };
}

function smsDriverEnv(env: NodeJS.ProcessEnv): 'log' {
  const raw = env.SMS_DRIVER || 'log';
  if (raw !== 'log') throw new Error(`环境变量 SMS_DRIVER 只支持 log（尚未接入短信服务商） (got "${raw}")`);
  return raw;
}

/**
 * One core and one libuv threadpool thread (4 by default, shared with fs and dns) stay free of hashing, so the
 * event loop and static files keep answering during a login burst.
 */
const defaultHashConcurrency = Math.max(1, Math.min(3, availableParallelism() - 1));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: intEnv(env, 'PORT', 3000),
    host: env.HOST || '127.0.0.1',
    dataDir: pathEnv(env, 'DATA_DIR', './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    siteUrl: (env.SITE_URL ?? '').replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL || 'info',
    seedGoods: intEnv(env, 'SEED_GOODS', 3000),
    webDist: pathEnv(env, 'WEB_DIST', 'apps/web/dist'),
    webSsr: pathEnv(env, 'WEB_SSR', 'apps/web/dist-server/entry-server.js'),
    consoleDist: pathEnv(env, 'CONSOLE_DIST', 'apps/console/dist'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    checkResponses: env.CHECK_RESPONSES
      ? env.CHECK_RESPONSES === '1' || env.CHECK_RESPONSES === 'true'
      : env.NODE_ENV !== 'production',
    passwordHashConcurrency: defaultHashConcurrency,
    // A waiting login is answered within about eight hashes' time (~2–3 s), not left to time out.
    loginQueueLength: 8 * defaultHashConcurrency,
    orderConcurrency: intEnv(env, 'ORDER_CONCURRENCY', 5),
    orderQueueLength: intEnv(env, 'ORDER_QUEUE_LENGTH', 10_000),
    smsDriver: smsDriverEnv(env),
    wechat: wechatEnv(env),
    orderPayMinutes: intEnv(env, 'ORDER_PAY_MINUTES', 30),
    orderExpiryIntervalMs: intEnv(env, 'ORDER_EXPIRY_INTERVAL_MS', 30_000),
    orderAutoReceiveDays: intEnv(env, 'ORDER_AUTO_RECEIVE_DAYS', 7),
    orderCompletionIntervalMs: intEnv(env, 'ORDER_COMPLETION_INTERVAL_MS', 5 * 60 * 1000),
    sessionCacheMs: intEnv(env, 'SESSION_CACHE_MS', env.NODE_ENV === 'production' ? 2000 : 0),
    certificateReminderIntervalMs: intEnv(env, 'CERTIFICATE_REMINDER_INTERVAL_MS', 60 * 60 * 1000),
    uploadPurgeIntervalMs: intEnv(env, 'UPLOAD_PURGE_INTERVAL_MS', 60 * 60 * 1000),
    goodsAlertIntervalMs: intEnv(env, 'GOODS_ALERT_INTERVAL_MS', 60_000),
    payments: paymentsEnv(env),
  };
}
