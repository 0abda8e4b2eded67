import type { ConsoleWarehouse } from '@yaocai/domain';
import { Button, DataTable, type DataTableColumn, Field, FormLayout, Input, ListState } from '@yaocai/ui';
import { useState } from 'react';
import { useCreateWarehouse, useUpdateWarehouse, useWarehouses } from '../data/use-warehouses';

const empty = { code: '', name: '', address: '', region: '' };
type Draft = typeof empty;

/**
 * 仓库管理 (仓储, 管理员): where batches are kept and parcels leave from. Add one, edit one (its code stays: scripts
 * name it), deactivate or reactivate it; the default warehouse stays active (the server answers 409).
 */
export default function WarehousesPage() {
  const { warehouses, error, isLoading, retry } = useWarehouses();
  const create = useCreateWarehouse();
  const update = useUpdateWarehouse();
  const [editing, setEditing] = useState<ConsoleWarehouse | null>(null);
  const [draft, setDraft] = useState<Draft>(empty);
  const [notice, setNotice] = useState('');
  const saving = editing ? update : create;
  const errors = saving.error?.fieldErrors ?? {};

  const field = (name: keyof Draft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [name]: event.target.value })),
  });
  const startEdit = (row: ConsoleWarehouse) => {
    setEditing(row);
    setDraft({ code: row.code, name: row.name, address: row.address, region: row.region });
  };
  const reset = () => {
    setEditing(null);
    setDraft(empty);
  };
  const submit = async () => {
    const { code, ...rest } = draft;
    const saved = editing ? await update.run(editing.id, rest) : await create.run({ code, ...rest });
    if (!saved) return;
    setNotice(`${editing ? '已保存' : '已新增'}仓库 ${saved.name}`);
    reset();
  };
  const toggle = async (row: ConsoleWarehouse) => {
    const saved = await update.run(row.id, { active: row.active === 0 });
    if (saved) setNotice(`${saved.name}已${saved.active ? '启用' : '停用'}`);
  };

  const columns: DataTableColumn<ConsoleWarehouse>[] = [
    { key: 'code', header: '编码', cell: (row) => row.code },
    {
      key: 'name',
      header: '名称',
      rowHeader: true,
      cell: (row) => (row.is_default ? `${row.name}（默认）` : row.name),
    },
    { key: 'region', header: '所在地区', cell: (row) => row.region || '—' },
    { key: 'address', header: '地址', cell: (row) => row.address || '—' },
    { key: 'state', header: '状态', cell: (row) => (row.active ? '启用' : '已停用') },
    {
      key: 'action',
      header: '操作',
      cell: (row) => (
        <>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`编辑 ${row.name}`}
            onClick={() => startEdit(row)}
          >
            编辑
          </Button>{' '}
          {row.is_default === 0 && (
            <Button
              size="sm"
              variant="secondary"
              disabled={update.pending}
              aria-label={`${row.active ? '停用' : '启用'} ${row.name}`}
              onClick={() => toggle(row)}
            >
              {row.active ? '停用' : '启用'}
            </Button>
          )}
        </>
      ),
    },
  ];

  return (
    <section aria-labelledby="warehouses-title">
      <h2 id="warehouses-title">仓库管理</h2>
      <p role="status">{notice}</p>
      {!editing && update.error && <p role="alert">{update.error.message}</p>}
      {isLoading || error || !warehouses ? (
        <ListState
          status={error ? 'error' : 'loading'}
          loadingText="正在加载仓库…"
          errorText="仓库加载失败"
          onRetry={retry}
        />
      ) : warehouses.length === 0 ? (
        <ListState status="empty" emptyText="暂无仓库" />
      ) : (
        <DataTable
          caption="仓库"
          captionHidden
          columns={columns}
          rows={warehouses}
          rowKey={(row) => row.id}
        />
      )}
      <FormLayout
        title={editing ? `编辑仓库 ${editing.code}` : '新增仓库'}
        description="批次按仓库记录，发货时选择发货仓库；可售库存仍是商品的库存（下单扣减）。"
        onSubmit={submit}
        submitting={saving.pending}
        error={saving.error && !saving.error.fieldErrors ? saving.error.message : undefined}
        columns={2}
        actions={
          <>
            <Button type="submit" loading={saving.pending}>
              {editing ? '保存' : '新增仓库'}
            </Button>
            {editing && (
              <Button variant="secondary" onClick={reset}>
                取消
              </Button>
            )}
          </>
        }
      >
        <Field
          label="仓库编码"
          required
          error={errors.code?.[0]}
          hint={editing ? '编码不可修改' : '2–20 位字母、数字或 -'}
        >
          <Input autoComplete="off" disabled={editing !== null} {...field('code')} />
        </Field>
        <Field label="仓库名称" required error={errors.name?.[0]}>
          <Input autoComplete="off" {...field('name')} />
        </Field>
        <Field label="所在地区" error={errors.region?.[0]}>
          <Input autoComplete="off" {...field('region')} />
        </Field>
        <Field label="地址" error={errors.address?.[0]}>
          <Input autoComplete="off" {...field('address')} />
        </Field>
      </FormLayout>
    </section>
  );
}
