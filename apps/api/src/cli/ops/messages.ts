import { isSiteRelative } from '@yaocai/domain/print';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/index';
import { notify } from '../../messages';
import { OpsError } from './audit';

const TITLE_MAX = 50;
const BODY_MAX = 500;

/**
 * `ops message <手机号> --title … [--body …] [--link /path]`: a 系统消息 from the platform to one buyer (/wdxx),
 * through `notify` like every message the server writes. The link must be a page of this site.
 */
export async function sendSystemMessage(
  tx: Executor,
  input: { phone: string | undefined; title: string; body: string; link: string },
): Promise<string> {
  if (!input.phone) throw new OpsError('请填写手机号：ops message <手机号> --title 标题', 2);
  const title = input.title.trim();
  if (!title) throw new OpsError('请填写消息标题：--title 标题', 2);
  if (title.length > TITLE_MAX) throw new OpsError(`消息标题最多${TITLE_MAX}字`, 2);
  if (input.body.length > BODY_MAX) throw new OpsError(`消息正文最多${BODY_MAX}字`, 2);
  if (input.link && (!isSiteRelative(input.link) || /\s/.test(input.link)))
    throw new OpsError('链接须为本站页面路径，如 /zhzx/zzzj', 2);
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, input.phone));
  if (!user) throw new OpsError(`没有手机号为 ${input.phone} 的账号`);
  await notify(tx, { userId: user.id, kind: 'system', title, body: input.body, link: input.link });
  return `已向 ${input.phone} 发送系统消息「${title}」`;
}
