import type { CashbackCampaignItem } from '@yaocai/domain';
import { beijingDate, formatYuan } from '@yaocai/domain/print';
import { DataTable, type DataTableColumn, ListState } from '@yaocai/ui';
import { ReadStatus } from '../../components/member/ReadStatus';
import { CASHBACK_PATHS, useCashbackCampaigns } from '../../data/use-cashback';
import { PageHeading, PageWidth, TextLink } from '../../layout/page.styles';
import { Campaign, GoodsLinks, RuleText } from './cashback.styles';

type Tier = CashbackCampaignItem['tiers'][number];

const tierColumns: DataTableColumn<Tier>[] = [
  { key: 'threshold', header: '订单实付满', cell: (tier) => formatYuan(tier.threshold), rowHeader: true },
  { key: 'voucher', header: '返现金券', cell: (tier) => formatYuan(tier.voucher) },
];

function CampaignView({ campaign }: { campaign: CashbackCampaignItem }) {
  return (
    <Campaign aria-labelledby={`hb-${campaign.id}`}>
      <h2 id={`hb-${campaign.id}`}>{campaign.title}</h2>
      <p>
        活动时间 {beijingDate(campaign.starts_at * 1000)} 至 {beijingDate(campaign.ends_at * 1000 - 1)} ·
        适用范围：
        {campaign.scope_text}
        {campaign.audience === 'new_buyer' ? ' · 仅限新用户' : ''} · 现金券有效期 {campaign.validity_days} 天
      </p>
      <DataTable
        caption={`${campaign.title}返现档位`}
        columns={tierColumns}
        rows={campaign.tiers}
        rowKey={(tier) => tier.threshold}
      />
      {campaign.rule_text && <RuleText>{campaign.rule_text}</RuleText>}
      {campaign.goods.length > 0 && (
        <GoodsLinks aria-label={`${campaign.title}的商品`}>
          {campaign.goods.map((goods) => (
            <li key={goods.id}>
              <TextLink to={`/list_info/${goods.id}`}>
                <img src={goods.image} alt="" width={96} height={96} loading="lazy" />
                {goods.name} {goods.ypgg}
              </TextLink>
            </li>
          ))}
        </GoodsLinks>
      )}
    </Campaign>
  );
}

/**
 * /hb — 满返 (issue #22 §1): the cash-back campaigns running now, their tiers, rules and goods. The vouchers an
 * order earns arrive at /wdqb/xjq when it completes.
 */
export function CashbackPage() {
  const campaigns = useCashbackCampaigns();
  return (
    <PageWidth>
      <PageHeading>满返活动</PageHeading>
      <p>
        订单完成后按实付金额返现金券，可在 <TextLink to={CASHBACK_PATHS.vouchers}>我的现金券</TextLink>{' '}
        查看，下单时抵扣货款。
      </p>
      {!campaigns.data ? (
        <ReadStatus read={campaigns} what="满返活动" />
      ) : campaigns.data.list.length === 0 ? (
        <ListState status="empty" emptyText="暂无进行中的满返活动" />
      ) : (
        campaigns.data.list.map((campaign) => <CampaignView key={campaign.id} campaign={campaign} />)
      )}
    </PageWidth>
  );
}
