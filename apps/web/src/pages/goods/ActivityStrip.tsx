import { type GoodsActivity, type GoodsDetail, yuanToFen } from '@yaocai/domain';
import { Countdown, Price } from '@yaocai/ui';
import { styled } from 'styled-components';
import { useGoodsActivities } from '../../data/use-goods';
import { StackList } from '../../layout/page.styles';

const KIND_LABEL: Record<GoodsActivity['kind'], string> = {
  spike: '秒杀',
  everyday: '特价',
  store_wide: '全场折扣',
};

const Strip = styled(StackList)`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-left: 3px solid ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li { display: flex; flex-wrap: wrap; align-items: center; gap: ${({ theme }) => theme.space[3]}; }
`;

const Kind = styled.span`
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
`;

const Limit = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The promotions this product is in (/api/goods/activities), each with its price (登录可见 for visitors),
 * the per-buyer limit and a countdown on the server clock to its end, or to its start while upcoming; and
 * its 优选包邮 quantity. Nothing shows while loading, on failure or when there is neither.
 */
export function ActivityStrip({ goods }: { goods: GoodsDetail }) {
  const { data: activities, retry: refresh } = useGoodsActivities(goods.id);
  const list = activities?.list ?? [];
  const freeShipping = goods.is_free_shipping === 1 && goods.free_shipping_number > 0;
  if (list.length === 0 && !freeShipping) return null;
  return (
    <Strip aria-label="商品活动">
      {activities &&
        list.map((activity) => (
          <li key={activity.id}>
            <Kind>{KIND_LABEL[activity.kind]}</Kind>
            <span>{activity.title}</span>
            {activity.promo_price === null ? (
              <Price priceFen={null} />
            ) : (
              <Price priceFen={yuanToFen(activity.promo_price)} />
            )}
            {activity.limit_per_buyer > 0 && (
              <Limit>
                每人限购 {activity.limit_per_buyer}
                {goods.bzdw}
              </Limit>
            )}
            <Countdown
              key={`${activity.start}-${activities.timestamp}`}
              serverTime={activities.timestamp}
              start={activity.start}
              end={activity.end}
              label={`${activity.title}倒计时`}
              onEnd={refresh}
            />
          </li>
        ))}
      {freeShipping && (
        <li>
          <Kind>包邮</Kind>
          <span>
            优选包邮：满 {goods.free_shipping_number}
            {goods.bzdw} 包邮
          </span>
        </li>
      )}
    </Strip>
  );
}
