import type { AdvertBody, ConsoleAdvert, ConsoleAdverts } from '@yaocai/domain';
import { Button, Field, Input, Select } from '@yaocai/ui';
import { type FormEvent, useId, useState } from 'react';
import { isoOf, localOf } from '../../components/local-time';
import { FormPanel } from '../../components/page.styles';
import { useSaveAdvert, useUploadPicture } from '../../data/use-adverts';

export interface AdvertFormProps {
  /** The advert edited; null for a new one. */
  advert: ConsoleAdvert | null;
  positions: ConsoleAdverts['positions'];
  /** The position a new advert starts in (the page's filter). */
  positionId?: number;
  onDone: () => void;
}

/**
 * 新建 / 编辑广告, in place above the table: position, title, picture (uploaded into the picture store first),
 * link, order and window. The server's refusals show under their fields; Escape cancels.
 */
export function AdvertForm({ advert, positions, positionId, onDone }: AdvertFormProps) {
  const [draft, setDraft] = useState({
    position_id: String(advert?.position_id ?? positionId ?? positions[0]?.id ?? ''),
    title: advert?.title ?? '',
    image: advert?.image ?? '',
    url: advert?.url ?? '',
    sort: String(advert?.sort ?? 0),
    starts_at: localOf(advert?.starts_at ?? null),
    ends_at: localOf(advert?.ends_at ?? null),
  });
  const save = useSaveAdvert();
  const upload = useUploadPicture();
  const titleId = useId();
  const errors = save.error?.fieldErrors ?? {};
  const set = (field: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: event.target.value }));

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const uploaded = await upload.run(file);
    if (uploaded) setDraft((d) => ({ ...d, image: uploaded.image }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: AdvertBody = {
      position_id: Number(draft.position_id),
      title: draft.title,
      image: draft.image,
      url: draft.url,
      sort: Number(draft.sort) || 0,
      starts_at: isoOf(draft.starts_at) || null,
      ends_at: isoOf(draft.ends_at) || null,
    };
    if (await save.run(advert?.id ?? null, body)) onDone();
  };

  return (
    <FormPanel
      aria-labelledby={titleId}
      onSubmit={submit}
      noValidate
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
    >
      <h3 id={titleId}>{advert ? `编辑广告：${advert.title}` : '新建广告'}</h3>
      <Field label="广告位" required error={errors.position_id?.[0]}>
        <Select value={draft.position_id} onChange={set('position_id')}>
          {positions.map((position) => (
            <option key={position.id} value={position.id}>
              {position.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="标题" required error={errors.title?.[0]}>
        <Input value={draft.title} maxLength={40} onChange={set('title')} />
      </Field>
      <Field label="排序" hint="小的在前" error={errors.sort?.[0]}>
        <Input type="number" min={0} value={draft.sort} onChange={set('sort')} />
      </Field>
      <Field
        label="图片"
        required
        hint="JPG、PNG 或 WebP，不超过 5MB"
        error={upload.error?.fieldErrors?.file?.[0] ?? upload.error?.message ?? errors.image?.[0]}
      >
        <Input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(e) => choose(e.target.files?.[0])}
        />
      </Field>
      <Field label="链接" hint="本站路径（如 /yx）或 http(s) 地址，可留空" error={errors.url?.[0]}>
        <Input value={draft.url} onChange={set('url')} />
      </Field>
      <span />
      <Field label="开始时间" hint="留空：立即" error={errors.starts_at?.[0]}>
        <Input type="datetime-local" value={draft.starts_at} onChange={set('starts_at')} />
      </Field>
      <Field label="结束时间" hint="留空：一直展示" error={errors.ends_at?.[0]}>
        <Input type="datetime-local" value={draft.ends_at} onChange={set('ends_at')} />
      </Field>
      <span />
      {draft.image && <img className="wide" src={draft.image} alt={`${draft.title || '广告'}图片预览`} />}
      {save.error && !save.error.fieldErrors && (
        <p className="wide" role="alert">
          {save.error.message}
        </p>
      )}
      <div className="wide">
        <Button type="submit" loading={save.pending || upload.pending}>
          保存
        </Button>{' '}
        <Button type="button" variant="secondary" onClick={onDone}>
          取消
        </Button>
      </div>
    </FormPanel>
  );
}
