import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ephedrineLimitsOf, setEphedrineLimits } from '../../orders';
import { OpsError } from './audit';

/* 含麻 quantity limits from the command line (issue #21 §4; docs/regulatory.md "含麻"). */

type Values = Record<string, unknown>;

const USAGE =
  'hm-limit <企业ID> [--per-order 件数 --per-month 件数]\n      查看或设置该企业含麻黄碱类复方制剂的每单、每月限购件数（不设置时用默认 20/100）';

function count(raw: unknown, name: string): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 0) throw new OpsError(`--${name} 须为非负整数\n用法：ops ${USAGE}`, 2);
  return n;
}

async function hmLimit(tx: Executor, positionals: string[], values: Values, actor: string): Promise<string> {
  const companyId = Number(positionals[0]);
  if (!Number.isSafeInteger(companyId) || companyId <= 0)
    throw new OpsError(`请填写企业ID\n用法：ops ${USAGE}`, 2);
  const found = await tx.execute<{ name: string }>(sql`SELECT name FROM companies WHERE id = ${companyId}`);
  const name = found.rows[0]?.name;
  if (!name) throw new OpsError(`没有 ID 为 ${companyId} 的企业`);
  const perOrder = count(values['per-order'], 'per-order');
  const perMonth = count(values['per-month'], 'per-month');
  if (perOrder !== undefined || perMonth !== undefined) {
    if (perOrder === undefined || perMonth === undefined)
      throw new OpsError(`请同时填写 --per-order 和 --per-month\n用法：ops ${USAGE}`, 2);
    if (perMonth < perOrder) throw new OpsError('每月限购不能少于每单限购');
    await setEphedrineLimits(tx, companyId, { perOrderUnits: perOrder, perMonthUnits: perMonth }, actor);
  }
  const limits = await ephedrineLimitsOf(tx, companyId);
  return `${name}：含麻黄碱类复方制剂每单限购 ${limits.perOrderUnits} 件，每月限购 ${limits.perMonthUnits} 件`;
}

export const HM_COMMANDS = {
  'hm-limit': {
    usage: USAGE,
    options: {
      'per-order': { type: 'string' as const, default: '' },
      'per-month': { type: 'string' as const, default: '' },
    },
    run: (tx: Executor, positionals: string[], values: Values, context: { actor: string }) =>
      hmLimit(tx, positionals, values, context.actor),
  },
};
