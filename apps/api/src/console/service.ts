import {
  type ConsoleLoginBody,
  needsSecondFactor,
  type OperatorRole,
  operatorUsername,
} from '@yaocai/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import {
  claimLoginAttempt,
  LOGIN_WINDOW_MINUTES,
  MAX_FAILURES_PER_IP,
  MAX_FAILURES_PER_PHONE,
  markLoginSucceeded,
} from '../accounts';
import type { Db, Executor } from '../db/client';
import { operatorRoles, operators } from '../db/schema/index';
import { conflict, FieldValidationError, fieldRefused, tooManyLogins } from '../lib/errors';
import type { PasswordGate } from '../lib/password-gate';
import { DUMMY_HASH, hashPassword } from '../lib/passwords';
import { acceptedTotpStep, newTotpSecret, totpUri } from './totp';

const BAD_CREDENTIALS = '用户名或密码错误';

/**
 * The key an operator's attempts are counted under in login_attempts: the buyer login's throttle (5 failures per
 * account, 50 per IP in 15 minutes) counts operators too, and an IP's guesses at either login add up.
 * A phone is 11 digits, so `console:` keys never meet a buyer's.
 */
const throttleKey = (username: string) => `console:${username}`;

async function findOperator(db: Db, username: string) {
  const [row] = await db
    .select({
      id: operators.id,
      passwordHash: operators.passwordHash,
      totpSecret: operators.totpSecret,
      totpLastStep: operators.totpLastStep,
      disabled: operators.disabled,
      roles: sql<OperatorRole[]>`coalesce((SELECT array_agg(${operatorRoles.role})
        FROM ${operatorRoles} WHERE ${operatorRoles.operatorId} = ${operators.id}), '{}')`,
    })
    .from(operators)
    .where(eq(operators.username, username));
  return row;
}

/**
 * Checks password and, for the roles that move money, the TOTP code; returns the operator's id. As the buyer
 * login: the attempt is counted before anything is checked (a throttled account is refused unchecked), an unknown
 * name is checked against a dummy hash (same answer, same time). A missing or wrong code leaves the attempt a
 * failure, so codes cannot be guessed faster than passwords; a good code's time step is claimed with a
 * conditional update, so one code signs in once even when sent twice at the same moment.
 */
export async function authenticateOperator(
  db: Db,
  gate: PasswordGate,
  body: ConsoleLoginBody,
  ip: string,
): Promise<number> {
  const username = body.username.toLowerCase();
  return gate.admit(async (verify) => {
    const attempt = await claimLoginAttempt(db, throttleKey(username), ip, {
      minutes: LOGIN_WINDOW_MINUTES,
      perPhone: MAX_FAILURES_PER_PHONE,
      perIp: MAX_FAILURES_PER_IP,
    });
    if (attempt === undefined) throw tooManyLogins();
    const operator = await findOperator(db, username);
    const valid = await verify(body.password, operator?.passwordHash ?? DUMMY_HASH);
    if (!operator || !valid || operator.disabled)
      throw new FieldValidationError({ password: [BAD_CREDENTIALS] });
    if (needsSecondFactor(operator.roles)) {
      if (!operator.totpSecret) throw fieldRefused('otp', '该账号还没有动态验证码，请联系管理员');
      if (!body.otp) throw fieldRefused('otp', '请输入动态验证码');
      const step = await acceptedTotpStep(operator.totpSecret, body.otp, operator.totpLastStep);
      const claimed =
        step !== null &&
        (
          await db
            .update(operators)
            .set({ totpLastStep: step })
            .where(and(eq(operators.id, operator.id), lt(operators.totpLastStep, step)))
            .returning({ id: operators.id })
        ).length === 1;
      if (!claimed) throw fieldRefused('otp', '动态验证码错误或已使用');
    }
    await markLoginSucceeded(db, attempt);
    return operator.id;
  });
}

export interface NewOperator {
  username: string;
  name: string;
  password: string;
  roles: readonly OperatorRole[];
  /** A given TOTP secret (the demo seed's); by default a new one when a role needs it. */
  totpSecret?: string;
  /** A hash made beforehand (the seed hashes its one demo password once). */
  passwordHash?: string;
}

/**
 * Creates an operator with roles (`ops operator-add`, the seed). Returns the TOTP secret and its otpauth address
 * when a role needs the second factor: shown once, to be put in the operator's authenticator app.
 */
export async function createOperator(
  tx: Executor,
  input: NewOperator,
): Promise<{ id: number; totp: { secret: string; uri: string } | null }> {
  const parsed = operatorUsername.safeParse(input.username);
  if (!parsed.success) throw fieldRefused('username', parsed.error.issues[0]?.message ?? '用户名不合法');
  const username = parsed.data.toLowerCase();
  if (input.roles.length === 0) throw fieldRefused('roles', '请至少指定一个角色');
  const secret = needsSecondFactor(input.roles) ? (input.totpSecret ?? newTotpSecret()) : null;
  const [row] = await tx
    .insert(operators)
    .values({
      username,
      name: input.name,
      passwordHash: input.passwordHash ?? (await hashPassword(input.password)),
      totpSecret: secret,
    })
    .onConflictDoNothing()
    .returning({ id: operators.id });
  if (!row) throw conflict(`运营账号 ${username} 已存在`);
  await tx
    .insert(operatorRoles)
    .values([...new Set(input.roles)].map((role) => ({ operatorId: row.id, role })));
  return { id: row.id, totp: secret ? { secret, uri: totpUri(username, secret) } : null };
}
