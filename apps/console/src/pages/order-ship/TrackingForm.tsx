import { Button, Field, Input } from '@yaocai/ui';
import { useState } from 'react';
import { useAddTracking } from '../../data/use-orders';
import { TrackingFields } from './styles';

/** Now as a Beijing minute for the datetime input (the operator copies the carrier's Beijing times). */
const beijingNow = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 16);

/**
 * 添加物流记录: one entry of a parcel's tracking timeline as the carrier shows it (time, status, place). No
 * carrier-tracking provider is reachable, so these entries are what the buyer sees.
 */
export function TrackingForm({
  orderId,
  parcelId,
  label,
  onAdded,
}: {
  orderId: number;
  parcelId: number;
  /** The parcel's name, e.g. 包裹1: names the form. */
  label: string;
  onAdded: (message: string) => void;
}) {
  const [at, setAt] = useState(beijingNow);
  const [description, setDescription] = useState('');
  const [location, setLocation] = useState('');
  const add = useAddTracking();
  const error = (field: string) => add.error?.fieldErrors?.[field]?.[0];

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = await add.run(orderId, parcelId, { at, description, location });
    if (message === undefined) return;
    setDescription('');
    setLocation('');
    onAdded(message);
  };

  return (
    <TrackingFields aria-label={`${label} 添加物流记录`} onSubmit={submit} aria-busy={add.pending}>
      <Field label="时间（北京时间）" error={error('at')} required>
        <Input type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} />
      </Field>
      <Field
        label="物流状态"
        error={error('description') ?? (error('at') ? undefined : add.error?.message)}
        required
      >
        <Input value={description} maxLength={100} onChange={(event) => setDescription(event.target.value)} />
      </Field>
      <Field label="地点" error={error('location')}>
        <Input value={location} maxLength={50} onChange={(event) => setLocation(event.target.value)} />
      </Field>
      <Button type="submit" size="sm" loading={add.pending}>
        添加物流记录
      </Button>
    </TrackingFields>
  );
}
