import { Button, Field, Input, useFieldControl } from '@yaocai/ui';
import type { TextareaHTMLAttributes } from 'react';
import type { BatchDraft } from './drafts';
import { BatchRow, CodesArea, Wide } from './styles';

/** A textarea that takes its Field's label, hint and error (the library has no textarea yet). */
function Codes(props: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <CodesArea {...useFieldControl(props)} />;
}

interface BatchFieldsProps {
  row: BatchDraft;
  /** The group's accessible name, e.g. 包裹1 阿莫西林胶囊 批次2. */
  name: string;
  legend: string;
  /** The server's first message for a field of this row. */
  error: (field: string) => string | undefined;
  onChange: (patch: Partial<BatchDraft>) => void;
  /** Absent when the row is the line's only one in the first parcel. */
  onRemove?: () => void;
}

/** One batch of one line in one parcel: batch number, dates, quantity and the trace codes, one a line. */
export function BatchFields({ row, name, legend, error, onChange, onRemove }: BatchFieldsProps) {
  return (
    <BatchRow aria-label={name}>
      <legend>{legend}</legend>
      <Field label="批号" error={error('batch_no')} required>
        <Input
          value={row.batch_no}
          maxLength={40}
          onChange={(event) => onChange({ batch_no: event.target.value })}
        />
      </Field>
      <Field label="生产日期" error={error('production_date')} required>
        <Input
          type="date"
          value={row.production_date}
          onChange={(event) => onChange({ production_date: event.target.value })}
        />
      </Field>
      <Field label="有效期至" error={error('expiry_date')} required>
        <Input
          type="date"
          value={row.expiry_date}
          onChange={(event) => onChange({ expiry_date: event.target.value })}
        />
      </Field>
      <Field label="数量" error={error('number')} required>
        <Input
          inputMode="numeric"
          value={row.number}
          onChange={(event) => onChange({ number: event.target.value })}
        />
      </Field>
      <Wide>
        <Field label="追溯码（每行一个）" error={error('trace_codes')}>
          <Codes value={row.codes} onChange={(event) => onChange({ codes: event.target.value })} />
        </Field>
      </Wide>
      {onRemove && (
        <Button type="button" size="sm" variant="secondary" aria-label={`删除${name}`} onClick={onRemove}>
          删除批次
        </Button>
      )}
    </BatchRow>
  );
}
