import { Field, Select } from '@yaocai/ui';
import { idsOf } from '../components/id-list';
import { isoOf } from '../components/local-time';
import {
  CampaignCreateForm,
  ScopeFields,
  useCampaignForm,
} from '../components/promotions/CampaignCreateForm';
import { useCreateCashback } from '../data/use-cashback';

/** "1000:30, 3000:120" → tiers; the server checks each (domain contract). */
const tiersOf = (text: string) =>
  text
    .split(/[,，\n]+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [threshold = '', voucher = ''] = part.split(/[:：]/);
      return { threshold: threshold.trim(), voucher: voucher.trim() };
    });

/**
 * 新建满返活动: the tiers (实付满X返Y, as "1000:30, 3000:120"), the scope (全场, or ids), who may join, how long the
 * vouchers last and the window. The server checks every field and answers each refusal under its field.
 */
export function CashbackCreateForm({ onDone }: { onDone: (message: string) => void }) {
  const create = useCreateCashback();
  const kit = useCampaignForm(
    {
      title: '',
      tiers: '',
      scope: 'all',
      scope_ids: '',
      audience: 'all',
      validity_days: '30',
      starts_at: '',
      ends_at: '',
      rule_text: '',
    },
    create,
  );

  const { form, set, input } = kit;

  const submit = async () => {
    const message = await create.run({
      title: form.title,
      rule_text: form.rule_text,
      audience: form.audience,
      scope: form.scope,
      scope_ids: form.scope === 'all' ? [] : idsOf(form.scope_ids),
      tiers: tiersOf(form.tiers),
      validity_days: form.validity_days,
      starts_at: isoOf(form.starts_at),
      ends_at: isoOf(form.ends_at),
    });
    if (message !== undefined) onDone(message);
  };

  return (
    <CampaignCreateForm label="新建满返活动" create={create} onSubmit={() => void submit()}>
      {input('title', '名称', { required: true, maxLength: 30 })}
      {input('tiers', '返现档位（实付满:返，如 1000:30, 3000:120）', { required: true })}
      <ScopeFields {...kit} />
      <Field label="参与对象">
        <Select value={form.audience} onChange={set('audience')}>
          <option value="all">全部采购商</option>
          <option value="new_buyer">新人（首单）</option>
        </Select>
      </Field>
      {input('validity_days', '现金券有效天数', { required: true, inputMode: 'numeric' })}
      {input('starts_at', '开始时间', { required: true, type: 'datetime-local' })}
      {input('ends_at', '结束时间', { required: true, type: 'datetime-local' })}
      {input('rule_text', '活动规则', { maxLength: 1000 })}
    </CampaignCreateForm>
  );
}
