import type { Store } from '@yaocai/domain';
import { Button, ListState } from '@yaocai/ui';
import { type ReactNode, useId } from 'react';
import { styled } from 'styled-components';
import { ReadStatus } from '../../components/member/ReadStatus';
import { useStores, useSwitchStore } from '../../data/use-stores';
import { useUser } from '../../data/use-user';
import { Muted, PageHeading, StackList } from '../../layout/page.styles';
import { StoreForm } from './StoreForm';

const Row = styled.article<{ $active: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.medium};

  h3 { margin: 0 0 ${({ theme }) => theme.space[1]}; font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

const Current = styled.strong`
  color: ${({ theme }) => theme.colors.brand};
`;

const SubHeading = styled.h2`
  margin: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

interface BuyerRowProps {
  title: string;
  detail: string;
  active: boolean;
  /** The switch button's text, e.g. 切换到此门店. */
  switchLabel: string;
  onSwitch: () => void;
  switching: boolean;
}

/** One account the session can buy for: the head office itself or a store; the active one says so. */
function BuyerRow({ title, detail, active, switchLabel, onSwitch, switching }: BuyerRowProps) {
  const titleId = useId();
  return (
    <li>
      <Row $active={active} aria-labelledby={titleId} aria-current={active || undefined}>
        <div>
          <h3 id={titleId}>{title}</h3>
          <Muted>{detail}</Muted>
        </div>
        {active ? (
          <Current>当前采购</Current>
        ) : (
          <Button variant="secondary" size="sm" loading={switching} onClick={onSwitch}>
            {switchLabel}
          </Button>
        )}
      </Row>
    </li>
  );
}

const storeDetail = (store: Store) =>
  [
    `联系人：${store.contact || '—'}`,
    `手机：${store.phone}`,
    store.is_passed ? '资质已通过' : store.reason,
  ].join('　');

/**
 * /zhzx/ddgl (spec §2 /ddgl) — multi-store: the head office's store accounts, adding one, and switching which of
 * them (or the head office itself) this session buys for; the cart, orders and addresses follow the switch.
 */
export function StoresPage() {
  const stores = useStores();
  const user = useUser().data;
  const switcher = useSwitchStore();
  const acting = user?.acting_store ?? null;
  const list = stores.data;

  let body: ReactNode;
  if (!list) body = <ReadStatus read={stores} what="门店" />;
  else if (list.length === 0)
    body = <ListState status="empty" emptyText="还没有门店，添加门店账号后可切换为该门店采购" />;
  else
    body = (
      <StackList aria-label="门店列表">
        {user && (
          <BuyerRow
            switchLabel="切换回总部"
            title={`总部：${user.company || user.name || user.phone}`}
            detail="以总部身份采购"
            active={acting === null}
            switching={switcher.pending}
            onSwitch={() => void switcher.run(0)}
          />
        )}
        {list.map((store) => (
          <BuyerRow
            key={store.id}
            switchLabel="切换到此门店"
            title={store.company}
            detail={storeDetail(store)}
            active={store.is_active === 1}
            switching={switcher.pending}
            onSwitch={() => void switcher.run(store.id)}
          />
        ))}
      </StackList>
    );

  return (
    <>
      <PageHeading>多门店管理</PageHeading>
      <SubHeading>添加门店</SubHeading>
      <StoreForm />
      <SubHeading>我的门店</SubHeading>
      {acting && (
        <Muted role="status">当前为门店“{acting.company}”采购：购物车、订单与收货地址均为该门店的</Muted>
      )}
      {body}
    </>
  );
}
