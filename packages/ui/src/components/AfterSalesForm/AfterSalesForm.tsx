import {
  AFTER_SALE_REASON_TEXT,
  AFTER_SALE_REASONS,
  AFTER_SALE_TYPE_TEXT,
  AFTER_SALE_TYPES,
  type AfterSaleReason,
  type AfterSaleType,
} from '@yaocai/domain/print';
import {
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useState,
} from 'react';
import { Button } from '../Button/Button';
import { Field } from '../Field/Field';
import { useFieldControl } from '../Field/fieldContext';
import { Select } from '../Field/Select';
import { Actions, Description, FormError, Photos, Root } from './AfterSalesForm.styles';
import { type AfterSalesFormLine, isChoosable, LinesTable } from './LinesTable';

export type { AfterSalesFormLine };

export interface AfterSalesPhoto {
  image_id: string;
  url: string;
}

/** What the form submits, in the API's words. */
export interface AfterSalesFormValues {
  type: AfterSaleType;
  reason: AfterSaleReason;
  description: string;
  lines: { line_id: number; number: number }[];
  image_ids: string[];
}

export interface AfterSalesFormProps {
  lines: readonly AfterSalesFormLine[];
  /** Photos uploaded so far (the app uploads; the form shows and removes them). */
  photos?: readonly AfterSalesPhoto[];
  /** The buyer picked files to add as photos. */
  onAddPhotos?: (files: File[]) => void;
  onRemovePhoto?: (imageId: string) => void;
  /** A photo upload is under way. @default false */
  uploading?: boolean;
  /** Called with the request when the buyer submits (at least one unit chosen). */
  onSubmit: (values: AfterSalesFormValues) => void;
  onCancel?: () => void;
  /** The request is being sent. @default false */
  submitting?: boolean;
  /** The server's refusal: a message and the field errors (`lines`, `reason`, `description`, `image_ids`). */
  error?: ReactNode;
  fieldErrors?: Partial<Record<string, readonly string[]>>;
  /** Most photos allowed. @default 9 */
  maxPhotos?: number;
}

function DescriptionArea(props: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <Description {...useFieldControl(props)} />;
}

/** The photo picker, labelled and described by its Field. */
function PhotoInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return <input type="file" accept="image/jpeg,image/png,image/webp" multiple {...useFieldControl(props)} />;
}

/**
 * 申请售后 (issue #21 §5): the kind (退货退款 / 仅退款 / 换货 / 补寄资料), each line with a quantity stepper capped at
 * what is returnable (a combination: one row, in sets), a reason from the list, a description and photos. On
 * 退货退款 / 仅退款 a recorded gift is not chosen: its row shows the units that follow the chosen trigger units
 * (赠品随退), by the server's rule. The server decides; the form only keeps
 * what cannot be sent (no unit chosen) from being sent, and shows the server's field errors.
 */
export function AfterSalesForm({
  lines,
  photos = [],
  onAddPhotos,
  onRemovePhoto,
  uploading = false,
  onSubmit,
  onCancel,
  submitting = false,
  error,
  fieldErrors = {},
  maxPhotos = 9,
}: AfterSalesFormProps) {
  const [type, setType] = useState<AfterSaleType>('return');
  const [reason, setReason] = useState<AfterSaleReason>('damaged');
  const [description, setDescription] = useState('');
  // Chosen lines and their quantities (a line not chosen has no entry).
  const [numbers, setNumbers] = useState<Record<number, number>>({});
  const [nothingChosen, setNothingChosen] = useState(false);
  const chosen = lines
    .filter((line) => isChoosable(line, type) && numbers[line.id] !== undefined)
    .map((line) => ({ line_id: line.id, number: numbers[line.id] as number }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setNothingChosen(true);
      return;
    }
    setNothingChosen(false);
    onSubmit({ type, reason, description, lines: chosen, image_ids: photos.map((photo) => photo.image_id) });
  };
  const linesError = nothingChosen ? '请至少选择一件售后商品' : fieldErrors.lines?.[0];
  return (
    <Root data-ui="AfterSalesForm" aria-label="申请售后" aria-busy={submitting} noValidate onSubmit={submit}>
      {error && <FormError role="alert">{error}</FormError>}
      <Field label="售后类型" error={fieldErrors.type?.[0]} required>
        <Select value={type} onChange={(event) => setType(event.target.value as AfterSaleType)}>
          {AFTER_SALE_TYPES.map((value) => (
            <option key={value} value={value}>
              {AFTER_SALE_TYPE_TEXT[value]}
            </option>
          ))}
        </Select>
      </Field>
      <LinesTable
        lines={lines}
        type={type}
        numbers={numbers}
        onNumbersChange={setNumbers}
        describedBy={linesError ? 'after-sales-lines-error' : undefined}
      />
      {linesError && (
        <FormError id="after-sales-lines-error" role="alert">
          {linesError}
        </FormError>
      )}
      <Field label="售后原因" error={fieldErrors.reason?.[0]} required>
        <Select value={reason} onChange={(event) => setReason(event.target.value as AfterSaleReason)}>
          {AFTER_SALE_REASONS.map((value) => (
            <option key={value} value={value}>
              {AFTER_SALE_REASON_TEXT[value]}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="问题描述"
        hint="最多500字，如破损情况、批号、少发数量"
        error={fieldErrors.description?.[0]}
      >
        <DescriptionArea
          value={description}
          maxLength={500}
          onChange={(event) => setDescription(event.target.value)}
        />
      </Field>
      <Field
        label={`照片（${photos.length}/${maxPhotos}）`}
        hint="JPG、PNG、WebP，每张不超过5MB"
        error={fieldErrors.image_ids?.[0]}
      >
        <PhotoInput
          disabled={uploading || photos.length >= maxPhotos || !onAddPhotos}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length > 0) onAddPhotos?.(files.slice(0, maxPhotos - photos.length));
          }}
        />
      </Field>
      {photos.length > 0 && (
        <Photos aria-label="已上传的照片">
          {photos.map((photo, index) => (
            <li key={photo.image_id}>
              <img src={photo.url} alt={`售后照片 ${index + 1}`} />
              {onRemovePhoto && (
                <Button variant="link" size="sm" onClick={() => onRemovePhoto(photo.image_id)}>
                  删除照片 {index + 1}
                </Button>
              )}
            </li>
          ))}
        </Photos>
      )}
      <Actions>
        <Button type="submit" loading={submitting}>
          提交申请
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            取消
          </Button>
        )}
      </Actions>
    </Root>
  );
}
