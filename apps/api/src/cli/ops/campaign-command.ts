import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { OpsError } from './audit';

/*
 * `ops <kind> list | create --json '{…}' | schedule <id> --from <ISO> --to <ISO> | pause | resume | end <id>` for
 * the campaigns operators schedule (满返活动 `ops cashback`, 优惠券模板 `ops coupon`): the functions the console's
 * routes call, each in the command's audited transaction. Each kind passes its contracts, services and words.
 */

type CampaignStatus = 'active' | 'paused' | 'ended';
type Campaign = { id: number; title: string; status: CampaignStatus };

export interface CampaignKind<R extends Campaign, B, W> {
  usage: string;
  /** What the answers call one (满返活动, 优惠券). */
  noun: string;
  statusText: Record<CampaignStatus, string>;
  list(tx: Executor): Promise<R[]>;
  listLine(row: R): string;
  body: z.ZodType<B>;
  create(tx: Executor, body: B): Promise<R>;
  schedule: {
    /** --from and --to as the contract names them. */
    fields(from: string | undefined, to: string | undefined): unknown;
    body: z.ZodType<W>;
    /** Sets the window; answers its words (活动时间：… 至 …). */
    set(tx: Executor, id: number, body: W): Promise<string>;
  };
  setStatus(tx: Executor, id: number, status: CampaignStatus): Promise<{ before: R; after: R }>;
}

export type CampaignOptions = { json?: string; from?: string; to?: string };

/** A zod refusal in the console's words: 字段: 原因. */
function refused(error: { issues: { path: PropertyKey[]; message: string }[] }): OpsError {
  return new OpsError(error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'), 2);
}

function parsedOrRefused<T>(schema: z.ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw refused(parsed.error);
  return parsed.data;
}

const STATUS_OF = { pause: 'paused', resume: 'active', end: 'ended' } as const;

/** The command of one kind: `(tx, positionals, options)` as ops.ts runs it. */
export function campaignCommand<R extends Campaign, B, W>(kind: CampaignKind<R, B, W>) {
  const usage = () => new OpsError(`用法：ops ${kind.usage}`, 2);
  const idOf = (text: string | undefined) => {
    if (!text || !/^[1-9]\d{0,9}$/.test(text)) throw usage();
    return Number(text);
  };
  return async (tx: Executor, [action, idText]: string[], options: CampaignOptions): Promise<string> => {
    switch (action) {
      case 'list': {
        const rows = await kind.list(tx);
        if (rows.length === 0) return `暂无${kind.noun}`;
        return rows.map(kind.listLine).join('\n');
      }
      case 'create': {
        let raw: unknown;
        try {
          raw = JSON.parse(options.json ?? '');
        } catch {
          throw new OpsError(`请用 --json 给出${kind.noun}字段（JSON）`, 2);
        }
        const row = await kind.create(tx, parsedOrRefused(kind.body, raw));
        return `已创建${kind.noun} #${row.id} ${row.title}`;
      }
      case 'schedule': {
        const id = idOf(idText);
        const body = parsedOrRefused(kind.schedule.body, kind.schedule.fields(options.from, options.to));
        return `${kind.noun} #${id} ${await kind.schedule.set(tx, id, body)}`;
      }
      case 'pause':
      case 'resume':
      case 'end': {
        const id = idOf(idText);
        const { before, after } = await kind.setStatus(tx, id, STATUS_OF[action]);
        const text = kind.statusText;
        return `${kind.noun} #${id} ${after.title}：${text[before.status]} → ${text[after.status]}`;
      }
      default:
        throw usage();
    }
  };
}
