import type {
  CodePurpose,
  ForgetBody,
  RegisterBody,
  ResetPasswordBody,
  UpdateUserInfoBody,
} from '@yaocai/domain';
import { ApiStatus } from '@yaocai/domain';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema/index';
import { ApiError, FieldValidationError, isUniqueViolation, tooManyLogins } from '../lib/errors';
import type { PasswordGate } from '../lib/password-gate';
import { forgetSessionsOf, hashSessionId } from '../lib/session-store';
import { CODE_TTL_SECONDS, type CodeCheck, checkCode, codeKey, issueCode, lockPhone } from './codes';
import { claimLoginAttempt, markLoginSucceeded } from './queries';
import { LOGIN_WINDOW_MINUTES, MAX_FAILURES_PER_IP, MAX_FAILURES_PER_PHONE } from './sign-in';
import { codeMessage, type SmsSender } from './sms';
import { claimIpRequest, type IpLimit } from './throttle';
import { formatWait } from './wait';

/** The phone check answers 20 lookups per IP per 10 minutes: enough for a person, too few to enumerate. */
export const PHONE_CHECK_LIMIT: IpLimit = { max: 20, minutes: 10 };
/** Codes asked for from one IP per hour, whatever the phone: SMS cost a fee and reach strangers. */
export const CODE_IP_LIMIT: IpLimit = { max: 20, minutes: 60 };

export const AccountMessages = {
  phoneTaken: '该手机号已注册',
  wrongPassword: '当前密码不正确',
  // Binding is proven by the session (/bdwx) or by registration's own code (/register/wechat), never a code of its own.
  bindNeedsNoCode: '绑定微信无需短信验证码，请扫码绑定',
  codeSent: '验证码已发送',
} as const;

const tooMany = (message: string) => new ApiError(429, ApiStatus.tooManyRequests, message);
const phoneTaken = () => new FieldValidationError({ phone: [AccountMessages.phoneTaken] });
const codeRefused = (check: Extract<CodeCheck, { ok: false }>) =>
  new FieldValidationError({ code: [check.message] });

export async function isRegistered(db: Db, phone: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return row !== undefined;
}

/** GET /api/user/phone/{phone}: counted per IP before the lookup, so a throttled caller learns nothing. */
export async function phoneCheck(db: Db, phone: string, ip: string): Promise<boolean> {
  const wait = await claimIpRequest(db, ip, 'phone_check', PHONE_CHECK_LIMIT);
  if (wait > 0) throw tooMany(`查询过于频繁，请${formatWait(wait)}后再试`);
  return isRegistered(db, phone);
}

/**
 * POST /api/user/create_code. `reset` answers alike for a registered and an unregistered phone (same limits,
 * same answer, a row stored either way) and sends nothing to an unregistered one, so it cannot tell who is a
 * buyer. `register` and `phone` must refuse a registered phone by the spec; the per-IP limit bounds that.
 */
export async function createCode(
  db: Db,
  sms: SmsSender,
  input: { phone: string; purpose: CodePurpose; userId: number | null; ip: string },
): Promise<void> {
  if (input.purpose === 'bind')
    throw new FieldValidationError({ purpose: [AccountMessages.bindNeedsNoCode] });
  const ipWait = await claimIpRequest(db, input.ip, 'create_code', CODE_IP_LIMIT);
  if (ipWait > 0) throw tooMany(`获取验证码过于频繁，请${formatWait(ipWait)}后再试`);
  const registered = await isRegistered(db, input.phone);
  if (registered && (input.purpose === 'register' || input.purpose === 'phone')) throw phoneTaken();
  const outcome = await issueCode(db, { phone: input.phone, purpose: input.purpose, userId: input.userId });
  if (outcome.kind === 'throttled') {
    const wait = formatWait(outcome.waitSeconds);
    throw tooMany(
      outcome.daily
        ? `该手机号今日获取验证码次数已达上限，请${wait}后再试`
        : `验证码发送过于频繁，请${wait}后再试`,
    );
  }
  if (input.purpose === 'reset' && !registered) return;
  await sms.send(input.phone, codeMessage(outcome.code, input.purpose, CODE_TTL_SECONDS / 60));
}

/** Checks a code without using it up (forget step 1); a wrong code still counts. */
export async function verifyCodeOnly(
  db: Db,
  input: { phone: string; purpose: CodePurpose; code: string; userId?: number },
): Promise<void> {
  const key = await codeKey(db);
  const check = await db.transaction((tx) => checkCode(tx, key, input, false));
  if (!check.ok) throw codeRefused(check);
}

/**
 * POST /api/user/register: the account without a company (pending review, so not qualified to buy). A wrong
 * code is refused before any hashing; then the code is used up in the transaction that inserts the user, under
 * the phone's lock, so a failed step leaves no user and an unused code, and of two registrations of one phone
 * the second sees the first's account (422, never the unique violation's 500).
 */
export async function register(db: Db, gate: PasswordGate, body: RegisterBody): Promise<number> {
  const input = { phone: body.phone, purpose: 'register' as const, code: body.code };
  await verifyCodeOnly(db, input);
  const key = await codeKey(db);
  const passwordHash = await gate.admit((_verify, hash) => hash(body.password));
  const result = await db.transaction(async (tx) => {
    await lockPhone(tx, body.phone);
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, body.phone));
    if (taken) throw phoneTaken();
    const check = await checkCode(tx, key, input, true);
    if (!check.ok) return check;
    const [row] = await tx
      .insert(users)
      .values({ phone: body.phone, passwordHash, username: body.phone })
      .onConflictDoNothing({ target: users.phone })
      .returning({ id: users.id });
    // Unreachable under the lock unless another path inserts users without it; still a 422, not a 500.
    if (!row) throw phoneTaken();
    return { ok: true as const, userId: row.id };
  });
  if (!result.ok) throw codeRefused(result);
  return result.userId;
}

/**
 * POST /api/user/forget: the `reset` code is used up with the password change, and every session of the
 * account is revoked in the same transaction (whoever held the old password is signed out).
 */
export async function forget(db: Db, gate: PasswordGate, body: ForgetBody): Promise<void> {
  const input = { phone: body.phone, purpose: 'reset' as const, code: body.code };
  await verifyCodeOnly(db, input);
  const key = await codeKey(db);
  const passwordHash = await gate.admit((_verify, hash) => hash(body.password));
  const result = await db.transaction(async (tx): Promise<CodeCheck | { ok: true; userId: number }> => {
    await lockPhone(tx, body.phone);
    const check = await checkCode(tx, key, input, true);
    if (!check.ok) return check;
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.phone, body.phone))
      .returning({ id: users.id });
    // An unregistered phone's code was never sent; guessing it right changes nothing and is answered alike.
    if (!user) throw new FieldValidationError({ code: ['验证码已失效，请重新获取'] });
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    return { ok: true, userId: user.id };
  });
  if (!result.ok) throw codeRefused(result);
  if ('userId' in result) forgetSessionsOf(db, result.userId);
}

/**
 * POST /api/user/resetPassword: the current password is checked like a login (counted by the login throttle
 * before it is looked at, so it cannot be brute-forced through a stolen session); the other sessions are
 * revoked, this one stays.
 */
export async function changePassword(
  db: Db,
  gate: PasswordGate,
  input: { userId: number; sessionId: string | undefined; ip: string; body: ResetPasswordBody },
): Promise<void> {
  const [user] = await db
    .select({ phone: users.phone, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) throw new FieldValidationError({ old_password: [AccountMessages.wrongPassword] });
  const passwordHash = await gate.admit(async (verify, hash) => {
    const attempt = await claimLoginAttempt(db, user.phone, input.ip, {
      minutes: LOGIN_WINDOW_MINUTES,
      perPhone: MAX_FAILURES_PER_PHONE,
      perIp: MAX_FAILURES_PER_IP,
    });
    if (attempt === undefined) throw tooManyLogins();
    if (!(await verify(input.body.old_password, user.passwordHash)))
      throw new FieldValidationError({ old_password: [AccountMessages.wrongPassword] });
    await markLoginSucceeded(db, attempt);
    return hash(input.body.password);
  });
  const keep = input.sessionId === undefined ? '' : hashSessionId(input.sessionId);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, input.userId));
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, input.userId), isNull(sessions.revokedAt), ne(sessions.idHash, keep)));
  });
  // The kept session is forgotten too: it is read again on its next request.
  forgetSessionsOf(db, input.userId);
}

/**
 * POST /api/user/updateUserInfo: the name, and a new phone when a `phone` code sent to it (for this buyer) is
 * right. The phone's lock serialises the change with a registration of the same phone.
 */
export async function updateUserInfo(db: Db, userId: number, body: UpdateUserInfoBody): Promise<void> {
  const newPhone = body.phone;
  const code = body.code;
  if (newPhone === undefined || code === undefined) {
    await db.update(users).set({ name: body.name }).where(eq(users.id, userId));
    return;
  }
  const key = await codeKey(db);
  const result = await db.transaction(async (tx): Promise<CodeCheck> => {
    await lockPhone(tx, newPhone);
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, newPhone));
    if (owner && owner.id !== userId) throw phoneTaken();
    if (owner) {
      // The buyer's own phone: nothing to change but the name.
      await tx.update(users).set({ name: body.name }).where(eq(users.id, userId));
      return { ok: true };
    }
    const check = await checkCode(tx, key, { phone: newPhone, purpose: 'phone', code, userId }, true);
    if (!check.ok) return check;
    try {
      await tx.update(users).set({ name: body.name, phone: newPhone }).where(eq(users.id, userId));
    } catch (error) {
      // Taken meanwhile by a writer that does not take the phone's lock (seed, operators): still a 422.
      if (isUniqueViolation(error)) throw phoneTaken();
      throw error;
    }
    return { ok: true };
  });
  if (!result.ok) throw codeRefused(result);
}
