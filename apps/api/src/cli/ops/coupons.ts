import { COUPON_TEMPLATE_STATUS_TEXT, couponScheduleBody, couponTemplateBody } from '@yaocai/domain';
import {
  createCouponTemplate,
  listCouponTemplates,
  scheduleCouponTemplate,
  setCouponTemplateStatus,
} from '../../wallet';
import { campaignCommand } from './campaign-command';

/*
 * `ops coupon list | create --json '{…}' | schedule <id> --from <ISO> --to <ISO> | pause | resume | end <id>`:
 * coupon templates from the command line — the functions the console's 优惠券 screen calls (wallet/coupon-templates.ts),
 * each in the command's audited transaction.
 */

export const COUPON_USAGE =
  'coupon list | create --json \'{"title":…}\' | schedule <id> --from <ISO时间> --to <ISO时间> | pause <id> | resume <id> | end <id>\n' +
  '      优惠券模板：列表、新建（字段同控制台，JSON）、领取时间、暂停、恢复、结束（结束后不可恢复，已领的券仍可用）';

export const couponCommand = campaignCommand({
  usage: COUPON_USAGE,
  noun: '优惠券',
  statusText: COUPON_TEMPLATE_STATUS_TEXT,
  list: listCouponTemplates,
  listLine: (row) =>
    `#${row.id} ${row.title}  ${COUPON_TEMPLATE_STATUS_TEXT[row.status]}  已领 ${row.claimed_count}/${row.total_quantity ?? '不限'}  已用 ${row.used_count}  ${row.scope_text}`,
  body: couponTemplateBody,
  create: createCouponTemplate,
  schedule: {
    fields: (from, to) => ({ claim_starts_at: from, claim_ends_at: to }),
    body: couponScheduleBody,
    set: async (tx, id, body) => {
      const { after } = await scheduleCouponTemplate(tx, id, body);
      return `领取时间：${after.claim_starts_at} 至 ${after.claim_ends_at}`;
    },
  },
  setStatus: setCouponTemplateStatus,
});
