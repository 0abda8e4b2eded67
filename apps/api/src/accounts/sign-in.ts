import { createHmac } from 'node:crypto';
import { buyerStanding, type LoginBody, type LoginResult, Messages, type UserBase } from '@yaocai/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cartLineCount } from '../cart';
import type { Db } from '../db/client';
import { loadBuyerFacts } from '../lib/buyer-facts';
import { FieldValidationError, notSignedIn, tooManyLogins } from '../lib/errors';
import type { PasswordGate } from '../lib/password-gate';
import { DUMMY_HASH } from '../lib/passwords';
import { loadSecret } from '../lib/secrets';
import { countUnreadMessages } from '../messages';
import { defaultManager, readSettings } from '../site';
import {
  claimLoginAttempt,
  findUserByPhone,
  findUserProfile,
  hasOpenAfterSale,
  markLoginSucceeded,
} from './queries';

/**
 * Throttling: 5 failures per account (since its last success) or 50 per IP within 15 minutes lock further
 * attempts.
 */
export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_PHONE = 5;
export const MAX_FAILURES_PER_IP = 50;

/**
 * Checks the password and returns the user id. The attempt is counted (atomically, see claimLoginAttempt) before
 * the password is looked at, so parallel guesses cannot outrun the limit, and a throttled account is refused
 * unchecked: a correct guess after the limit reveals nothing. An unknown phone is checked against a dummy hash,
 * so wrong phone and wrong password answer alike and take as long.
 */
export async function authenticate(db: Db, gate: PasswordGate, body: LoginBody, ip: string): Promise<number> {
  return gate.admit(async (verify) => {
    const attempt = await claimLoginAttempt(db, body.phone, ip, {
      minutes: LOGIN_WINDOW_MINUTES,
      perPhone: MAX_FAILURES_PER_PHONE,
      perIp: MAX_FAILURES_PER_IP,
    });
    if (attempt === undefined) throw tooManyLogins();
    const user = await findUserByPhone(db, body.phone);
    const valid = await verify(body.password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !valid) throw new FieldValidationError({ password: [Messages.badCredentials] });
    await markLoginSucceeded(db, attempt);
    return user.id;
  });
}

const chatSecrets = new WeakMap<Db, Promise<Buffer>>();

/** The token the embedded customer-service chat uses to recognise the buyer. */
async function chatToken(db: Db, userId: number): Promise<string> {
  let secret = chatSecrets.get(db);
  if (!secret) {
    secret = loadSecret(db, 'chat');
    chatSecrets.set(db, secret);
  }
  return createHmac('sha256', await secret)
    .update(`user:${userId}`)
    .digest('base64url');
}

/**
 * The user state of the signed-in `userId`. `buyingUserId` is whom the session buys for (a store after a /ddgl
 * switch): the cart count is that cart's, and `acting_store` names the store.
 */
export async function userBaseFor(
  db: Db,
  userId: number,
  siteUrl: string,
  buyingUserId = userId,
): Promise<UserBase> {
  const profile = await findUserProfile(db, userId);
  if (!profile) throw notSignedIn();
  const { user, company, manager } = profile;
  const [facts, cart, messageCount, settings, fallbackManager, token, store, afterSale] = await Promise.all([
    // Standing and cart are of whom the session buys for (the store after a /ddgl switch).
    loadBuyerFacts(db, buyingUserId),
    cartLineCount(db, buyingUserId),
    countUnreadMessages(db, userId),
    readSettings(db, ['hot_line', 'qq1', 'qq2']),
    manager ? null : defaultManager(db),
    chatToken(db, userId),
    buyingUserId === userId ? null : findUserProfile(db, buyingUserId),
    hasOpenAfterSale(db, company?.id ?? null),
  ]);
  const flag = (value: number | boolean): 0 | 1 => (value ? 1 : 0);
  return {
    show: true,
    username: user.username,
    name: user.name,
    id: user.id,
    phone: user.phone,
    company: company?.name ?? '',
    face: user.face,
    rank: user.rank,
    admin: manager
      ? { name: manager.name, phone: manager.phone, is_default: flag(manager.isDefault) }
      : (fallbackManager ?? { name: '', phone: '', is_default: 1 }),
    address: company?.address ?? '',
    // May order at all: company approved and no required certificate expired (domain's buyerStanding).
    is_passed: flag(buyerStanding(facts).mayBuy),
    points: user.points,
    cart,
    message_count: messageCount,
    wechat: user.wechat,
    token,
    common_config: settings,
    quality_inspection: {
      quality_inspection_url: user.qualityInspectionUrl,
      msg: '暂无质检报告，请联系客服',
    },
    login_url: `${siteUrl}/login`,
    is_show_youx: flag(user.isShowYoux),
    is_special: flag(user.isSpecial),
    is_can_chat: flag(user.isCanChat),
    // A string, as spec §3 shows it: '1' while the company has an after-sales request in progress.
    is_AfterSale: afterSale ? '1' : '0',
    switch: flag(user.switch),
    acting_store: store ? { id: store.user.id, company: store.company?.name ?? '' } : null,
  };
}

/**
 * Signs `userId` in on this reply, as login and registration both do: a new session (the old one revoked, the
 * cookie rotated), the user state, and the CSRF token the page keeps using.
 */
export async function signIn(
  app: FastifyInstance,
  reply: FastifyReply,
  userId: number,
): Promise<LoginResult> {
  await reply.startSession(userId);
  const user = await userBaseFor(app.db, userId, app.config.siteUrl);
  return { user, csrf_token: reply.csrfToken() };
}
