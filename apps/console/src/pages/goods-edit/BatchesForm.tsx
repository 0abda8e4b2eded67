import type { ConsoleGoodsDetail } from '@yaocai/domain';
import { Button, DataTable, type DataTableColumn, Field, FormLayout, Input, Select } from '@yaocai/ui';
import { useState } from 'react';
import { useSaveBatch } from '../../data/use-goods';
import { BatchReport } from './BatchReport';

type Batch = ConsoleGoodsDetail['batches'][number];

const empty = { batch_no: '', production_date: '', expiry_date: '', quantity: '' };

/**
 * 批次: the product's batches, soonest expiry first (the buyer's page shows the next one), and a form that adds a
 * batch or changes the one with the 批号 typed (PUT /api/console/goods/{id}/batches); each batch's 质检报告 is
 * uploaded in its row (BatchReport).
 */
export function BatchesForm({
  goods,
  onSaved,
}: {
  goods: ConsoleGoodsDetail;
  onSaved: (message: string) => void;
}) {
  const save = useSaveBatch();
  const columns: DataTableColumn<Batch>[] = [
    { key: 'no', header: '批号', rowHeader: true, cell: (batch) => batch.batch_no },
    { key: 'warehouse', header: '仓库', cell: (batch) => batch.warehouse },
    { key: 'made', header: '生产日期', cell: (batch) => batch.production_date },
    { key: 'expiry', header: '有效期至', cell: (batch) => batch.expiry_date },
    { key: 'quantity', header: '数量', align: 'end', cell: (batch) => batch.quantity },
    {
      key: 'report',
      header: '质检报告',
      cell: (batch) => <BatchReport goodsId={goods.id} batch={batch} onSaved={onSaved} />,
    },
  ];
  const defaultWarehouse = goods.warehouses.find((w) => w.is_default === 1) ?? goods.warehouses[0];
  const [draft, setDraft] = useState(empty);
  const [warehouseId, setWarehouseId] = useState(String(defaultWarehouse?.id ?? ''));
  const errors = save.error?.fieldErrors ?? {};
  const field = (name: keyof typeof empty) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const submit = async () => {
    const message = await save.run(goods.id, {
      ...draft,
      ...(warehouseId ? { warehouse_id: Number(warehouseId) } : {}),
      quantity: /^\d+$/.test(draft.quantity) ? Number(draft.quantity) : -1,
    });
    if (message !== undefined) onSaved(message);
  };
  return (
    <FormLayout
      title="批次"
      description="买家商品页显示最先到期且有库存的批次（不分仓库）。填写所选仓库已有的批号即修改该批次。质检报告（扫描件，JPG或PNG）在批次行内上传。"
      onSubmit={submit}
      submitting={save.pending}
      error={save.error?.message}
      columns={2}
      actions={
        <Button type="submit" loading={save.pending}>
          保存批次
        </Button>
      }
    >
      <DataTable
        caption="批次"
        columns={columns}
        rows={goods.batches}
        rowKey={(batch) => batch.id}
        emptyText="暂无批次"
      />
      <Field label="仓库" error={errors.warehouse_id?.[0]}>
        <Select value={warehouseId} onChange={(event) => setWarehouseId(event.target.value)}>
          {goods.warehouses.map((w) => (
            <option key={w.id} value={w.id}>
              {w.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="批号" error={errors.batch_no?.[0]}>
        <Input maxLength={40} {...field('batch_no')} />
      </Field>
      <Field label="数量" error={errors.quantity?.[0]}>
        <Input inputMode="numeric" {...field('quantity')} />
      </Field>
      <Field label="生产日期" error={errors.production_date?.[0]}>
        <Input type="date" {...field('production_date')} />
      </Field>
      <Field label="有效期至" error={errors.expiry_date?.[0]}>
        <Input type="date" {...field('expiry_date')} />
      </Field>
    </FormLayout>
  );
}
