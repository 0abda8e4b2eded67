import type { ConsoleCompanyStore } from '@yaocai/domain';
import { Button, DataTable, type DataTableColumn } from '@yaocai/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useStoreAdd, useStoreEdit } from '../../data/use-company-account';
import { Actions } from './CertificateCard';
import { StoreForm } from './StoreForm';

/**
 * 连锁门店: a head office's stores with their review state; 添加门店 (for a 连锁总部) and 修改 per store open the
 * form in place. The head office sees the change in its member centre; each save is one audited call.
 */
export function ChainStores({
  companyId,
  stores,
  isHeadOffice,
}: {
  companyId: number;
  stores: ConsoleCompanyStore[];
  isHeadOffice: boolean;
}) {
  const add = useStoreAdd(companyId);
  const edit = useStoreEdit(companyId);
  const [editing, setEditing] = useState<ConsoleCompanyStore | 'new' | null>(null);
  const [done, setDone] = useState('');
  const columns: DataTableColumn<ConsoleCompanyStore>[] = [
    {
      key: 'name',
      header: '门店',
      rowHeader: true,
      cell: (row) =>
        row.company_id ? <Link to={`/companies/${row.company_id}`}>{row.name}</Link> : row.name || '—',
    },
    { key: 'contact', header: '联系人', cell: (row) => `${row.contact || '—'} ${row.phone}` },
    { key: 'status', header: '资质', cell: (row) => row.status_label },
    {
      key: 'edit',
      header: '操作',
      cell: (row) => (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setEditing(row)}
          aria-label={`修改门店 ${row.name}`}
        >
          修改
        </Button>
      ),
    },
  ];
  const finish = (message: string | undefined) => {
    if (message === undefined) return;
    setDone(message);
    setEditing(null);
  };
  return (
    <>
      <h4>连锁门店（{stores.length}）</h4>
      <DataTable
        caption="连锁门店"
        captionHidden
        columns={columns}
        rows={stores}
        rowKey={(row) => row.user_id}
        emptyText={isHeadOffice ? '该连锁总部还没有门店' : '该企业没有门店（只有连锁总部可添加门店）'}
      />
      {isHeadOffice && editing === null && (
        <Actions>
          <Button variant="secondary" onClick={() => setEditing('new')}>
            添加门店
          </Button>
        </Actions>
      )}
      {editing === 'new' && (
        <StoreForm
          pending={add.pending}
          error={add.error}
          onSubmit={async (body) => finish(await add.run(body))}
          onCancel={() => setEditing(null)}
        />
      )}
      {editing !== null && editing !== 'new' && (
        <StoreForm
          key={editing.user_id}
          store={{ company: editing.name, contact: editing.contact }}
          pending={edit.pending}
          error={edit.error}
          onSubmit={async ({ company, contact }) =>
            finish(await edit.run({ storeId: editing.user_id, body: { company, contact } }))
          }
          onCancel={() => setEditing(null)}
        />
      )}
      {done && <p role="status">{done}</p>}
    </>
  );
}
