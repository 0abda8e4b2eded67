import { z } from 'zod';
import { MOBILE_PATTERN } from '../validators';
import { flag } from './common';

/** POST /api/user/login */
export const loginBody = z.strictObject({
  phone: z
    .string({ error: '请输入手机号' })
    .trim()
    .min(1, { error: '请输入手机号' })
    .regex(MOBILE_PATTERN, { error: '请输入正确的11位手机号' }),
  password: z
    .string({ error: '请输入密码' })
    .min(1, { error: '请输入密码' })
    .max(128, { error: '密码最长128位' }),
});
export type LoginBody = z.infer<typeof loginBody>;

/** The account manager (admin) shown in the header. */
export const accountManager = z.object({
  name: z.string(),
  phone: z.string(),
  /** 1 when this is the platform's default manager rather than a dedicated one. */
  is_default: flag,
});
export type AccountManager = z.infer<typeof accountManager>;

export const commonConfig = z.object({
  /** Complaint hotline. */
  hot_line: z.string(),
  qq1: z.string(),
  qq2: z.string(),
});
export type CommonConfig = z.infer<typeof commonConfig>;

export const qualityInspection = z.object({
  /** Empty when the buyer has no inspection report link; then `msg` is shown in an alert. */
  quality_inspection_url: z.string(),
  msg: z.string(),
});

/** GET /api/user/base — every user-state field of spec §3. */
export const userBase = z.object({
  show: z.boolean(),
  username: z.string(),
  name: z.string(),
  id: z.number().int(),
  phone: z.string(),
  company: z.string(),
  face: z.string(),
  rank: z.number().int(),
  admin: accountManager,
  address: z.string(),
  /** Qualification approved (1) — only then may the buyer order. */
  is_passed: flag,
  points: z.number().int(),
  /** Number of cart lines. */
  cart: z.number().int(),
  message_count: z.number().int(),
  wechat: z.string(),
  /** Chat token passed to the embedded customer-service chat. */
  token: z.string(),
  common_config: commonConfig,
  quality_inspection: qualityInspection,
  login_url: z.string(),
  is_show_youx: flag,
  is_special: flag,
  is_can_chat: flag,
  is_AfterSale: z.string(),
  switch: flag,
  /**
   * The store a head office buys for after switching on /ddgl (cart, orders, addresses are that store's); null
   * when it buys for itself. Not in the spec's §3 list: added for multi-store (docs/accounts.md).
   */
  acting_store: z.object({ id: z.number().int(), company: z.string() }).nullable(),
});
export type UserBase = z.infer<typeof userBase>;

/** POST /api/user/login response data. */
export const loginResult = z.object({ user: userBase, csrf_token: z.string() });
export type LoginResult = z.infer<typeof loginResult>;

/**
 * GET /api/user/session — who this browser is: the buyer, or null for a visitor. Always 200, so a visitor's
 * tab asks without an error in its console; /api/user/base stays the 401/10001 answer for pages that need a buyer.
 */
export const sessionData = z.object({ user: userBase.nullable() });
export type SessionData = z.infer<typeof sessionData>;

/** GET /api/csrf */
export const csrfData = z.object({ token: z.string() });
export type CsrfData = z.infer<typeof csrfData>;
