import type { CompanyCreditBody, ConsoleCreditRow } from '@yaocai/domain';
import { Button, Field, FormLayout, Input } from '@yaocai/ui';
import { useState } from 'react';
import type { ApiError } from '../api/errors';

export interface CreditTermsFormProps {
  row: ConsoleCreditRow;
  pending: boolean;
  /** The server's refusal: a 422 under its field, anything else as the form's alert. */
  error: ApiError | null;
  onSubmit: (body: CompanyCreditBody) => void;
  onCancel: () => void;
}

/** One company's 账期: limit (yuan), billing day (1–28; 0 with limit 0 closes credit), days to repay. */
export function CreditTermsForm({ row, pending, error, onSubmit, onCancel }: CreditTermsFormProps) {
  const [limit, setLimit] = useState(row.limit);
  const [billingDay, setBillingDay] = useState(String(row.billing_day));
  const [dueDays, setDueDays] = useState(String(row.due_days));
  const errors = error?.fieldErrors ?? {};
  // Digits go as numbers; anything else is sent as typed, for the server to refuse under its field.
  const number = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : -1);
  return (
    <FormLayout
      title={`修改账期：${row.name}`}
      description="额度不能低于已用额度；新的账单日从下一笔账期支付的账单起生效，已出的账单不变。"
      columns={3}
      onSubmit={() => onSubmit({ limit, billing_day: number(billingDay), due_days: number(dueDays) })}
      submitting={pending}
      error={error && !error.fieldErrors ? error.message : undefined}
      actions={
        <>
          <Button type="submit" loading={pending}>
            保存账期
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            取消
          </Button>
        </>
      }
    >
      <Field label="账期额度（元）" required error={errors.limit?.[0]}>
        <Input inputMode="decimal" value={limit} onChange={(event) => setLimit(event.target.value)} />
      </Field>
      <Field label="账单日（每月）" required error={errors.billing_day?.[0]}>
        <Input
          inputMode="numeric"
          value={billingDay}
          onChange={(event) => setBillingDay(event.target.value)}
        />
      </Field>
      <Field label="还款期限（天）" required error={errors.due_days?.[0]}>
        <Input inputMode="numeric" value={dueDays} onChange={(event) => setDueDays(event.target.value)} />
      </Field>
    </FormLayout>
  );
}
