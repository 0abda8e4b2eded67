import { COUPON_AUDIENCES, type CouponAudience } from '@yaocai/domain';
import { Field, Input, Select } from '@yaocai/ui';
import { idsOf } from '../components/id-list';
import { isoOf } from '../components/local-time';
import {
  CampaignCreateForm,
  ScopeFields,
  useCampaignForm,
} from '../components/promotions/CampaignCreateForm';
import { useCreateCoupon } from '../data/use-coupons';

const AUDIENCE_LABELS: Record<CouponAudience, string> = {
  all: '全部采购商',
  new_buyer: '新人（审核通过时发放）',
};

/**
 * 新建优惠券: the terms (满减/无门槛 or 折扣 with its cap), the scope (全场, or ids of categories, brands or goods),
 * who may hold it, how many, the claim window and the validity (days after claiming, or fixed dates). The server
 * checks every field (the domain contract) and answers each refusal under its field.
 */
export function CouponCreateForm({ onDone }: { onDone: (message: string) => void }) {
  const create = useCreateCoupon();
  const { form, set, fieldError } = useCampaignForm(
    {
      title: '',
      kind: 'amount',
      amount: '',
      rate_percent: '',
      threshold: '0',
      scope: 'all',
      scope_ids: '',
      audience: 'all',
      total_quantity: '',
      per_buyer_limit: '1',
      claim_starts_at: '',
      claim_ends_at: '',
      validity_days: '30',
    },
    create,
  );

  const submit = async () => {
    const body = {
      title: form.title,
      kind: form.kind,
      amount: form.amount,
      threshold: form.threshold,
      scope: form.scope,
      scope_ids: form.scope === 'all' ? [] : idsOf(form.scope_ids),
      audience: form.audience,
      per_buyer_limit: form.per_buyer_limit,
      claim_starts_at: isoOf(form.claim_starts_at),
      claim_ends_at: isoOf(form.claim_ends_at),
      validity_days: form.validity_days,
      ...(form.kind === 'discount' ? { rate_percent: form.rate_percent } : {}),
      ...(form.total_quantity ? { total_quantity: form.total_quantity } : {}),
    };
    const message = await create.run(body);
    if (message !== undefined) onDone(message);
  };

  return (
    <CampaignCreateForm label="新建优惠券" create={create} onSubmit={() => void submit()}>
      <Field label="名称" required error={fieldError('title')}>
        <Input value={form.title} onChange={set('title')} maxLength={30} />
      </Field>
      <Field label="类型">
        <Select value={form.kind} onChange={set('kind')}>
          <option value="amount">满减券 / 无门槛券</option>
          <option value="discount">折扣券</option>
        </Select>
      </Field>
      <Field
        label={form.kind === 'discount' ? '最高优惠（元，0为不限）' : '面额（元）'}
        required
        error={fieldError('amount')}
      >
        <Input value={form.amount} onChange={set('amount')} inputMode="decimal" />
      </Field>
      {form.kind === 'discount' && (
        <Field label="折扣（实付百分比，88即8.8折）" required error={fieldError('rate_percent')}>
          <Input value={form.rate_percent} onChange={set('rate_percent')} inputMode="numeric" />
        </Field>
      )}
      <Field label="使用门槛（元，0为无门槛）" error={fieldError('threshold')}>
        <Input value={form.threshold} onChange={set('threshold')} inputMode="decimal" />
      </Field>
      <ScopeFields
        scope={form.scope}
        scopeIds={form.scope_ids}
        onScope={set('scope')}
        onScopeIds={set('scope_ids')}
        error={fieldError('scope_ids')}
      />
      <Field label="发放对象">
        <Select value={form.audience} onChange={set('audience')}>
          {COUPON_AUDIENCES.map((value) => (
            <option key={value} value={value}>
              {AUDIENCE_LABELS[value]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="发放总量（空为不限）" error={fieldError('total_quantity')}>
        <Input value={form.total_quantity} onChange={set('total_quantity')} inputMode="numeric" />
      </Field>
      <Field label="每人限领" error={fieldError('per_buyer_limit')}>
        <Input value={form.per_buyer_limit} onChange={set('per_buyer_limit')} inputMode="numeric" />
      </Field>
      <Field label="领取开始" required error={fieldError('claim_starts_at')}>
        <Input type="datetime-local" value={form.claim_starts_at} onChange={set('claim_starts_at')} />
      </Field>
      <Field label="领取结束" required error={fieldError('claim_ends_at')}>
        <Input type="datetime-local" value={form.claim_ends_at} onChange={set('claim_ends_at')} />
      </Field>
      <Field label="领取后有效天数" required error={fieldError('validity_days')}>
        <Input value={form.validity_days} onChange={set('validity_days')} inputMode="numeric" />
      </Field>
    </CampaignCreateForm>
  );
}
