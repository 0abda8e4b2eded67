import { CASHBACK_STATUS_TEXT, cashbackCampaignBody, cashbackScheduleBody } from '@yaocai/domain';
import { createCampaign, listCampaigns, scheduleCampaign, setCampaignStatus } from '../../cashback';
import type { Executor } from '../../db/client';
import { OpsError } from './audit';

/*
 * `ops cashback list | create --json '{…}' | schedule <id> --from <ISO> --to <ISO> | pause | resume | end <id>`:
 * cash-back campaigns (满返) from the command line — the functions the console's routes call
 * (cashback/campaigns.ts), each in the command's audited transaction. docs/cashback.md.
 */

export const CASHBACK_USAGE =
  'cashback list | create --json \'{"title":…}\' | schedule <id> --from <ISO时间> --to <ISO时间> | pause <id> | resume <id> | end <id>\n' +
  '      满返活动：列表、新建（字段同控制台，JSON）、活动时间、暂停、恢复、结束（结束后不可恢复，已参加的订单照常返券）';

const idOf = (text: string | undefined) => {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) throw new OpsError(`用法：ops ${CASHBACK_USAGE}`, 2);
  return Number(text);
};

function refused(error: { issues: { path: PropertyKey[]; message: string }[] }): OpsError {
  return new OpsError(error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'), 2);
}

export async function cashbackCommand(
  tx: Executor,
  [action, idText]: string[],
  options: { json?: string; from?: string; to?: string },
): Promise<string> {
  switch (action) {
    case 'list': {
      const rows = await listCampaigns(tx);
      if (rows.length === 0) return '暂无满返活动';
      return rows
        .map(
          (row) =>
            `#${row.id} ${row.title}  ${row.status_text}  ${row.tiers.map((tier) => `满${tier.threshold}返${tier.voucher}`).join('/')}  参与订单 ${row.orders}  已返 ¥${row.issued}`,
        )
        .join('\n');
    }
    case 'create': {
      let raw: unknown;
      try {
        raw = JSON.parse(options.json ?? '');
      } catch {
        throw new OpsError('请用 --json 给出满返活动字段（JSON）', 2);
      }
      const parsed = cashbackCampaignBody.safeParse(raw);
      if (!parsed.success) throw refused(parsed.error);
      const row = await createCampaign(tx, parsed.data);
      return `已创建满返活动 #${row.id} ${row.title}`;
    }
    case 'schedule': {
      const id = idOf(idText);
      const parsed = cashbackScheduleBody.safeParse({ starts_at: options.from, ends_at: options.to });
      if (!parsed.success) throw refused(parsed.error);
      await scheduleCampaign(tx, id, parsed.data);
      return `满返活动 #${id} 活动时间：${parsed.data.starts_at} 至 ${parsed.data.ends_at}`;
    }
    case 'pause':
    case 'resume':
    case 'end': {
      const id = idOf(idText);
      const status = action === 'pause' ? 'paused' : action === 'resume' ? 'active' : 'ended';
      const { before, after } = await setCampaignStatus(tx, id, status);
      return `满返活动 #${id} ${after.title}：${CASHBACK_STATUS_TEXT[before.status]} → ${CASHBACK_STATUS_TEXT[after.status]}`;
    }
    default:
      throw new OpsError(`用法：ops ${CASHBACK_USAGE}`, 2);
  }
}
