import { z } from 'zod';
import { CONSOLE_PERMISSIONS, DASHBOARD_QUEUES, OPERATOR_ROLES } from '../console-roles';
import { newPassword } from './accounts';
import { idParam, oneLineText, pageOf, pageQuery } from './common';

/*
 * The operations console's wire contracts (issue #26 §1, docs/console.md): sign-in, the session, the audit
 * trail and the dashboard. Roles and permissions are console-roles.ts.
 */

export const operatorRole = z.enum(OPERATOR_ROLES, { error: '角色不存在' });
export const consolePermission = z.enum(CONSOLE_PERMISSIONS);

/** Operator names: letters, digits, `.`, `_`, `-`; what `ops operator-add` and the login form take. */
export const operatorUsername = oneLineText('用户名').regex(/^[a-z0-9][a-z0-9._-]{1,31}$/i, {
  error: '用户名为2–32位字母、数字、点、下划线或连字符',
});

/** A TOTP code from the operator's authenticator app: six digits. */
export const totpCode = z
  .string({ error: '请输入动态验证码' })
  .trim()
  .regex(/^\d{6}$/, { error: '动态验证码为6位数字' });

/** POST /api/console/login — `otp` is required for the roles that move money (SECOND_FACTOR_ROLES). */
export const consoleLoginBody = z.strictObject({
  username: operatorUsername,
  password: z.string({ error: '请输入密码' }).min(1, { error: '请输入密码' }).max(128),
  otp: totpCode.optional(),
});
export type ConsoleLoginBody = z.infer<typeof consoleLoginBody>;

/** The signed-in operator: who, their roles, and what those allow (the menu is built from `permissions`). */
export const consoleOperator = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  roles: z.array(operatorRole),
  permissions: z.array(consolePermission),
});
export type ConsoleOperator = z.infer<typeof consoleOperator>;

/** POST /api/console/login → the operator and the CSRF token of the new operator session. */
export const consoleLoginResult = z.object({ operator: consoleOperator, csrf_token: z.string() });
export type ConsoleLoginResult = z.infer<typeof consoleLoginResult>;

/** GET /api/console/session — always 200: the operator and the session's CSRF token, or both null. */
export const consoleSession = z.object({
  operator: consoleOperator.nullable(),
  csrf_token: z.string().nullable(),
});
export type ConsoleSession = z.infer<typeof consoleSession>;

const optionalDate = z.union([z.literal(''), z.iso.date({ error: '日期格式应为 YYYY-MM-DD' })]).default('');

/** GET /api/console/audit — newest first; every filter optional; dates are Beijing calendar days. */
export const consoleAuditQuery = pageQuery.extend({
  /** Who: an operator's username (console) or the `--operator` of an ops command, exactly. */
  operator: oneLineText('操作人').max(64).default(''),
  /** What: a command or console action name, exactly (`login`, `ship`, …). */
  command: oneLineText('操作').max(64).default(''),
  /** Words in the arguments or the outcome. */
  q: oneLineText('关键词').max(100).default(''),
  from: optionalDate,
  to: optionalDate,
});
export type ConsoleAuditQuery = z.infer<typeof consoleAuditQuery>;

export const consoleAuditEntry = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  operator: z.string(),
  /** `console` for a console call, `ops` for a command line. */
  source: z.enum(['console', 'ops']),
  command: z.string(),
  args: z.unknown(),
  ok: z.boolean(),
  result: z.string(),
  /** The changed thing before and after (null when the action has no single thing, e.g. a login). */
  before: z.unknown(),
  after: z.unknown(),
});
export type ConsoleAuditEntry = z.infer<typeof consoleAuditEntry>;

export const consoleAuditPage = pageOf(consoleAuditEntry);
export type ConsoleAuditPage = z.infer<typeof consoleAuditPage>;

/** The dashboard's queues, each counted from the database; only those the operator's roles may open. */
export const dashboardQueue = z.enum(DASHBOARD_QUEUES);

export const consoleDashboard = z.object({
  queues: z.array(z.object({ queue: dashboardQueue, count: z.number().int() })),
});
export type ConsoleDashboard = z.infer<typeof consoleDashboard>;

/** One operator as 管理员 sees them (GET /api/console/operators). */
export const operatorRow = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  roles: z.array(operatorRole),
  disabled: z.boolean(),
  /** Whether a TOTP secret is set (the secret itself is shown once, when it is made). */
  has_totp: z.boolean(),
});
export type OperatorRow = z.infer<typeof operatorRow>;

export const operatorList = z.object({ list: z.array(operatorRow) });
export type OperatorList = z.infer<typeof operatorList>;

const roleList = z
  .array(operatorRole, { error: '请选择角色' })
  .min(1, { error: '请至少选择一个角色' })
  .max(OPERATOR_ROLES.length);

/** POST /api/console/operators (管理员). */
export const operatorCreateBody = z.strictObject({
  username: operatorUsername,
  name: oneLineText('姓名').max(32, { error: '姓名最多32字' }).default(''),
  password: newPassword,
  roles: roleList,
});
export type OperatorCreateBody = z.infer<typeof operatorCreateBody>;

/** PATCH /api/console/operators/{id} (管理员): what is given changes. */
export const operatorUpdateBody = z.strictObject({
  name: oneLineText('姓名').max(32, { error: '姓名最多32字' }).optional(),
  roles: roleList.optional(),
  disabled: z.boolean({ error: '停用应为 true 或 false' }).optional(),
});
export type OperatorUpdateBody = z.infer<typeof operatorUpdateBody>;

/** The operator after a change, and a TOTP secret when one was just made (shown this once). */
export const operatorSaved = z.object({
  operator: operatorRow,
  totp: z.object({ secret: z.string(), uri: z.string() }).nullable(),
});
export type OperatorSaved = z.infer<typeof operatorSaved>;

export const operatorIdParams = z.strictObject({ id: idParam('运营账号') });
