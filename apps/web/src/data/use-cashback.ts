import { cashbackCampaignList, cashVoucherList } from '../api/contracts';
import { request } from '../api/request';
import { keys } from './keys';
import { useRead } from './read';

/** The cash-back page (满返, spec §2 /hb) and the wallet's cash vouchers (现金券, /wdqb/xjq). */
export const CASHBACK_PATHS = { campaigns: '/hb', vouchers: '/wdqb/xjq' } as const;

/** GET /api/cashback: the campaigns running now, with tiers, rules and a few goods. */
export function useCashbackCampaigns() {
  return useRead(keys.cashback.campaigns, () => request('/cashback', { schema: cashbackCampaignList }));
}

/** GET /api/user/cash_voucher: the company's vouchers of one status ('' all, unused, used, expired, revoked). */
export function useCashVouchers(query: { status: string; page: number }) {
  return useRead(keys.cashback.vouchers(query), () =>
    request('/user/cash_voucher', { query, schema: cashVoucherList }),
  );
}
