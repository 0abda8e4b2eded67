import type { ConsoleAfterSaleDetail } from '@yaocai/domain';
import { Button, Checkbox, Field, Select } from '@yaocai/ui';
import { useState } from 'react';
import { Decision } from './decision.styles';

/**
 * 确认收货 (仓储): saleable goods go back on sale, into the warehouse chosen here — preselected with the one the
 * parcel left from (the server's `receive_warehouse_id`), credited to the batches they shipped in. Unsaleable
 * goods go nowhere, so the warehouse is asked only when saleable is ticked.
 */
export function ReceiveForm({
  request,
  pending,
  fieldError,
  onReceive,
}: {
  request: ConsoleAfterSaleDetail;
  pending: boolean;
  fieldError: (name: string) => string | undefined;
  onReceive: (body: { saleable: 0 | 1; warehouse_id?: number }) => void;
}) {
  const [saleable, setSaleable] = useState(true);
  const [warehouseId, setWarehouseId] = useState(String(request.receive_warehouse_id));
  return (
    <Decision
      aria-label="确认收货"
      onSubmit={(event) => {
        event.preventDefault();
        onReceive(saleable ? { saleable: 1, warehouse_id: Number(warehouseId) } : { saleable: 0 });
      }}
    >
      <Checkbox
        label="验收合格，重新入库可售"
        checked={saleable}
        onChange={(event) => setSaleable(event.target.checked)}
      />
      {saleable && (
        <Field label="入库仓库" hint="计入所发批次在该仓库的库存记录" error={fieldError('warehouse_id')}>
          <Select value={warehouseId} onChange={(event) => setWarehouseId(event.target.value)}>
            {request.receive_warehouses.map((warehouse) => (
              <option key={warehouse.id} value={warehouse.id}>
                {warehouse.name}
                {warehouse.is_default === 1 ? '（默认）' : ''}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Button type="submit" loading={pending}>
        确认收货
      </Button>
    </Decision>
  );
}
