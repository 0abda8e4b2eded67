import { AFTER_SALE_STATUS_TEXT, AFTER_SALE_STATUSES, type AfterSaleStatus, formatFen } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import {
  approveAfterSale,
  exchangeAfterSale,
  receiveAfterSale,
  receivedText,
  refundAfterSale,
  rejectAfterSale,
  sendDocumentsAfterSale,
} from '../../after-sales';
import type { Executor } from '../../db/client';
import { OpsError } from './audit';
import { warehouseFromCode } from './warehouse';

/*
 * After-sales from the command line (issue #21 §1): the queue and the same decisions the console makes (the
 * after-sales capability's functions), plus the goods kept out of after-sales. This file only reads the command
 * line's words into their arguments.
 */

type Values = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function parseId(raw: string | undefined, usage: string): number {
  const id = Number(raw);
  if (!raw || !Number.isSafeInteger(id) || id <= 0) throw new OpsError(`请填写售后单号：ops ${usage}`, 2);
  return id;
}

/** `ops after-sales [--status S]`: the queue, oldest first. */
async function queue(tx: Executor, status: string): Promise<string> {
  const wanted = (status || 'pending') as AfterSaleStatus;
  if (!AFTER_SALE_STATUSES.includes(wanted))
    throw new OpsError(`未知状态「${status}」，可选：${AFTER_SALE_STATUSES.join(' ')}`, 2);
  const rows = await tx.execute<{
    id: number;
    order_sn: string;
    company: string;
    type: string;
    amount: string;
  }>(sql`
    SELECT r.id, o.order_sn, c.name AS company, r.type,
      (SELECT coalesce(sum(l.refund_fen), 0) FROM after_sale_lines l WHERE l.request_id = r.id) AS amount
    FROM after_sale_requests r JOIN orders o ON o.id = r.order_id JOIN companies c ON c.id = r.company_id
    WHERE r.status = ${wanted} ORDER BY r.created_at, r.id LIMIT 200`);
  if (rows.rows.length === 0) return `没有${AFTER_SALE_STATUS_TEXT[wanted]}的售后申请`;
  return [
    `${AFTER_SALE_STATUS_TEXT[wanted]}的售后申请：`,
    ...rows.rows.map(
      (r) => `  #${r.id}  ${r.order_sn}  ${r.company}  ${r.type}  ${formatFen(Number(r.amount))}`,
    ),
  ].join('\n');
}

export const AFTER_SALE_COMMANDS = {
  'after-sales': {
    usage:
      'after-sales [--status pending|approved|shipped_back|received|…]\n      售后申请队列（默认待审核），先到先处理',
    options: { status: { type: 'string' as const, default: '' } },
    run: (tx: Executor, _p: string[], values: Values) => queue(tx, text(values.status)),
  },
  'after-sale-approve': {
    usage:
      'after-sale-approve <售后单号> [--address 退货地址] [--days 7]\n      同意售后；退货退款、换货须写退货地址',
    options: {
      address: { type: 'string' as const, default: '' },
      days: { type: 'string' as const, default: '7' },
    },
    run: async (tx: Executor, [id]: string[], values: Values, { actor }: { actor: string }) => {
      const days = Number(text(values.days));
      if (!Number.isSafeInteger(days) || days < 1 || days > 30)
        throw new OpsError('--days 须为 1 到 30 的整数', 2);
      const moved = await approveAfterSale(
        tx,
        parseId(id, 'after-sale-approve <售后单号>'),
        { returnAddress: text(values.address), deadlineDays: days },
        actor,
      );
      return `售后 #${moved.id} 已同意`;
    },
  },
  'after-sale-reject': {
    usage: 'after-sale-reject <售后单号> --reason 原因\n      驳回售后，原因会通知买家',
    options: { reason: { type: 'string' as const, default: '' } },
    run: async (tx: Executor, [id]: string[], values: Values, { actor }: { actor: string }) => {
      const reason = text(values.reason);
      if (!reason) throw new OpsError('请用 --reason 写明驳回原因', 2);
      const moved = await rejectAfterSale(tx, parseId(id, 'after-sale-reject <售后单号>'), reason, actor);
      return `售后 #${moved.id} 已驳回`;
    },
  },
  'after-sale-receive': {
    usage:
      'after-sale-receive <售后单号> [--saleable [--warehouse 仓库编码]]\n      退回的商品已收到；--saleable 验收合格、重新入库（计入所发批次在 --warehouse 仓库的库存记录，不填为默认仓库）',
    options: {
      saleable: { type: 'boolean' as const, default: false },
      warehouse: { type: 'string' as const, default: '' },
    },
    run: async (tx: Executor, [id]: string[], values: Values, { actor }: { actor: string }) => {
      const saleable = values.saleable === true;
      // Like the console route: unsaleable goods go nowhere, so the warehouse is only read for saleable ones.
      const warehouseId = saleable ? await warehouseFromCode(tx, text(values.warehouse)) : undefined;
      const requestId = parseId(id, 'after-sale-receive <售后单号>');
      const received = await receiveAfterSale(tx, requestId, saleable, actor, warehouseId);
      return `售后 #${received.id} ${receivedText(received.restocked)}`;
    },
  },
  'after-sale-refund': {
    usage:
      'after-sale-refund <售后单号>\n      退款：按实付金额原路退回（余额、账期；对公转账退至余额），重复执行不会重复退款',
    options: {},
    run: async (tx: Executor, [id]: string[], _values: Values, { actor }: { actor: string }) => {
      const outcome = await refundAfterSale(tx, parseId(id, 'after-sale-refund <售后单号>'), actor);
      return outcome.repeated ? `售后 #${outcome.requestId} 已退款过：${outcome.note}` : outcome.note;
    },
  },
  'after-sale-exchange': {
    usage: 'after-sale-exchange <售后单号> [--note 说明]\n      换货商品已发出（从库存扣减）',
    options: { note: { type: 'string' as const, default: '' } },
    run: async (tx: Executor, [id]: string[], values: Values, { actor }: { actor: string }) => {
      const moved = await exchangeAfterSale(
        tx,
        parseId(id, 'after-sale-exchange <售后单号>'),
        text(values.note),
        actor,
      );
      return `售后 #${moved.id} 换货已发出`;
    },
  },
  'after-sale-documents': {
    usage: 'after-sale-documents <售后单号> [--note 寄出的资料与方式]\n      资料已补寄',
    options: { note: { type: 'string' as const, default: '' } },
    run: async (tx: Executor, [id]: string[], values: Values, { actor }: { actor: string }) => {
      const moved = await sendDocumentsAfterSale(
        tx,
        parseId(id, 'after-sale-documents <售后单号>'),
        text(values.note),
        actor,
      );
      return `售后 #${moved.id} 资料已补寄`;
    },
  },
  'after-sale-exclude': {
    usage:
      'after-sale-exclude <商品id> --reason 原因 | --remove\n      该商品不支持售后（如冷链、拆零），或 --remove 取消',
    options: {
      reason: { type: 'string' as const, default: '' },
      remove: { type: 'boolean' as const, default: false },
    },
    run: async (tx: Executor, [raw]: string[], values: Values) => {
      const goodsId = Number(raw);
      if (!raw || !Number.isSafeInteger(goodsId) || goodsId <= 0) throw new OpsError('请填写商品id', 2);
      if (values.remove === true) {
        await tx.execute(sql`DELETE FROM after_sale_exclusions WHERE goods_id = ${goodsId}`);
        return `商品 ${goodsId} 恢复支持售后`;
      }
      const reason = text(values.reason);
      if (!reason) throw new OpsError('请用 --reason 写明原因（买家可见）', 2);
      const done = await tx.execute(sql`
        INSERT INTO after_sale_exclusions (goods_id, reason)
        SELECT id, ${reason} FROM goods WHERE id = ${goodsId}
        ON CONFLICT (goods_id) DO UPDATE SET reason = excluded.reason RETURNING goods_id`);
      if (done.rows.length === 0) throw new OpsError(`没有商品 ${goodsId}`, 1);
      return `商品 ${goodsId} 不支持售后：${reason}`;
    },
  },
};
