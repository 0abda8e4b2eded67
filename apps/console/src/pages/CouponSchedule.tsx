import type { ConsoleCouponRow } from '@yaocai/domain';
import { Button, Field, Input } from '@yaocai/ui';
import { type FormEvent, useId, useState } from 'react';
import { styled } from 'styled-components';
import { isoOf, localOf } from '../components/local-time';

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

export interface CouponScheduleProps {
  coupon: ConsoleCouponRow;
  pending: boolean;
  /** The server's refusal (a 422 on the window, a 409 once ended). */
  error?: string;
  onSave: (claimStartsAt: string, claimEndsAt: string) => void;
  onCancel: () => void;
}

/** 排期: a template's claim window, in place above the table; Escape cancels. */
export function CouponSchedule({ coupon, pending, error, onSave, onCancel }: CouponScheduleProps) {
  const [from, setFrom] = useState(localOf(coupon.claim_starts_at));
  const [to, setTo] = useState(localOf(coupon.claim_ends_at));
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
      <h3 id={titleId}>排期：{coupon.title}</h3>
      <Field label="领取开始" required>
        <Input type="datetime-local" value={from} onChange={(event) => setFrom(event.target.value)} />
      </Field>
      <Field label="领取结束" required error={error}>
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
