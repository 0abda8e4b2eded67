import { ADDRESS_MAX, type Address } from '@yaocai/domain';
import { AddressCard, Button, ListState } from '@yaocai/ui';
import { type ReactNode, useState } from 'react';
import { styled } from 'styled-components';
import { AddressDialog } from '../../components/address/AddressDialog';
import {
  addressCardFields,
  useAddresses,
  useDeleteAddress,
  useSetDefaultAddress,
} from '../../data/use-address';
import { CardList, Muted, PageHeading, Panel } from '../../layout/page.styles';

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

/** One address with its actions; each action keeps its own pending state. */
function AddressItem({ address, onEdit }: { address: Address; onEdit: () => void }) {
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();
  return (
    <li>
      <AddressCard
        {...addressCardFields(address)}
        busy={remove.pending || makeDefault.pending}
        onEdit={onEdit}
        onDelete={() => void remove.run(address.id)}
        onSetDefault={() => void makeDefault.run(address.id)}
      />
    </li>
  );
}

/**
 * /zhzx/addr (spec §2 /addr) — the company's delivery addresses: edit, delete (after asking), make default,
 * and add up to ADDRESS_MAX. The form checks the domain's addressBody before anything is sent.
 */
export function AddressPage() {
  const addresses = useAddresses();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const list = addresses.data;
  const full = (list?.length ?? 0) >= ADDRESS_MAX;

  let body: ReactNode;
  if (!list)
    body = (
      <ListState
        status={addresses.error ? 'error' : 'loading'}
        loadingText="正在加载收货地址…"
        errorText="收货地址加载失败，请稍后重试"
        onRetry={addresses.retry}
      />
    );
  else if (list.length === 0)
    body = <ListState status="empty" emptyText="还没有收货地址，点击“新增收货地址”添加" />;
  else
    body = (
      <CardList aria-label="收货地址列表">
        {list.map((address) => (
          <AddressItem key={address.id} address={address} onEdit={() => setEditing(address)} />
        ))}
      </CardList>
    );

  return (
    <Panel aria-labelledby="addr-heading">
      <Head>
        <PageHeading id="addr-heading">收货地址</PageHeading>
        <Button onClick={() => setEditing('new')} disabled={!list || full}>
          新增收货地址
        </Button>
      </Head>
      {full && <Muted>最多保存{ADDRESS_MAX}个收货地址，请删除不用的地址后再新增</Muted>}
      {body}
      {editing && (
        <AddressDialog
          address={editing === 'new' ? null : editing}
          onSaved={() => setEditing(null)}
          onClose={() => setEditing(null)}
        />
      )}
    </Panel>
  );
}
