import { COUPON_TEMPLATE_STATUS_TEXT, couponScheduleBody, couponTemplateBody } from '@yaocai/domain';
import type { Executor } from '../../db/client';
import {
  createCouponTemplate,
  listCouponTemplates,
  scheduleCouponTemplate,
  setCouponTemplateStatus,
} from '../../wallet';
import { OpsError } from './audit';

/*
 * `ops coupon list | create --json '{…}' | schedule <id> --from <ISO> --to <ISO> | pause | resume | end <id>`:
 * coupon templates from the command line — the functions the console's 优惠券 screen calls (wallet/coupon-templates.ts),
 * each in the command's audited transaction.
 */

export const COUPON_USAGE =
  'coupon list | create --json \'{"title":…}\' | schedule <id> --from <ISO时间> --to <ISO时间> | pause <id> | resume <id> | end <id>\n' +
  '      优惠券模板：列表、新建（字段同控制台，JSON）、领取时间、暂停、恢复、结束（结束后不可恢复，已领的券仍可用）';

const idOf = (text: string | undefined) => {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) throw new OpsError(`用法：ops ${COUPON_USAGE}`, 2);
  return Number(text);
};

/** A zod refusal in the console's words: 字段: 原因. */
function refused(error: { issues: { path: PropertyKey[]; message: string }[] }): OpsError {
  return new OpsError(error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'), 2);
}

export async function couponCommand(
  tx: Executor,
  [action, idText]: string[],
  options: { json?: string; from?: string; to?: string },
): Promise<string> {
  switch (action) {
    case 'list': {
      const rows = await listCouponTemplates(tx);
      if (rows.length === 0) return '暂无优惠券';
      return rows
        .map(
          (row) =>
            `#${row.id} ${row.title}  ${COUPON_TEMPLATE_STATUS_TEXT[row.status]}  已领 ${row.claimed_count}/${row.total_quantity ?? '不限'}  已用 ${row.used_count}  ${row.scope_text}`,
        )
        .join('\n');
    }
    case 'create': {
      let raw: unknown;
      try {
        raw = JSON.parse(options.json ?? '');
      } catch {
        throw new OpsError('请用 --json 给出优惠券字段（JSON）', 2);
      }
      const parsed = couponTemplateBody.safeParse(raw);
      if (!parsed.success) throw refused(parsed.error);
      const row = await createCouponTemplate(tx, parsed.data);
      return `已创建优惠券 #${row.id} ${row.title}`;
    }
    case 'schedule': {
      const id = idOf(idText);
      const parsed = couponScheduleBody.safeParse({
        claim_starts_at: options.from,
        claim_ends_at: options.to,
      });
      if (!parsed.success) throw refused(parsed.error);
      const { after } = await scheduleCouponTemplate(tx, id, parsed.data);
      return `优惠券 #${id} 领取时间：${after.claim_starts_at} 至 ${after.claim_ends_at}`;
    }
    case 'pause':
    case 'resume':
    case 'end': {
      const id = idOf(idText);
      const status = action === 'pause' ? 'paused' : action === 'resume' ? 'active' : 'ended';
      const { before, after } = await setCouponTemplateStatus(tx, id, status);
      return `优惠券 #${id} ${after.title}：${COUPON_TEMPLATE_STATUS_TEXT[before.status]} → ${COUPON_TEMPLATE_STATUS_TEXT[after.status]}`;
    }
    default:
      throw new OpsError(`用法：ops ${COUPON_USAGE}`, 2);
  }
}
