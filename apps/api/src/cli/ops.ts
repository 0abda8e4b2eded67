import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { loadConfig } from '../config';
import type { Db, Executor } from '../db/client';
import { DataDirLockedError } from '../db/lock';
import { ApiError, bannedOnlineRefusal } from '../lib/errors';
import { confirmAnyTransfer } from '../payments';
import { AFTER_SALE_COMMANDS } from './ops/after-sales';
import { audited, OpsError } from './ops/audit';
import { CASHBACK_USAGE, cashbackCommand } from './ops/cashback';
import { connectOps } from './ops/connect';
import { COUPON_USAGE, couponCommand } from './ops/coupons';
import { drawPending, fulfilDrawGift } from './ops/draw';
import { HM_COMMANDS } from './ops/hm';
import {
  INVOICE_ISSUE_USAGE,
  INVOICE_REVERSE_USAGE,
  issueFromCommandLine,
  reverseFromCommandLine,
} from './ops/invoice';
import { controlledSale } from './ops/kxzq';
import { MANAGER_COMMANDS } from './ops/managers';
import { sendSystemMessage } from './ops/messages';
import { addOperator, OPERATOR_ADD_USAGE } from './ops/operators';
import {
  grantFromCommandLine,
  POINTS_GRANT_USAGE,
  POINTS_RULES_USAGE,
  POINTS_SHIP_USAGE,
  pointsPending,
  pointsRules,
  pointsShip,
} from './ops/points';
import {
  APPROVE_CERT_USAGE,
  APPROVE_COMPANY_USAGE,
  approveCertificate,
  approveCompany,
  REJECT_CERT_USAGE,
  REJECT_COMPANY_USAGE,
  rejectCertificate,
  rejectCompany,
  reviewPending,
} from './ops/qualifications';
import { RECONCILE_USAGE, reconcileFromCommandLine } from './ops/reconcile';
import { RECLASS_USAGE, reclassGoods } from './ops/regulatory';
import { auditTrail, pendingWork } from './ops/reports';
import { parseBatch, shipFromCommandLine, TRACK_USAGE, trackFromCommandLine } from './ops/ship';
import { creditBalance, setCredit } from './ops/wallet';
import { PAGE_USAGE, pageCommand, WELFARE_USAGE, welfareCommand } from './ops/welfare';
import { printable } from './printable';

/*
 * `ops`: the operators' one tool (issue #9). It runs beside the server on the server's database (ops/connect.ts),
 * each command one transaction with its ops_audit row (ops/audit.ts). Exit codes: 0 done, 1 refused or failed,
 * 2 wrong usage. `main` is what the tests call, with their own database and output.
 */

type Values = Record<string, string | boolean | (string | boolean)[] | undefined>;

interface Context {
  actor: string;
  env: NodeJS.ProcessEnv;
}

interface Command {
  usage: string;
  options: NonNullable<ParseArgsConfig['options']>;
  run(tx: Executor, positionals: string[], values: Values, context: Context): Promise<string>;
}

const text = (value: Values[string]) => (typeof value === 'string' ? value : undefined);

const COMMANDS: Record<string, Command> = {
  ...AFTER_SALE_COMMANDS,
  ...HM_COMMANDS,
  ...MANAGER_COMMANDS,
  ship: {
    usage:
      'ship <订单号> --carrier 承运商 --tracking 运单号 [--warehouse 仓库编码] [--parcel 承运商:运单号 …] --line [<包裹序号>@]<行号>:<批号>:<生产日期>:<有效期至>:<数量>[:<追溯码>,<追溯码>…] [--line …]\n' +
      '      已付款订单发货：可分多个包裹（--parcel 为第 2、3… 个包裹，--line 以「2@」放入第 2 个包裹），各包裹中每个商品行的批次数量之和须等于订购数量，日期格式 YYYY-MM-DD；--warehouse 指定发货仓库（按该仓库的批次记录出库），不填为默认仓库',
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
  'credit-balance': {
    usage:
      'credit-balance <公司名称或id> <金额（元）> --remark 备注（如银行回单号）\n      为公司余额充值（记入账本）',
    options: { remark: { type: 'string', default: '' } },
    run: (tx, [company, yuan], values, { actor }) => {
      if (!company) throw new OpsError('请填写公司：ops credit-balance <公司名称或id> <金额>', 2);
      return creditBalance(tx, { company, yuan, remark: text(values.remark) ?? '', actor });
    },
  },
  'set-credit': {
    usage:
      'set-credit <公司名称或id> --limit <额度（元）> --billing-day <1–28> [--due-days <0–90>]\n      设置账期额度、账单日和还款期限（额度不能低于已用额度）',
    options: {
      limit: { type: 'string' },
      'billing-day': { type: 'string' },
      'due-days': { type: 'string' },
    },
    run: (tx, [company], values) => {
      if (!company) throw new OpsError('请填写公司：ops set-credit <公司名称或id> --limit …', 2);
      return setCredit(tx, {
        company,
        limit: text(values.limit),
        billingDay: text(values['billing-day']),
        dueDays: text(values['due-days']),
      });
    },
  },
  coupon: {
    usage: COUPON_USAGE,
    options: { json: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } },
    run: (tx, positionals, values) =>
      couponCommand(tx, positionals, {
        json: text(values.json),
        from: text(values.from),
        to: text(values.to),
      }),
  },
  cashback: {
    usage: CASHBACK_USAGE,
    options: { json: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } },
    run: (tx, positionals, values) =>
      cashbackCommand(tx, positionals, {
        json: text(values.json),
        from: text(values.from),
        to: text(values.to),
      }),
  },
  welfare: {
    usage: WELFARE_USAGE,
    options: { json: { type: 'string' } },
    run: (tx, positionals, values) => welfareCommand(tx, positionals, text(values.json)),
  },
  page: {
    usage: PAGE_USAGE,
    options: { json: { type: 'string' } },
    run: (tx, positionals, values) => pageCommand(tx, positionals, text(values.json)),
  },
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
  'draw-pending': {
    usage: 'draw-pending\n      待寄出的抽奖实物奖品（记录号、奖品、买家、收货地址）',
    options: {},
    run: (tx) => drawPending(tx),
  },
  'draw-fulfil': {
    usage:
      'draw-fulfil <抽奖记录号> --carrier 承运商 --tracking 运单号\n      抽奖实物奖品已寄出：记录标为已寄出，并给买家发消息',
    options: { carrier: { type: 'string', default: '' }, tracking: { type: 'string', default: '' } },
    run: (tx, [recordId], values) =>
      fulfilDrawGift(tx, {
        recordId,
        carrier: text(values.carrier) ?? '',
        tracking: text(values.tracking) ?? '',
      }),
  },
  'points-grant': {
    usage: `${POINTS_GRANT_USAGE}\n      给用户加积分（--deduct：扣减，不会扣到负数），写入积分明细`,
    options: { reason: { type: 'string', default: '' }, deduct: { type: 'boolean', default: false } },
    run: (tx, [phone, points], values, { actor }) =>
      grantFromCommandLine(tx, {
        phone,
        points,
        deduct: values.deduct === true,
        reason: text(values.reason) ?? '',
        actor,
      }),
  },
  'points-rules': {
    usage: `${POINTS_RULES_USAGE}\n      查看或修改积分规则（每积分所需实付金额、有效期）`,
    options: { 'fen-per-point': { type: 'string' }, 'expiry-years': { type: 'string' } },
    run: (tx, _positionals, values) =>
      pointsRules(tx, {
        fenPerPoint: text(values['fen-per-point']),
        expiryYears: text(values['expiry-years']),
      }),
  },
  'points-pending': {
    usage: 'points-pending\n      待发货的积分商城订单（最早的 20 条）',
    options: {},
    run: (tx) => pointsPending(tx),
  },
  'points-ship': {
    usage: `${POINTS_SHIP_USAGE}\n      积分订单发货`,
    options: { carrier: { type: 'string', default: '' }, tracking: { type: 'string', default: '' } },
    run: (tx, [id], values) =>
      pointsShip(tx, { id, carrier: text(values.carrier) ?? '', tracking: text(values.tracking) ?? '' }),
  },
  'operator-add': {
    usage: OPERATOR_ADD_USAGE,
    options: { role: { type: 'string', multiple: true, default: [] }, name: { type: 'string', default: '' } },
    run: (tx, [username], values, { env }) =>
      addOperator(tx, { username, roles: values.role as string[], name: text(values.name) ?? '', env }),
  },
  'review-pending': {
    usage: 'review-pending\n      待审核的企业资质与证照',
    options: {},
    run: (tx) => reviewPending(tx),
  },
  'approve-company': {
    usage: `${APPROVE_COMPANY_USAGE.replace(/^ops /, '')}\n      通过企业资质（初审与质量审核一步完成，及其待审核证照）；--scope 指定批准的经营范围，默认按申请`,
    options: { scope: { type: 'string' } },
    run: (tx, [id], values, { actor }) => approveCompany(tx, id, text(values.scope), actor),
  },
  'reject-company': {
    usage: `${REJECT_COMPANY_USAGE.replace(/^ops /, '')}\n      驳回企业资质，原因会通知买家`,
    options: { reason: { type: 'string', default: '' } },
    run: (tx, [id], values, { actor }) => rejectCompany(tx, id, text(values.reason) ?? '', actor),
  },
  'approve-cert': {
    usage: `${APPROVE_CERT_USAGE.replace(/^ops /, '')}\n      通过一张证照（新增或更新的）`,
    options: {},
    run: (tx, [id], _values, { actor }) => approveCertificate(tx, id, actor),
  },
  'reject-cert': {
    usage: `${REJECT_CERT_USAGE.replace(/^ops /, '')}\n      驳回一张证照，原因会通知买家`,
    options: { reason: { type: 'string', default: '' } },
    run: (tx, [id], values, { actor }) => rejectCertificate(tx, id, text(values.reason) ?? '', actor),
  },
};

const COMMON = '通用选项：--operator 操作人（默认 $USER），--help 帮助';

export const USAGE = [
  '药采运营工具 ops（与服务器同时运行，连接同一数据库：DATABASE_URL，或 DATA_DIR 中的内置 PostgreSQL）',
  '用法：pnpm --filter @yaocai/api ops <命令> …',
  '',
  ...Object.values(COMMANDS).map((command) => `  ${command.usage}`),
  '',
  COMMON,
  '退出码：0 完成，1 被拒绝或失败，2 用法错误。每条命令都记入操作审计（ops audit）。',
].join('\n');

export interface OpsIo {
  db: Db;
  out: (text: string) => void;
  err?: (text: string) => void;
  env?: NodeJS.ProcessEnv;
}

/** The answer to a command line that needs no database (help, a missing or unknown command), else null. */
export function withoutDatabase(argv: string[]): { code: 0 | 2; text: string } | null {
  const [name, ...rest] = argv;
  if (name === undefined) return { code: 2, text: USAGE };
  if (name === 'help' || name === '--help' || name === '-h') return { code: 0, text: USAGE };
  const command = COMMANDS[name];
  if (!command) return { code: 2, text: `未知命令「${name}」\n\n${USAGE}` };
  if (rest.includes('--help') || rest.includes('-h'))
    return { code: 0, text: `用法：ops ${command.usage}\n${COMMON}` };
  return null;
}

/** Runs one command line (`argv` without the program); returns the exit code. */
export async function main(argv: string[], given: OpsIo): Promise<number> {
  // Every line printed, answers and errors alike, is escaped in this one place (stored text, arguments echoed).
  const io = { ...given, out: (text: string) => given.out(printable(text)) };
  const err = (text: string) => (given.err ?? given.out)(printable(text));
  const early = withoutDatabase(argv);
  if (early) {
    (early.code === 0 ? io.out : err)(early.text);
    return early.code;
  }
  const [name, ...rest] = argv as [string, ...string[]];
  const command = COMMANDS[name] as Command;
  const { values: common } = parseArgs({
    args: rest,
    strict: false,
    allowPositionals: true,
    options: { operator: { type: 'string' } },
  });
  const operator = (text(common.operator) ?? io.env?.USER ?? process.env.USER ?? '').trim();
  if (!operator) {
    err('请用 --operator 指明操作人（或设置 $USER）');
    return 2;
  }
  const args = rest.filter((arg, index) => arg !== '--operator' && rest[index - 1] !== '--operator');
  try {
    const output = await audited(io.db, { operator, command: name, args }, (tx) => {
      let parsed: ReturnType<typeof parseArgs>;
      try {
        parsed = parseArgs({
          args: rest,
          allowPositionals: true,
          options: { ...command.options, operator: { type: 'string' } },
        });
      } catch (error) {
        throw new OpsError(`${(error as Error).message}\n用法：ops ${command.usage}`, 2);
      }
      return command.run(tx, parsed.positionals, parsed.values, {
        actor: `operator:${operator}`,
        env: io.env ?? process.env,
      });
    });
    io.out(output);
    return 0;
  } catch (error) {
    if (error instanceof OpsError) {
      err(error.message);
      return error.exitCode;
    }
    const refusal = bannedOnlineRefusal(error);
    if (error instanceof ApiError || refusal) {
      err((refusal ?? (error as ApiError)).message);
      return 1;
    }
    err(`执行失败：${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

async function run(): Promise<number> {
  const early = withoutDatabase(process.argv.slice(2));
  if (early) {
    (early.code === 0 ? console.log : console.error)(printable(early.text));
    return early.code;
  }
  const database = await connectOps(loadConfig(), (message) => console.error(`[ops] ${message}`));
  try {
    return await main(process.argv.slice(2), { db: database.db, out: console.log, err: console.error });
  } finally {
    await database.shutdown();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  run().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(printable(error instanceof DataDirLockedError ? error.message : String(error)));
      process.exit(1);
    },
  );
}
