import { COUPON_AUDIENCES, type CouponAudience } from '@yaocai/domain';
import { Field, Select } from '@yaocai/ui';
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
  const kit = useCampaignForm(
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

  const { form, set, input } = kit;

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
      {input('title', '名称', { required: true, maxLength: 30 })}
      <Field label="类型">
        <Select value={form.kind} onChange={set('kind')}>
          <option value="amount">满减券 / 无门槛券</option>
          <option value="discount">折扣券</option>
        </Select>
      </Field>
      {input('amount', form.kind === 'discount' ? '最高优惠（元，0为不限）' : '面额（元）', {
        required: true,
        inputMode: 'decimal',
      })}
      {form.kind === 'discount' &&
        input('rate_percent', '折扣（实付百分比，88即8.8折）', { required: true, inputMode: 'numeric' })}
      {input('threshold', '使用门槛（元，0为无门槛）', { inputMode: 'decimal' })}
      <ScopeFields {...kit} />
      <Field label="发放对象">
        <Select value={form.audience} onChange={set('audience')}>
          {COUPON_AUDIENCES.map((value) => (
            <option key={value} value={value}>
              {AUDIENCE_LABELS[value]}
            </option>
          ))}
        </Select>
      </Field>
      {input('total_quantity', '发放总量（空为不限）', { inputMode: 'numeric' })}
      {input('per_buyer_limit', '每人限领', { inputMode: 'numeric' })}
      {input('claim_starts_at', '领取开始', { required: true, type: 'datetime-local' })}
      {input('claim_ends_at', '领取结束', { required: true, type: 'datetime-local' })}
      {input('validity_days', '领取后有效天数', { required: true, inputMode: 'numeric' })}
    </CampaignCreateForm>
  );
}
