import { Button, Field, Input } from '@yaocai/ui';
import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';
import type { ApiError } from '../api/errors';

const Inline = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: end;
`;

/** What a gift's shipment sends: the points mall's and the draw's ship bodies share it. */
export interface CarrierTracking {
  carrier: string;
  tracking_no: string;
}

export interface CarrierTrackingFormProps {
  /** The form's accessible name, e.g. 发货 P2026… or 寄出抽奖记录 #12. */
  label: string;
  submitText: string;
  pending: boolean;
  /** The server's refusal: a 422 under its field, anything else beside the button. */
  refusal: ApiError | null;
  onSubmit: (body: CarrierTracking) => void;
}

/** One line of 承运商 + 运单号 and a send button, for a gift that leaves by parcel (积分订单, 待寄出奖品). */
export function CarrierTrackingForm({
  label,
  submitText,
  pending,
  refusal,
  onSubmit,
}: CarrierTrackingFormProps) {
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const errors = refusal?.fieldErrors ?? {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ carrier, tracking_no: tracking });
  };
  return (
    <Inline onSubmit={submit} aria-label={label} noValidate>
      <Field label="承运商" error={errors.carrier?.[0]}>
        <Input value={carrier} onChange={(event) => setCarrier(event.target.value)} size={8} />
      </Field>
      <Field label="运单号" error={errors.tracking_no?.[0]}>
        <Input value={tracking} onChange={(event) => setTracking(event.target.value)} size={14} />
      </Field>
      <Button size="sm" type="submit" loading={pending}>
        {submitText}
      </Button>
      {refusal && !refusal.fieldErrors && <span role="alert">{refusal.message}</span>}
    </Inline>
  );
}
