import { beijingToday, type InvoiceIssueBody, invoiceIssueBody } from '@yaocai/domain';
import type { Executor } from '../../db/client';
import { issueInvoice, reverseForError } from '../../invoices';
import { OpsError } from './audit';

/*
 * `ops invoice-issue` and `ops invoice-reverse`: what 财务 does in the console's 发票管理 (docs/invoices.md), for
 * scripts — the same functions, each command one audited transaction. The waiting invoices and their ids are in
 * the console's queue and `ops pending`.
 */

export const INVOICE_ISSUE_USAGE =
  'invoice-issue <发票id> --number <20位数电发票号码> [--date YYYY-MM-DD]\n      登记税务平台为待开票发票（蓝字或退款的红字）开具的号码和日期（默认今天）';
export const INVOICE_REVERSE_USAGE =
  'invoice-reverse <发票id> --number <红字发票号码> [--date YYYY-MM-DD]\n      开票有误：登记冲销整张蓝字发票（剩余部分）的红字发票，订单发票重新进入待开票';

function parse(id: string | undefined, number: string, date: string | undefined) {
  const invoiceId = Number(id);
  if (!id || !/^\d+$/.test(id) || !Number.isSafeInteger(invoiceId) || invoiceId < 1)
    throw new OpsError('请填写发票id（见 ops pending 或控制台发票管理）', 2);
  const body = invoiceIssueBody.safeParse({ number, issued_on: date ?? beijingToday() });
  if (!body.success) throw new OpsError(body.error.issues.map((issue) => issue.message).join('；'), 2);
  return { invoiceId, body: body.data as InvoiceIssueBody };
}

export function issueFromCommandLine(
  tx: Executor,
  input: { id?: string; number: string; date?: string; actor: string },
): Promise<string> {
  const { invoiceId, body } = parse(input.id, input.number, input.date);
  return issueInvoice(tx, invoiceId, body, input.actor);
}

export async function reverseFromCommandLine(
  tx: Executor,
  input: { id?: string; number: string; date?: string; actor: string },
): Promise<string> {
  const { invoiceId, body } = parse(input.id, input.number, input.date);
  return (await reverseForError(tx, invoiceId, body, input.actor)).result;
}
