import type { ConsoleOrderDetail } from '@yaocai/domain';
import { Button, FormLayout } from '@yaocai/ui';
import { useState } from 'react';
import { useShipOrder } from '../../data/use-orders';
import { useWarehouses } from '../../data/use-warehouses';
import { assignedUnits, fieldName, type ParcelDraft, parcelDraft, shipBody, shippable } from './drafts';
import { ParcelFields } from './ParcelFields';
import { Coverage } from './styles';

/**
 * 发货: one or more parcels (docs/logistics.md), each with its carrier, tracking number and the batches packed
 * in it; every goods line is covered whole across the parcels, which the list under the parcels shows as typed.
 */
export function ShipForm({
  order,
  onShipped,
}: {
  order: ConsoleOrderDetail;
  onShipped: (message: string) => void;
}) {
  const lines = shippable(order.lines);
  const [parcels, setParcels] = useState<ParcelDraft[]>(() => [parcelDraft(lines)]);
  const ship = useShipOrder();
  const { warehouses, error: warehousesError } = useWarehouses();
  // Active ones, the default first (the list's order): a parcel leaves from the default unless another is chosen.
  const active = warehouses?.filter((warehouse) => warehouse.active === 1) ?? [];
  const defaultWarehouse = active[0]?.id;
  const errors = ship.error?.fieldErrors ?? {};
  const units = assignedUnits(parcels);

  const submit = async () => {
    if (defaultWarehouse === undefined) return;
    const message = await ship.run(order.id, shipBody(parcels, lines, defaultWarehouse));
    if (message !== undefined) onShipped(message);
  };
  const change = (key: number, next: ParcelDraft) =>
    setParcels((all) => all.map((parcel) => (parcel.key === key ? next : parcel)));

  return (
    <FormLayout
      title="发货"
      description="可分多个包裹发出：各包裹从所选仓库出库，批次须是该仓库记录的批次（出库扣减其数量）；各包裹中每个商品行的批次数量之和须等于订购数量；追溯码每行一个，可扫码或粘贴。"
      onSubmit={submit}
      submitting={ship.pending}
      error={ship.error?.message ?? (warehousesError ? '仓库加载失败，请刷新后再发货' : undefined)}
      columns={2}
      actions={
        <>
          <Button
            type="button"
            variant="secondary"
            onClick={() => setParcels((all) => [...all, parcelDraft()])}
            disabled={ship.pending}
          >
            添加包裹
          </Button>
          <Button type="submit" loading={ship.pending} disabled={defaultWarehouse === undefined}>
            确认发货
          </Button>
        </>
      }
    >
      {parcels.map((parcel, index) => (
        <ParcelFields
          key={parcel.key}
          parcel={parcel}
          index={index}
          lines={lines}
          warehouses={active}
          error={(field) => errors[fieldName(parcels.length, index, field)]?.[0]}
          onChange={(next) => change(parcel.key, next)}
          onRemove={
            parcels.length > 1
              ? () => setParcels((all) => all.filter((p) => p.key !== parcel.key))
              : undefined
          }
        />
      ))}
      <Coverage aria-label="各商品已分配数量">
        {lines.map((line) => {
          const assigned = units.get(line.id) ?? 0;
          const state = assigned === line.number ? 'whole' : assigned < line.number ? 'short' : 'over';
          return (
            <li key={line.id} data-state={state}>
              {line.name}：已分配 {assigned} / 订购 {line.number}
              {line.bzdw}
              {state === 'short' && '（不足）'}
              {state === 'over' && '（超出）'}
            </li>
          );
        })}
      </Coverage>
    </FormLayout>
  );
}
