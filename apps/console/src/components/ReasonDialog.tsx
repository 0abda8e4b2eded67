import { Button, Field, Input } from '@yaocai/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';

const Panel = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  h4 {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface ReasonDialogProps {
  /** e.g. 驳回营业执照. */
  title: string;
  /** The server's refusal of the reason (a 422), shown under the field. */
  error?: string;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
  /** The field's label. @default 驳回原因 */
  fieldLabel?: string;
  /** The submit button's text. @default 确定驳回 */
  submitLabel?: string;
  /** @default danger */
  variant?: 'danger' | 'primary';
  /** The field's hint. @default 会通过站内消息告知买家 */
  hint?: string;
}

/**
 * Asks for a rejection's reason, told to the buyer as written: a dialog in place (beside what is rejected), the
 * field focused when it opens, Escape cancels. The server checks the reason (one line, no control characters).
 */
export function ReasonDialog({
  title,
  error,
  pending,
  onSubmit,
  onCancel,
  fieldLabel = '驳回原因',
  submitLabel = '确定驳回',
  variant = 'danger',
  hint = '会通过站内消息告知买家',
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(reason);
  };
  return (
    <Panel
      role="dialog"
      aria-labelledby={titleId}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <h4 id={titleId}>{title}</h4>
      <Field label={fieldLabel} hint={hint} error={error} required>
        <Input
          ref={input}
          value={reason}
          maxLength={200}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
      <Actions>
        <Button type="submit" variant={variant} loading={pending}>
          {submitLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          取消
        </Button>
      </Actions>
    </Panel>
  );
}
