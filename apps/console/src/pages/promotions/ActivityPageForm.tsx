import type { ActivityPageBody, ConsoleActivityPageRow } from '@yaocai/domain';
import { Button, Field, Input } from '@yaocai/ui';
import { type FormEvent, useId, useState } from 'react';
import { errorUnder } from '../../components/field-errors';
import { idsOf, textOfIds } from '../../components/id-list';
import { isoOf, localOf } from '../../components/local-time';
import { FormPanel } from '../../components/page.styles';
import { TextArea } from '../../components/TextArea';
import { useSaveActivityPage } from '../../data/use-activity-pages';
import { useUploadPicture } from '../../data/use-adverts';

/** The contract's limit (`activityPageBody`): at most ten floors. */
const MAX_FLOORS = 10;

export interface ActivityPageFormProps {
  /** The page edited; null for a new one. */
  page: ConsoleActivityPageRow | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/**
 * 新建 / 编辑活动页, in place above the table: address, title, banner (uploaded into the picture store first), rule
 * text, window, order and the goods floors (a title and goods ids each). The server checks every field (domain
 * `activityPageBody`) and answers each refusal under its field; Escape cancels.
 */
export function ActivityPageForm({ page, onDone, onCancel }: ActivityPageFormProps) {
  const [draft, setDraft] = useState({
    url: page?.url ?? '',
    title: page?.title ?? '',
    banner: page?.banner ?? '',
    rules: page?.rules ?? '',
    starts_at: localOf(page?.starts_at ?? null),
    ends_at: localOf(page?.ends_at ?? null),
    sort: String(page?.sort ?? 0),
  });
  const [floors, setFloors] = useState(
    (page?.floors ?? [{ title: '', goods_ids: [] }]).map((floor) => ({
      title: floor.title,
      goods: textOfIds(floor.goods_ids),
    })),
  );
  const save = useSaveActivityPage();
  const upload = useUploadPicture();
  const titleId = useId();
  const error = (field: string) => errorUnder(save.error, field);
  const set = (field: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: event.target.value }));
  const setFloor = (index: number, part: 'title' | 'goods', value: string) =>
    setFloors((now) => now.map((floor, i) => (i === index ? { ...floor, [part]: value } : floor)));

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const uploaded = await upload.run(file);
    if (uploaded) setDraft((d) => ({ ...d, banner: uploaded.image }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: ActivityPageBody = {
      url: draft.url,
      title: draft.title,
      banner: draft.banner,
      rules: draft.rules,
      starts_at: isoOf(draft.starts_at),
      ends_at: isoOf(draft.ends_at),
      sort: Number(draft.sort) || 0,
      floors: floors.map((floor) => ({ title: floor.title, goods_ids: idsOf(floor.goods) })),
    };
    const saved = await save.run(page?.id ?? null, body);
    if (saved) onDone(page ? `「${saved.title}」已保存` : `已创建「${saved.title}」`);
  };

  return (
    <FormPanel
      aria-labelledby={titleId}
      onSubmit={submit}
      noValidate
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <h3 id={titleId}>{page ? `编辑活动页：${page.title}` : '新建活动页'}</h3>
      <Field label="活动名称" required error={error('title')}>
        <Input value={draft.title} maxLength={30} onChange={set('title')} />
      </Field>
      <Field label="地址" required hint="/activity/地址，小写字母、数字和短横线" error={error('url')}>
        <Input value={draft.url} maxLength={40} onChange={set('url')} />
      </Field>
      <Field label="排序" hint="小的在前" error={error('sort')}>
        <Input type="number" min={0} max={999} value={draft.sort} onChange={set('sort')} />
      </Field>
      <Field label="开始时间" required error={error('starts_at')}>
        <Input type="datetime-local" value={draft.starts_at} onChange={set('starts_at')} />
      </Field>
      <Field label="结束时间" required error={error('ends_at')}>
        <Input type="datetime-local" value={draft.ends_at} onChange={set('ends_at')} />
      </Field>
      <Field
        label="横幅图片"
        hint="JPG、PNG 或 WebP，不超过 5MB；可不放"
        error={upload.error?.fieldErrors?.file?.[0] ?? upload.error?.message ?? error('banner')}
      >
        <Input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(e) => choose(e.target.files?.[0])}
        />
      </Field>
      {draft.banner && <img className="wide" src={draft.banner} alt={`${draft.title || '活动'}横幅预览`} />}
      <div className="wide">
        <Field label="活动规则" required error={error('rules')}>
          <TextArea value={draft.rules} maxLength={2000} onChange={set('rules')} />
        </Field>
      </div>
      {floors.map((floor, index) => (
        // Floors have no id of their own: their place is who they are, and removing one re-keys the rest.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <fieldset key={index} className="wide" aria-label={`楼层${index + 1}`}>
          <Field label={`楼层${index + 1}标题`} required error={error(`floors.${index}.title`)}>
            <Input
              value={floor.title}
              maxLength={20}
              onChange={(e) => setFloor(index, 'title', e.target.value)}
            />
          </Field>
          <Field
            label={`楼层${index + 1}商品编号`}
            hint="逗号分隔，最多60个"
            error={error(`floors.${index}.goods_ids`)}
          >
            <Input value={floor.goods} onChange={(e) => setFloor(index, 'goods', e.target.value)} />
          </Field>
          {floors.length > 1 && (
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => setFloors((now) => now.filter((_, i) => i !== index))}
            >
              删除楼层{index + 1}
            </Button>
          )}
        </fieldset>
      ))}
      <div className="wide">
        <Button
          type="button"
          size="sm"
          variant="secondary"
          disabled={floors.length >= MAX_FLOORS}
          onClick={() => setFloors((now) => [...now, { title: '', goods: '' }])}
        >
          添加楼层
        </Button>
        {save.error?.fieldErrors?.floors && <p role="alert">{save.error.fieldErrors.floors[0]}</p>}
      </div>
      {save.error && !save.error.fieldErrors && (
        <p className="wide" role="alert">
          {save.error.message}
        </p>
      )}
      <div className="wide">
        <Button type="submit" loading={save.pending || upload.pending}>
          保存
        </Button>{' '}
        <Button type="button" variant="secondary" onClick={onCancel}>
          取消
        </Button>
      </div>
    </FormPanel>
  );
}
