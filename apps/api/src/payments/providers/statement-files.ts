import { yuanToFen } from '@yaocai/domain';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import type { StatementRow } from './types';

/*
 * The providers' daily statement files, read into statement rows (docs/payments.md "Reconciliation"). Both are
 * CSV with a header row, summary lines after the details, and the provider's own conventions noted below.
 */

/** Text of a statement: UTF-8 when it is valid UTF-8, else GBK (支付宝's files are GBK). */
function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('gbk').decode(bytes);
  }
}

const records = (text: string): string[][] =>
  parse(text, { relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];

/** The index of a column whose header starts with `name`; -1 when absent. */
const column = (header: string[], name: string) => header.findIndex((cell) => cell.startsWith(name));

/**
 * 支付宝 业务明细 (bill_type trade): a zip of CSV files; the detail file's name ends in 业务明细.csv. `#` lines are
 * comments; a row's 业务类型 is 交易 or 退款, 订单金额（元） the amount (negative for a refund), and a refund names
 * our out_request_no in 退款批次号/请求号.
 */
export function parseAlipayStatement(zip: Uint8Array): StatementRow[] {
  const files = unzipSync(zip);
  const name = Object.keys(files).find((file) => file.endsWith('业务明细.csv'));
  if (!name) throw new Error('支付宝对账单中没有业务明细文件');
  const lines = records(
    decode(files[name] as Uint8Array)
      .split(/\r?\n/)
      .filter((line) => !line.startsWith('#'))
      .join('\n'),
  );
  const header = lines[0] ?? [];
  const trade = column(header, '支付宝交易号');
  const outTradeNo = column(header, '商户订单号');
  const type = column(header, '业务类型');
  const amount = column(header, '订单金额');
  const refundNo = column(header, '退款批次号');
  if ([trade, outTradeNo, type, amount, refundNo].includes(-1)) throw new Error('支付宝对账单表头无法识别');
  const rows: StatementRow[] = [];
  for (const line of lines.slice(1)) {
    const kind = line[type] === '交易' ? 'payment' : line[type] === '退款' ? 'refund' : null;
    if (!kind) continue;
    rows.push({
      kind,
      reference: (kind === 'payment' ? line[outTradeNo] : line[refundNo]) ?? '',
      providerId: line[trade] ?? '',
      amountFen: Math.abs(yuanToFen(line[amount] ?? '')),
    });
  }
  return rows;
}

/**
 * 微信支付 交易账单 (bill_type ALL): every value is prefixed with a backtick; after the detail rows a line 总交易单数
 * starts the summary. A SUCCESS row is a payment (应结订单金额), a REFUND row a refund (退款金额, 商户退款单号).
 */
export function parseWechatStatement(text: string): StatementRow[] {
  const lines = records(text).map((line) => line.map((cell) => cell.replace(/^`/, '')));
  const header = lines[0] ?? [];
  const state = column(header, '交易状态');
  const transactionId = column(header, '微信订单号');
  const outTradeNo = column(header, '商户订单号');
  const settled = column(header, '应结订单金额');
  const refundId = column(header, '微信退款单号');
  const outRefundNo = column(header, '商户退款单号');
  const refunded = column(header, '退款金额');
  if ([state, transactionId, outTradeNo, settled, refundId, outRefundNo, refunded].includes(-1))
    throw new Error('微信支付对账单表头无法识别');
  const rows: StatementRow[] = [];
  for (const line of lines.slice(1)) {
    if ((line[0] ?? '').startsWith('总交易单数')) break;
    if (line[state] === 'SUCCESS')
      rows.push({
        kind: 'payment',
        reference: line[outTradeNo] ?? '',
        providerId: line[transactionId] ?? '',
        amountFen: yuanToFen(line[settled] ?? ''),
      });
    else if (line[state] === 'REFUND')
      rows.push({
        kind: 'refund',
        reference: line[outRefundNo] ?? '',
        providerId: line[refundId] ?? '',
        amountFen: yuanToFen(line[refunded] ?? ''),
      });
  }
  return rows;
}
