import { messageLink, messageText, messageTitle } from '@yaocai/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/index';
import { sendPlatformMessage } from '../../messages';
import { OpsError } from './audit';

/** A field's value by the domain's rule, or the rule's message as a usage error. */
function parsed<T extends z.ZodType>(rule: T, value: string): z.infer<T> {
  const result = rule.safeParse(value);
  if (!result.success) throw new OpsError(result.error.issues[0]?.message ?? '输入不正确', 2);
  return result.data;
}

/**
 * `ops message <手机号> --title … [--body …] [--link /path]`: a 系统消息 from the platform to one buyer (/wdxx),
 * through `sendPlatformMessage` like the console's 站内消息, with the same rules (`@yaocai/domain`).
 */
export async function sendSystemMessage(
  tx: Executor,
  input: { phone: string | undefined; title: string; body: string; link: string },
): Promise<string> {
  if (!input.phone) throw new OpsError('请填写手机号：ops message <手机号> --title 标题', 2);
  const title = parsed(messageTitle, input.title);
  const body = parsed(messageText, input.body);
  const link = parsed(messageLink, input.link);
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, input.phone));
  if (!user) throw new OpsError(`没有手机号为 ${input.phone} 的账号`);
  await sendPlatformMessage(tx, { audience: { userId: user.id }, title, body, link });
  return `已向 ${input.phone} 发送系统消息「${title}」`;
}
