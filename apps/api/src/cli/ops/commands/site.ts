import type { Command } from '../command';
import { text } from '../command';
import { controlledSale } from '../kxzq';
import { sendSystemMessage } from '../messages';
import { RECLASS_USAGE, reclassGoods } from '../regulatory';
import { auditTrail, pendingWork } from '../reports';

/* The catalogue's regulatory class, the work waiting, the audit trail, messages and controlled-sale requests. */

export const SITE_COMMANDS: Record<string, Command> = {
  reclass: {
    usage: RECLASS_USAGE,
    options: {},
    run: (tx, positionals) => reclassGoods(tx, positionals),
  },
  pending: {
    usage: 'pending\n      待办：待发货订单、待确认的对公转账、待退款、待开票、逾期账单',
    options: {},
    run: (tx) => pendingWork(tx),
  },
  audit: {
    usage: 'audit [--last N]\n      最近 N 条操作记录（默认 20）',
    options: { last: { type: 'string' } },
    run: (tx, _positionals, values) => auditTrail(tx, text(values.last)),
  },
  message: {
    usage:
      'message <手机号> --title 标题 [--body 正文] [--link /站内路径]\n      向买家发送一条系统消息（我的消息 /wdxx）',
    options: {
      title: { type: 'string', default: '' },
      body: { type: 'string', default: '' },
      link: { type: 'string', default: '' },
    },
    run: (tx, [phone], values) =>
      sendSystemMessage(tx, {
        phone,
        title: text(values.title) ?? '',
        body: text(values.body) ?? '',
        link: text(values.link) ?? '',
      }),
  },
  kxzq: {
    usage:
      'kxzq list [--all] | kxzq approve <id> [--note 备注] | kxzq reject <id> --note 驳回原因\n      控销申请审核',
    options: { all: { type: 'boolean', default: false }, note: { type: 'string', default: '' } },
    run: (tx, positionals, values) =>
      controlledSale(tx, positionals, { all: values.all === true, note: text(values.note) ?? '' }),
  },
};
