import type { PointsMallItem } from '@yaocai/domain';
import { ConfirmDialog, ListState, PointsItemCard } from '@yaocai/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { MemberPager } from '../../components/member/MemberPager';
import { ReadStatus } from '../../components/member/ReadStatus';
import { queryString } from '../../components/member/url-query';
import { useAddresses } from '../../data/use-address';
import { POINTS_PATHS, useExchangePoints, usePointsMall } from '../../data/use-points';
import { useUser } from '../../data/use-user';
import { feedback } from '../../feedback/feedback';
import { PageHeading, Panel, TextLink } from '../../layout/page.styles';
import { readPage } from '../../lib/page-number';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[4]} 0;
  padding: 0;
  list-style: none;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};

  strong { color: ${({ theme }) => theme.colors.brand}; font-size: ${({ theme }) => theme.fontSizes.xl}; }
  select { height: 32px; margin-left: ${({ theme }) => theme.space[2]}; }
`;

interface Asked {
  item: PointsMallItem;
  quantity: number;
}

/** Why this buyer cannot exchange the item now, beyond stock and the limit (the card knows those). */
function unavailable(item: PointsMallItem, signedIn: boolean, balance: number, hasAddress: boolean) {
  if (!signedIn) return '登录后兑换';
  if (balance < item.points) return '积分不足';
  if (item.kind === 'goods' && !hasAddress) return '请先添加收货地址';
  return undefined;
}

/**
 * /jfsc — 积分商城 (spec §2: its header hides the title and contacts): goods and coupons for points. Exchanging is
 * confirmed first, then is an order paid in points (POST /api/points_mall/{id}/exchange); goods ship to the
 * address chosen above the grid, coupons land in 我的优惠券 at once.
 */
export function PointsMallPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = readPage(params.get('page'));
  const signedIn = Boolean(useUser().data);
  const mall = usePointsMall(page);
  const addresses = useAddresses();
  const [addressId, setAddressId] = useState<number | null>(null);
  const [asked, setAsked] = useState<Asked | null>(null);
  const exchange = useExchangePoints({
    onSuccess: ({ data }) =>
      feedback.alert({
        message: `兑换成功，订单号 ${data?.order.order_sn ?? ''}，剩余 ${data?.balance ?? 0} 积分`,
        actionLabel: '查看积分订单',
        onAction: () => navigate(POINTS_PATHS.orders),
      }),
  });
  const chosenAddress =
    addressId ?? addresses.data?.find((address) => address.is_default === 1)?.id ?? addresses.data?.[0]?.id;
  const balance = mall.data?.balance ?? 0;
  const confirm = () => {
    if (!asked) return;
    const { item, quantity } = asked;
    setAsked(null);
    exchange.run({
      itemId: item.id,
      number: quantity,
      addressId: item.kind === 'goods' ? chosenAddress : undefined,
    });
  };
  return (
    <Panel aria-labelledby="jfsc-heading">
      <PageHeading id="jfsc-heading">积分商城</PageHeading>
      <Bar>
        {signedIn ? (
          <>
            <span>
              我的积分 <strong>{mall.data ? balance : '…'}</strong>
            </span>
            <TextLink to={POINTS_PATHS.log}>积分明细</TextLink>
            <TextLink to={POINTS_PATHS.orders}>积分订单</TextLink>
            {addresses.data && addresses.data.length > 0 ? (
              <label>
                实物寄往
                <select value={chosenAddress} onChange={(event) => setAddressId(Number(event.target.value))}>
                  {addresses.data.map((address) => (
                    <option key={address.id} value={address.id}>
                      {address.consignee} {address.city}
                      {address.district}
                      {address.detail}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              addresses.data && <TextLink to="/zhzx/addr">添加收货地址</TextLink>
            )}
          </>
        ) : (
          <TextLink to={`/login${queryString({ redirect: POINTS_PATHS.mall })}`}>
            登录后查看积分并兑换
          </TextLink>
        )}
      </Bar>
      {!mall.data ? (
        <ReadStatus read={mall} what="积分商品" />
      ) : mall.data.list.length === 0 ? (
        <ListState status="empty" emptyText="积分商城暂无商品，敬请期待" />
      ) : (
        <>
          <Grid aria-label="积分商品">
            {mall.data.list.map((item) => (
              <li key={item.id}>
                <PointsItemCard
                  kind={item.kind}
                  name={item.name}
                  image={item.image}
                  description={item.description}
                  points={item.points}
                  stock={item.stock}
                  perBuyerLimit={item.per_buyer_limit}
                  exchanged={item.exchanged}
                  unavailableReason={unavailable(item, signedIn, balance, Boolean(chosenAddress))}
                  pending={exchange.pending}
                  onExchange={(quantity) => setAsked({ item, quantity })}
                />
              </li>
            ))}
          </Grid>
          <MemberPager
            page={mall.data.page}
            total={mall.data.total}
            perPage={mall.data.per_page}
            hrefOf={(n) => `${POINTS_PATHS.mall}${queryString({ page: n })}`}
            label="积分商品分页"
          />
        </>
      )}
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title="确认兑换"
        description={
          asked &&
          `用 ${asked.item.points * asked.quantity} 积分兑换「${asked.item.name}」×${asked.quantity}${
            asked.item.kind === 'coupon' ? '，优惠券立即发放' : '，将寄往所选收货地址'
          }？`
        }
        confirmText="确认兑换"
        onConfirm={confirm}
      />
    </Panel>
  );
}
