import { Button, Field, Input } from '@yaocai/ui';
import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';
import { useGrantPoints } from '../data/use-points';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 220px));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
`;

const empty = { phone: '', points: '', reason: '' };

/**
 * 积分调整 (财务): grant points to a login (a positive number) or deduct them (a negative one), always with a
 * reason the buyer reads in the points log; a deduction below zero is refused.
 */
export default function PointsGrantPage() {
  const grant = useGrantPoints();
  const [draft, setDraft] = useState(empty);
  const [done, setDone] = useState('');
  const errors = grant.error?.fieldErrors ?? {};
  const field = (name: keyof typeof empty) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [name]: event.target.value })),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const points = /^-?\d+$/.test(draft.points.trim()) ? Number(draft.points.trim()) : draft.points;
    const result = await grant.run({
      phone: draft.phone.trim(),
      points: points as number,
      reason: draft.reason,
    });
    if (!result) return;
    setDone(`已调整 ${draft.phone} 的积分 ${draft.points}，现有 ${result.balance} 积分`);
    setDraft(empty);
  };
  return (
    <section aria-labelledby="points-grant-title">
      <h2 id="points-grant-title">积分调整</h2>
      <Form onSubmit={submit} aria-label="积分调整" noValidate>
        <Field label="用户手机号" error={errors.phone?.[0]} required>
          <Input inputMode="numeric" autoComplete="off" {...field('phone')} />
        </Field>
        <Field label="积分（负数为扣减）" error={errors.points?.[0]} required>
          <Input autoComplete="off" {...field('points')} />
        </Field>
        <Field label="原因" error={errors.reason?.[0]} required>
          <Input autoComplete="off" {...field('reason')} />
        </Field>
        <Button type="submit" disabled={grant.pending}>
          确认调整
        </Button>
      </Form>
      {done && <p role="status">{done}</p>}
      {grant.error && !grant.error.fieldErrors && <p role="alert">{grant.error.message}</p>}
    </section>
  );
}
