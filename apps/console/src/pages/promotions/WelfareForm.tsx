import {
  type ConsoleStoreWideRow,
  ENTERPRISE_TYPE_LABELS,
  ENTERPRISE_TYPES,
  type EnterpriseType,
  type StoreWideOfferBody,
} from '@yaocai/domain';
import { Button, Checkbox, Field, Input } from '@yaocai/ui';
import { type FormEvent, useId, useState } from 'react';
import { errorUnder } from '../../components/field-errors';
import { idsOf, textOfIds } from '../../components/id-list';
import { isoOf, localOf } from '../../components/local-time';
import { FormPanel } from '../../components/page.styles';
import { TextArea } from '../../components/TextArea';
import { useSaveStoreWide } from '../../data/use-welfare';

const EXCLUSIONS = [
  ['controlled', '控销商品'],
  ['promotions', '参加秒杀、特价等促销的商品'],
  ['discounted', '已有折扣价（协议价等）的商品'],
] as const;

/** "河北省，北京市" → the provinces an audience names. */
const wordsOf = (text: string) => text.split(/[,，\s]+/).filter(Boolean);

export interface WelfareFormProps {
  /** The offer edited; null for a new one. */
  offer: ConsoleStoreWideRow | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/**
 * 新建 / 编辑全场折扣, in place above the table: name, the percentage paid, the window, who gets it (enterprise
 * types, provinces; none ticked = all) and what it leaves out. The server checks every field (domain
 * `storeWideOfferBody`) and answers each refusal under its field; Escape cancels.
 */
export function WelfareForm({ offer, onDone, onCancel }: WelfareFormProps) {
  const [draft, setDraft] = useState({
    title: offer?.title ?? '',
    rate_percent: String(offer?.rate_percent ?? 94),
    starts_at: localOf(offer?.starts_at ?? null),
    ends_at: localOf(offer?.ends_at ?? null),
    rules: offer?.rules ?? '',
    regions: (offer?.regions ?? []).join('，'),
    goods_ids: textOfIds(offer?.exclude.goods_ids ?? []),
    category_ids: textOfIds(offer?.exclude.category_ids ?? []),
  });
  const [types, setTypes] = useState<EnterpriseType[]>(offer?.enterprise_types ?? []);
  const [exclude, setExclude] = useState({
    controlled: offer?.exclude.controlled ?? true,
    promotions: offer?.exclude.promotions ?? true,
    discounted: offer?.exclude.discounted ?? false,
  });
  const save = useSaveStoreWide();
  const titleId = useId();
  const error = (field: string) => errorUnder(save.error, field);
  const set = (field: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: StoreWideOfferBody = {
      title: draft.title,
      rate_percent: Number(draft.rate_percent),
      starts_at: isoOf(draft.starts_at),
      ends_at: isoOf(draft.ends_at),
      banner: offer?.banner ?? '',
      rules: draft.rules,
      enterprise_types: types,
      regions: wordsOf(draft.regions),
      exclude: { ...exclude, goods_ids: idsOf(draft.goods_ids), category_ids: idsOf(draft.category_ids) },
    };
    const saved = await save.run(offer?.id ?? null, body);
    if (saved) onDone(offer ? `「${saved.title}」已保存` : `已创建「${saved.title}」`);
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
      <h3 id={titleId}>{offer ? `编辑全场折扣：${offer.title}` : '新建全场折扣'}</h3>
      <Field label="名称" required error={error('title')}>
        <Input value={draft.title} maxLength={30} onChange={set('title')} />
      </Field>
      <Field label="折扣（%）" required hint="实付百分比，94 即 94折" error={error('rate_percent')}>
        <Input type="number" min={1} max={99} value={draft.rate_percent} onChange={set('rate_percent')} />
      </Field>
      <span />
      <Field label="开始时间" required error={error('starts_at')}>
        <Input type="datetime-local" value={draft.starts_at} onChange={set('starts_at')} />
      </Field>
      <Field label="结束时间" required error={error('ends_at')}>
        <Input type="datetime-local" value={draft.ends_at} onChange={set('ends_at')} />
      </Field>
      <Field label="地区（省份）" hint="逗号分隔，如 河北省，北京市；留空：全国" error={error('regions')}>
        <Input value={draft.regions} onChange={set('regions')} />
      </Field>
      <fieldset className="wide" aria-label="参与企业类型（不选：全部）">
        {ENTERPRISE_TYPES.map((type) => (
          <Checkbox
            key={type}
            label={ENTERPRISE_TYPE_LABELS[type]}
            checked={types.includes(type)}
            onChange={(event) =>
              setTypes((now) => (event.target.checked ? [...now, type] : now.filter((t) => t !== type)))
            }
          />
        ))}
      </fieldset>
      <fieldset className="wide" aria-label="不参加的商品">
        {EXCLUSIONS.map(([name, label]) => (
          <Checkbox
            key={name}
            label={`排除${label}`}
            checked={exclude[name]}
            onChange={(event) => setExclude((now) => ({ ...now, [name]: event.target.checked }))}
          />
        ))}
      </fieldset>
      <Field label="排除商品编号" hint="逗号分隔" error={error('exclude.goods_ids')}>
        <Input value={draft.goods_ids} onChange={set('goods_ids')} />
      </Field>
      <Field label="排除分类编号" hint="逗号分隔" error={error('exclude.category_ids')}>
        <Input value={draft.category_ids} onChange={set('category_ids')} />
      </Field>
      <span />
      <div className="wide">
        <Field label="活动规则" error={error('rules')}>
          <TextArea value={draft.rules} maxLength={2000} onChange={set('rules')} />
        </Field>
      </div>
      {save.error && !save.error.fieldErrors && (
        <p className="wide" role="alert">
          {save.error.message}
        </p>
      )}
      <div className="wide">
        <Button type="submit" loading={save.pending}>
          保存
        </Button>{' '}
        <Button type="button" variant="secondary" onClick={onCancel}>
          取消
        </Button>
      </div>
    </FormPanel>
  );
}
