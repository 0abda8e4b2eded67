import { beijingToday, type InvoiceIssueBody } from '@yaocai/domain';
import { Button, Field, Input } from '@yaocai/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import type { ApiError } from '../api/errors';

const Panel = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 480px;
  margin-top: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  h3,
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface InvoiceNumberFormProps {
  /** e.g. 登记发票号码 · 订单 YC…. */
  title: string;
  /** What the operator confirms by sending (the amount, what happens next). */
  description: string;
  submitText: string;
  /** The server's refusal: a 422 under its field, anything else above the buttons. */
  refusal: ApiError | null;
  pending: boolean;
  onSubmit: (body: InvoiceIssueBody) => void;
  onCancel: () => void;
}

/**
 * The number and date the tax platform gave an invoice, typed by 财务: in place under the queue, the number
 * focused on open, Escape cancels. The server checks both (20 digits, unused; not after today).
 */
export function InvoiceNumberForm({
  title,
  description,
  submitText,
  refusal,
  pending,
  onSubmit,
  onCancel,
}: InvoiceNumberFormProps) {
  const [number, setNumber] = useState('');
  const [issuedOn, setIssuedOn] = useState(beijingToday());
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const fields = refusal?.fieldErrors ?? {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ number, issued_on: issuedOn });
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
      <h3 id={titleId}>{title}</h3>
      <p>{description}</p>
      <Field label="发票号码" hint="税务平台开具的20位数电发票号码" error={fields.number?.[0]} required>
        <Input
          ref={input}
          value={number}
          inputMode="numeric"
          maxLength={24}
          onChange={(event) => setNumber(event.target.value)}
        />
      </Field>
      <Field label="开票日期" error={fields.issued_on?.[0]} required>
        <Input type="date" value={issuedOn} onChange={(event) => setIssuedOn(event.target.value)} />
      </Field>
      {refusal && !refusal.fieldErrors && <p role="alert">{refusal.message}</p>}
      <Actions>
        <Button type="submit" loading={pending}>
          {submitText}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          取消
        </Button>
      </Actions>
    </Panel>
  );
}
