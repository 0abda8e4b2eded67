import { DAY_MS } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { CashbackTierRow } from '../db/schema/index';

/*
 * Two cash-back campaigns (满返, issue #22 §1) running for 30 days from the first seed, so /hb has content and a
 * demo order earns a voucher at /wdqb/xjq: 全场满返 (实付满1000返30, 满3000返120, 满5000返250) and 感冒用药满500返20
 * (the 感冒用药 tree). Vouchers last 30 days. Inserted once by title; an operator's later changes are kept.
 */

const campaigns: { title: string; rules: string; tiers: CashbackTierRow[]; cold: boolean }[] = [
  {
    title: '全场满返',
    rules: [
      '1. 活动期间下单，订单实付金额（扣除满减、优惠券和现金券后）满1000元返30元现金券，满3000元返120元，满5000元返250元，按最高一档返，不累加。',
      '2. 现金券在订单完成（确认收货）后发放，有效期30天，可在结算时抵扣货款，不可提现、不找零。',
      '3. 订单发生退款后实付金额低于所达档位的，将收回相应现金券；已使用的部分从退款中扣回。',
    ].join('\n'),
    tiers: [
      { thresholdFen: 100000, voucherFen: 3000 },
      { thresholdFen: 300000, voucherFen: 12000 },
      { thresholdFen: 500000, voucherFen: 25000 },
    ],
    cold: false,
  },
  {
    title: '感冒用药满500返20',
    rules: '感冒用药类商品实付满500元返20元现金券，订单完成后发放，有效期30天。',
    tiers: [{ thresholdFen: 50000, voucherFen: 2000 }],
    cold: true,
  },
];

export async function seedCashback(tx: Executor): Promise<void> {
  const now = Date.now();
  const cold = await tx.execute<{ id: number }>(
    sql`SELECT id FROM categories WHERE code = 'gm' ORDER BY id LIMIT 1`,
  );
  for (const campaign of campaigns) {
    const scopeId = cold.rows[0]?.id;
    if (campaign.cold && scopeId === undefined) continue;
    await tx.execute(sql`
      INSERT INTO cashback_campaigns (title, rule_text, scope, scope_ids, tiers, validity_days, starts_at, ends_at)
      SELECT ${campaign.title}, ${campaign.rules}, ${campaign.cold ? 'categories' : 'all'},
        ${campaign.cold ? `{${scopeId}}` : '{}'}::int[], ${JSON.stringify(campaign.tiers)}::jsonb, 30,
        ${new Date(now - DAY_MS).toISOString()}, ${new Date(now + 30 * DAY_MS).toISOString()}
      WHERE NOT EXISTS (SELECT 1 FROM cashback_campaigns WHERE title = ${campaign.title})`);
  }
}
