import { Button, Field, Input } from '@yaocai/ui';
import { type FormEvent, useId, useState } from 'react';
import { styled } from 'styled-components';
import { isoOf, localOf } from './local-time';

const Panel = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  h3 {
    flex-basis: 100%;
    margin: 0;
  }
`;

export interface ScheduleFormProps {
  /** The panel's heading (排期：…). */
  title: string;
  /** The window as it stands, ISO instants. */
  startsAt: string;
  endsAt: string;
  /** @default '开始时间' */
  startLabel?: string;
  /** @default '结束时间' */
  endLabel?: string;
  pending: boolean;
  /** The server's refusal (a 422 on the window, a 409 once ended). */
  error?: string;
  onSave: (startsAt: string, endsAt: string) => void;
  onCancel: () => void;
}

/** 排期: a new window for a coupon template or a campaign, in place above its table; Escape cancels. */
export function ScheduleForm({
  title,
  startsAt,
  endsAt,
  startLabel = '开始时间',
  endLabel = '结束时间',
  pending,
  error,
  onSave,
  onCancel,
}: ScheduleFormProps) {
  const [from, setFrom] = useState(localOf(startsAt));
  const [to, setTo] = useState(localOf(endsAt));
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(isoOf(from), isoOf(to));
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
      <Field label={startLabel} required>
        <Input type="datetime-local" value={from} onChange={(event) => setFrom(event.target.value)} />
      </Field>
      <Field label={endLabel} required error={error}>
        <Input type="datetime-local" value={to} onChange={(event) => setTo(event.target.value)} />
      </Field>
      <Button type="submit" loading={pending}>
        保存排期
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        取消
      </Button>
    </Panel>
  );
}
