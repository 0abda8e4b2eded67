import { CASHBACK_STATUS_TEXT, cashbackCampaignBody, cashbackScheduleBody } from '@yaocai/domain';
import { createCampaign, listCampaigns, scheduleCampaign, setCampaignStatus } from '../../cashback';
import { campaignCommand } from './campaign-command';

/*
 * `ops cashback list | create --json '{…}' | schedule <id> --from <ISO> --to <ISO> | pause | resume | end <id>`:
 * cash-back campaigns (满返) from the command line — the functions the console's routes call
 * (cashback/campaigns.ts), each in the command's audited transaction. docs/cashback.md.
 */

export const CASHBACK_USAGE =
  'cashback list | create --json \'{"title":…}\' | schedule <id> --from <ISO时间> --to <ISO时间> | pause <id> | resume <id> | end <id>\n' +
  '      满返活动：列表、新建（字段同控制台，JSON）、活动时间、暂停、恢复、结束（结束后不可恢复，已参加的订单照常返券）';

export const cashbackCommand = campaignCommand({
  usage: CASHBACK_USAGE,
  noun: '满返活动',
  statusText: CASHBACK_STATUS_TEXT,
  list: listCampaigns,
  listLine: (row) =>
    `#${row.id} ${row.title}  ${row.status_text}  ${row.tiers.map((tier) => `满${tier.threshold}返${tier.voucher}`).join('/')}  参与订单 ${row.orders}  已返 ¥${row.issued}`,
  body: cashbackCampaignBody,
  create: createCampaign,
  schedule: {
    fields: (from, to) => ({ starts_at: from, ends_at: to }),
    body: cashbackScheduleBody,
    set: async (tx, id, body) => {
      await scheduleCampaign(tx, id, body);
      return `活动时间：${body.starts_at} 至 ${body.ends_at}`;
    },
  },
  setStatus: setCampaignStatus,
});
