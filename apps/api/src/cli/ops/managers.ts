import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { OpsError } from './audit';

/*
 * An account manager's console login (account_managers.operator_id, migration 0037): 客服's chat inbox lists that
 * operator's companies first (issue #23 §3, docs/chat.md). `-` unlinks.
 */

const USAGE =
  'manager-login <客户经理手机号> <操作员用户名|->\n      把客户经理与其控制台账号关联（在线客服会话中其负责的企业排在最前）；「-」取消关联';

async function managerLogin(tx: Executor, [phone, username]: string[]): Promise<string> {
  if (!phone || !username) throw new OpsError(`用法：ops ${USAGE}`, 2);
  const manager = (
    await tx.execute<{ id: number; name: string }>(
      sql`SELECT id, name FROM account_managers WHERE phone = ${phone}`,
    )
  ).rows[0];
  if (!manager) throw new OpsError(`没有手机号为 ${phone} 的客户经理`);
  if (username === '-') {
    await tx.execute(sql`UPDATE account_managers SET operator_id = NULL WHERE id = ${manager.id}`);
    return `客户经理 ${manager.name} 已取消关联控制台账号`;
  }
  const operator = (
    await tx.execute<{ id: number }>(sql`SELECT id FROM operators WHERE username = ${username.toLowerCase()}`)
  ).rows[0];
  if (!operator) throw new OpsError(`没有用户名为 ${username} 的操作员`);
  const taken = (
    await tx.execute<{ name: string }>(
      sql`SELECT name FROM account_managers WHERE operator_id = ${operator.id} AND id <> ${manager.id}`,
    )
  ).rows[0];
  if (taken) throw new OpsError(`操作员 ${username} 已关联客户经理 ${taken.name}`);
  await tx.execute(sql`UPDATE account_managers SET operator_id = ${operator.id} WHERE id = ${manager.id}`);
  return `客户经理 ${manager.name} 已关联控制台账号 ${username}`;
}

export const MANAGER_COMMANDS = {
  'manager-login': {
    usage: USAGE,
    options: {},
    run: (tx: Executor, positionals: string[]) => managerLogin(tx, positionals),
  },
};
