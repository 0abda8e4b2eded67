import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodePurpose } from '@yaocai/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { verificationCodes } from '../db/schema/index';
import { loadSecret } from '../lib/secrets';

/*
 * Verification codes (#10 §1; docs/accounts.md): 6 digits, valid 5 minutes, used once, burnt after 5 wrong
 * tries; a phone gets at most one code a minute and ten a day, whatever the purpose. Only an HMAC of the code is
 * stored, keyed by a server secret, so the table (or a backup of it) cannot be turned back into codes: six
 * digits are a million guesses, which a plain hash would not resist.
 */
export const CODE_TTL_SECONDS = 5 * 60;
export const CODE_INTERVAL_SECONDS = 60;
export const CODES_PER_DAY = 10;
export const MAX_WRONG_TRIES = 5;

/** Advisory-lock namespace of a phone's codes and registration (login uses 1 and 2, per-IP counters 4). */
export const PHONE_CODE_LOCK = 3;

export const CodeMessages = {
  none: '请先获取验证码',
  stale: '验证码已失效，请重新获取',
  burnt: '验证码错误次数过多，请重新获取',
  wrong: (left: number) => `验证码错误，还可尝试${left}次`,
} as const;

const keys = new WeakMap<Db, Promise<Buffer>>();

/** The HMAC key of codes, generated once and shared by every instance (app_secrets). */
export function codeKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadSecret(db, 'verification-code');
    keys.set(db, key);
  }
  return key;
}

/** The purpose and phone are part of the MAC, so a row's hash is only good for its own phone and purpose. */
export function hashCode(key: Buffer, phone: string, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', key).update(`${purpose}:${phone}:${code}`).digest('hex');
}

/** Serialises everything about one phone's codes and account creation (issue, consume, register). */
export async function lockPhone(tx: Executor, phone: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${PHONE_CODE_LOCK}, hashtext(${phone}))`);
}

export type IssueOutcome =
  | { kind: 'issued'; code: string }
  | { kind: 'throttled'; waitSeconds: number; daily: boolean };

/**
 * Records a new code for the phone unless a limit holds. Under the phone's lock, so two parallel requests
 * cannot both pass the one-a-minute rule. A newer code supersedes older ones of the same purpose (only the
 * newest is ever checked).
 */
export async function issueCode(
  db: Db,
  input: { phone: string; purpose: CodePurpose; userId: number | null },
): Promise<IssueOutcome> {
  const key = await codeKey(db);
  return db.transaction(async (tx) => {
    await lockPhone(tx, input.phone);
    const { rows } = await tx.execute<{
      n: number;
      interval_wait: string | null;
      daily_wait: string | null;
    }>(sql`
      SELECT count(*)::int AS n,
        EXTRACT(EPOCH FROM (max(${verificationCodes.createdAt}) + make_interval(secs => ${CODE_INTERVAL_SECONDS}) - now())) AS interval_wait,
        EXTRACT(EPOCH FROM (min(${verificationCodes.createdAt}) + interval '1 day' - now())) AS daily_wait
      FROM ${verificationCodes}
      WHERE ${verificationCodes.phone} = ${input.phone} AND ${verificationCodes.createdAt} > now() - interval '1 day'`);
    const row = rows[0];
    if (row && row.n >= CODES_PER_DAY)
      return { kind: 'throttled', waitSeconds: Math.ceil(Number(row.daily_wait)), daily: true };
    const intervalWait = Number(row?.interval_wait ?? 0);
    if (intervalWait > 0) return { kind: 'throttled', waitSeconds: Math.ceil(intervalWait), daily: false };
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.insert(verificationCodes).values({
      phone: input.phone,
      purpose: input.purpose,
      userId: input.userId,
      codeHash: hashCode(key, input.phone, input.purpose, code),
    });
    return { kind: 'issued', code };
  });
}

export type CodeCheck = { ok: true } | { ok: false; message: string };

/**
 * Checks a code within the caller's transaction, locking the newest code of the phone and purpose (and, for
 * `phone`, of this buyer). A wrong code counts against it, so the caller must commit even when the check fails
 * (answer the failure after the transaction). With `consume` a right code is used up.
 */
export async function checkCode(
  tx: Executor,
  key: Buffer,
  input: { phone: string; purpose: CodePurpose; code: string; userId?: number },
  consume: boolean,
): Promise<CodeCheck> {
  const conditions = [eq(verificationCodes.phone, input.phone), eq(verificationCodes.purpose, input.purpose)];
  if (input.userId !== undefined) conditions.push(eq(verificationCodes.userId, input.userId));
  const [row] = await tx
    .select({
      id: verificationCodes.id,
      codeHash: verificationCodes.codeHash,
      failedAttempts: verificationCodes.failedAttempts,
      used: sql<boolean>`${verificationCodes.usedAt} IS NOT NULL`,
      expired: sql<boolean>`${verificationCodes.createdAt} <= now() - make_interval(secs => ${CODE_TTL_SECONDS})`,
    })
    .from(verificationCodes)
    .where(and(...conditions))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1)
    .for('update');
  if (!row) return { ok: false, message: CodeMessages.none };
  if (row.failedAttempts >= MAX_WRONG_TRIES) return { ok: false, message: CodeMessages.burnt };
  if (row.used || row.expired) return { ok: false, message: CodeMessages.stale };
  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = Buffer.from(hashCode(key, input.phone, input.purpose, input.code), 'hex');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    const failed = row.failedAttempts + 1;
    await tx
      .update(verificationCodes)
      .set({ failedAttempts: failed })
      .where(eq(verificationCodes.id, row.id));
    const left = MAX_WRONG_TRIES - failed;
    return { ok: false, message: left > 0 ? CodeMessages.wrong(left) : CodeMessages.burnt };
  }
  if (consume)
    await tx.update(verificationCodes).set({ usedAt: sql`now()` }).where(eq(verificationCodes.id, row.id));
  return { ok: true };
}
