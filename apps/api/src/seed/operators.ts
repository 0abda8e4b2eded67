import type { OperatorRole } from '@yaocai/domain';
import { createOperator } from '../console';
import type { Executor } from '../db/client';
import { operators } from '../db/schema/index';
import { hashPassword } from '../lib/passwords';
import { DEMO_PASSWORD } from './base-data';

/**
 * The demo operators of the README (password demo1234), one per role. The TOTP secrets are demo data, printed
 * in the README so a demo can sign in as 财务 or 管理员 (an authenticator app, or `oathtool --totp -b SECRET`);
 * a real operator is created with `ops operator-add`, which makes a new secret.
 */
export const DEMO_OPERATORS: readonly {
  username: string;
  name: string;
  roles: OperatorRole[];
  totpSecret?: string;
}[] = [
  { username: 'shenhe', name: '审核员 周敏', roles: ['review'] },
  // A second 审核: the two stages of one company's review need two operators (docs/console.md 两级审核).
  { username: 'zhiliang', name: '质量审核员 孙洁', roles: ['review'] },
  { username: 'cangchu', name: '仓储员 李强', roles: ['warehouse'] },
  {
    username: 'caiwu',
    name: '财务 王芳',
    roles: ['finance'],
    totpSecret: 'CAIWUDEMOSECRETCAIWUDEMOSECRET22',
  },
  { username: 'kefu', name: '客服 陈静', roles: ['service'] },
  { username: 'yunying', name: '运营 赵磊', roles: ['operations'] },
  {
    username: 'admin',
    name: '管理员 刘洋',
    roles: ['admin'],
    totpSecret: 'ADMINDEMOSECRETADMINDEMOSECRET22',
  },
];

/** Idempotent: an operator already there (by username) is left as an administrator may have changed it. */
export async function seedOperators(tx: Executor): Promise<void> {
  const existing = new Set(
    (await tx.select({ username: operators.username }).from(operators)).map((row) => row.username),
  );
  const missing = DEMO_OPERATORS.filter((operator) => !existing.has(operator.username));
  if (missing.length === 0) return;
  // One password for all: hashed once (seconds at production cost), not once per operator.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const operator of missing)
    await createOperator(tx, { ...operator, password: DEMO_PASSWORD, passwordHash });
}
