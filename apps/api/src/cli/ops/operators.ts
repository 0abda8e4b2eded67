import { randomBytes } from 'node:crypto';
import { newPassword, OPERATOR_ROLE_LABELS, OPERATOR_ROLES, type OperatorRole } from '@yaocai/domain';
import { createOperator } from '../../console';
import type { Executor } from '../../db/client';
import { OpsError } from './audit';
import { type Command, text } from './command';

/* `ops operator-add`: the first operator of the console (and any later one, until the console manages them). */

export const OPERATOR_ADD_USAGE =
  'operator-add <用户名> --role 角色 [--role 角色…] [--name 姓名]\n' +
  `      新建运营后台 /console 账号。角色：${OPERATOR_ROLES.map((role) => OPERATOR_ROLE_LABELS[role]).join(' ')}（或 ${OPERATOR_ROLES.join(' ')}）\n` +
  '      密码取自环境变量 OPERATOR_PASSWORD；未设置则生成一个并只显示这一次。财务、管理员须用动态验证码登录：密钥只显示这一次';

/** A role by its Chinese name (审核) or its stored name (review). */
function roleOf(text: string): OperatorRole {
  const role = OPERATOR_ROLES.find((r) => r === text || OPERATOR_ROLE_LABELS[r] === text);
  if (!role) throw new OpsError(`角色「${text}」不存在：${Object.values(OPERATOR_ROLE_LABELS).join(' ')}`, 2);
  return role;
}

export async function addOperator(
  tx: Executor,
  input: { username: string | undefined; roles: string[]; name: string; env: NodeJS.ProcessEnv },
): Promise<string> {
  if (!input.username) throw new OpsError(`请填写用户名：ops ${OPERATOR_ADD_USAGE.split('\n')[0]}`, 2);
  if (input.roles.length === 0) throw new OpsError('请用 --role 指定至少一个角色', 2);
  const roles = [...new Set(input.roles.map(roleOf))];
  const given = input.env.OPERATOR_PASSWORD;
  let password: string;
  if (given) {
    const checked = newPassword.safeParse(given);
    if (!checked.success) throw new OpsError(`OPERATOR_PASSWORD：${checked.error.issues[0]?.message}`, 2);
    password = checked.data;
  } else {
    password = randomBytes(12).toString('base64url');
  }
  const { totp } = await createOperator(tx, { username: input.username, name: input.name, password, roles });
  const lines = [
    `已创建运营账号 ${input.username.toLowerCase()}（${roles.map((r) => OPERATOR_ROLE_LABELS[r]).join('、')}），登录地址 /console`,
  ];
  if (!given) lines.push(`初始密码（只显示这一次）：${password}`);
  if (totp)
    lines.push(
      `动态验证码密钥（只显示这一次，录入身份验证器 App）：${totp.secret}`,
      `  或扫描此地址生成的二维码：${totp.uri}`,
    );
  return lines.join('\n');
}

export const OPERATOR_COMMANDS: Record<string, Command> = {
  'operator-add': {
    usage: OPERATOR_ADD_USAGE,
    options: { role: { type: 'string', multiple: true, default: [] }, name: { type: 'string', default: '' } },
    run: (tx, [username], values, { env }) =>
      addOperator(tx, { username, roles: values.role as string[], name: text(values.name) ?? '', env }),
  },
};
