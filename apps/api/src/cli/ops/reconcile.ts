import { ONLINE_PAY_METHODS, type OnlinePayMethod, STATEMENT_DIFFERENCE_TEXT } from '@yaocai/domain';
import { loadConfig } from '../../config';
import type { Executor } from '../../db/client';
import { configuredProviders, reconcileDay } from '../../payments';
import { OpsError } from './audit';

export const RECONCILE_USAGE =
  'reconcile <alipay|wechat> <YYYY-MM-DD>\n      下载该支付方式某日（北京时间）的对账单，与平台的在线支付和退款逐笔核对，列出每一处差异';

/**
 * `ops reconcile`: the same comparison as the job and the console's 对账 page, with the providers configured in
 * this process's environment (the server's keys). The local stand-in has no statement outside its server.
 */
export async function reconcileFromCommandLine(
  tx: Executor,
  [method, billDate]: string[],
  env: NodeJS.ProcessEnv,
  actor: string,
): Promise<string> {
  if (!ONLINE_PAY_METHODS.includes(method as OnlinePayMethod) || !/^\d{4}-\d{2}-\d{2}$/.test(billDate ?? ''))
    throw new OpsError(`用法：ops ${RECONCILE_USAGE}`, 2);
  const config = loadConfig(env);
  if (config.payments.dev)
    throw new OpsError('PAYMENT_DRIVER=dev 的本地模拟支付只在服务器进程内，请在控制台「对账」页核对');
  const check = await reconcileDay(
    configuredProviders(config),
    tx,
    method as OnlinePayMethod,
    billDate as string,
    actor,
  );
  const lines = [
    `${method} ${billDate}：对账单 ${check.statementRows} 笔，平台 ${check.ourRows} 笔，差异 ${check.differences.length} 处`,
  ];
  for (const d of check.differences)
    lines.push(
      `  ${STATEMENT_DIFFERENCE_TEXT[d.kind]}  ${d.reference}  对账单 ${d.provider_amount ?? '-'}  平台 ${d.our_amount ?? '-'}`,
    );
  return lines.join('\n');
}
