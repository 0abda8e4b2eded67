import { confirmAnyTransfer } from '../../../payments';
import { OpsError } from '../audit';
import type { Command } from '../command';
import { text } from '../command';
import {
  INVOICE_ISSUE_USAGE,
  INVOICE_REVERSE_USAGE,
  issueFromCommandLine,
  reverseFromCommandLine,
} from '../invoice';
import { RECONCILE_USAGE, reconcileFromCommandLine } from '../reconcile';
import { parseBatch, shipFromCommandLine, TRACK_USAGE, trackFromCommandLine } from '../ship';

/* Orders from the command line: shipping, tracking, bank transfers, invoices, reconciliation. */

export const ORDER_COMMANDS: Record<string, Command> = {
  ship: {
    usage:
      'ship <订单号> --carrier 承运商 --tracking 运单号 [--warehouse 仓库编码] [--parcel 承运商:运单号[@仓库编码] …] --line [<包裹序号>@]<行号>:<批号>:<生产日期>:<有效期至>:<数量>[:<追溯码>,<追溯码>…] [--line …]\n' +
      '      已付款订单发货：可分多个包裹（--parcel 为第 2、3… 个包裹，--line 以「2@」放入第 2 个包裹），各包裹中每个商品行的批次数量之和须等于订购数量，日期格式 YYYY-MM-DD；--warehouse 指定发货仓库（按该仓库的批次记录出库），不填为默认仓库；--parcel 后加「@仓库编码」让该包裹从另一仓库发出（不加则同 --warehouse）',
    options: {
      carrier: { type: 'string', default: '' },
      tracking: { type: 'string', default: '' },
      warehouse: { type: 'string', default: '' },
      parcel: { type: 'string', multiple: true, default: [] },
      line: { type: 'string', multiple: true, default: [] },
    },
    run: (tx, [orderSn], values, { actor }) => {
      if (!orderSn) throw new OpsError('请填写订单号：ops ship <订单号> …', 2);
      return shipFromCommandLine(tx, {
        orderSn,
        carrier: text(values.carrier) ?? '',
        tracking: text(values.tracking) ?? '',
        warehouse: text(values.warehouse) ?? '',
        more: values.parcel as string[],
        batches: (values.line as string[]).map(parseBatch),
        actor,
      });
    },
  },
  track: {
    usage: TRACK_USAGE,
    options: {
      parcel: { type: 'string', default: '' },
      at: { type: 'string', default: '' },
      text: { type: 'string', default: '' },
      location: { type: 'string', default: '' },
    },
    run: (tx, [orderSn], values, { actor }) => {
      if (!orderSn) throw new OpsError(`请填写订单号：ops ${TRACK_USAGE}`, 2);
      return trackFromCommandLine(tx, {
        orderSn,
        parcel: text(values.parcel) ?? '',
        at: text(values.at) ?? '',
        text: text(values.text) ?? '',
        location: text(values.location) ?? '',
        actor,
      });
    },
  },
  'confirm-transfer': {
    usage:
      'confirm-transfer <转账识别码>\n      对公转账已到账：YCZ… 订单付款（订单变为待发货），YCH… 账期账单还款（识别码见 ops pending）',
    options: {},
    run: async (tx, [reference], _values, { actor }) => {
      if (!reference) throw new OpsError('请填写转账识别码：ops confirm-transfer <识别码>', 2);
      return confirmAnyTransfer(tx, reference, actor);
    },
  },
  'invoice-issue': {
    usage: INVOICE_ISSUE_USAGE,
    options: { number: { type: 'string', default: '' }, date: { type: 'string' } },
    run: (tx, [id], values, { actor }) =>
      issueFromCommandLine(tx, { id, number: text(values.number) ?? '', date: text(values.date), actor }),
  },
  'invoice-reverse': {
    usage: INVOICE_REVERSE_USAGE,
    options: { number: { type: 'string', default: '' }, date: { type: 'string' } },
    run: (tx, [id], values, { actor }) =>
      reverseFromCommandLine(tx, { id, number: text(values.number) ?? '', date: text(values.date), actor }),
  },
  reconcile: {
    usage: RECONCILE_USAGE,
    options: {},
    run: (tx, positionals, _values, { actor, env }) => reconcileFromCommandLine(tx, positionals, env, actor),
  },
};
