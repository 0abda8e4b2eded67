import type { ConsoleWarehouse, OrderLine } from '@yaocai/domain';
import { Button, Field, FormSection, Input, Select } from '@yaocai/ui';
import { BatchFields } from './BatchFields';
import { type BatchDraft, batchDraft, orderedBatches, type ParcelDraft } from './drafts';
import { LineGroup, Row } from './styles';

interface ParcelFieldsProps {
  parcel: ParcelDraft;
  /** 0-based position among the parcels. */
  index: number;
  lines: readonly OrderLine[];
  /** The active warehouses it may leave from, the default first. */
  warehouses: readonly ConsoleWarehouse[];
  /** The server's first message for a field of this parcel (`carrier`, `batches.2.number`). */
  error: (field: string) => string | undefined;
  onChange: (parcel: ParcelDraft) => void;
  /** Absent for the only parcel. */
  onRemove?: () => void;
}

/**
 * One parcel of the shipment: the warehouse it leaves from, carrier, tracking number, and per order line the
 * batches packed in it (batches that warehouse has on record).
 */
export function ParcelFields({
  parcel,
  index,
  lines,
  warehouses,
  error,
  onChange,
  onRemove,
}: ParcelFieldsProps) {
  const title = `包裹${index + 1}`;
  const at = new Map(orderedBatches(parcel, lines).map((row, position) => [row.key, position]));
  const patch = (key: number, change: Partial<BatchDraft>) =>
    onChange({
      ...parcel,
      batches: parcel.batches.map((row) => (row.key === key ? { ...row, ...change } : row)),
    });
  const remove = (key: number) =>
    onChange({ ...parcel, batches: parcel.batches.filter((row) => row.key !== key) });
  const add = (lineId: number) =>
    onChange({ ...parcel, batches: [...parcel.batches, batchDraft(lineId, '')] });

  return (
    <FormSection title={title}>
      <Field label="发货仓库" error={error('warehouse_id')} required>
        <Select
          value={parcel.warehouse || String(warehouses[0]?.id ?? '')}
          onChange={(event) => onChange({ ...parcel, warehouse: event.target.value })}
        >
          {warehouses.map((warehouse) => (
            <option key={warehouse.id} value={warehouse.id}>
              {warehouse.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="承运商" error={error('carrier')} required>
        <Input
          value={parcel.carrier}
          maxLength={50}
          onChange={(event) => onChange({ ...parcel, carrier: event.target.value })}
        />
      </Field>
      <Field label="运单号" error={error('tracking_no')} required>
        <Input
          value={parcel.tracking}
          maxLength={50}
          onChange={(event) => onChange({ ...parcel, tracking: event.target.value })}
        />
      </Field>
      {lines.map((line) => {
        const rows = parcel.batches.filter((row) => row.lineId === line.id);
        return (
          <LineGroup key={line.id} aria-label={`${title} ${line.name}`}>
            <legend>
              {line.name} {line.ypgg}（订购 {line.number}
              {line.bzdw}）
            </legend>
            {rows.map((row, position) => {
              const name = `${title} ${line.name} 批次${position + 1}`;
              return (
                <BatchFields
                  key={row.key}
                  row={row}
                  name={name}
                  legend={`批次${position + 1}`}
                  error={(field) => error(`batches.${at.get(row.key) ?? 0}.${field}`)}
                  onChange={(change) => patch(row.key, change)}
                  onRemove={rows.length > 1 || index > 0 ? () => remove(row.key) : undefined}
                />
              );
            })}
            <Button
              type="button"
              size="sm"
              variant="secondary"
              aria-label={`为${title} ${line.name}添加批次`}
              onClick={() => add(line.id)}
            >
              添加批次
            </Button>
          </LineGroup>
        );
      })}
      {onRemove && (
        <Row>
          <Button type="button" size="sm" variant="secondary" aria-label={`删除${title}`} onClick={onRemove}>
            删除包裹
          </Button>
        </Row>
      )}
    </FormSection>
  );
}
