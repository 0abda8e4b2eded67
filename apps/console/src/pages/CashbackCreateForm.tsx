import { Button, Field, Input, Select } from '@yaocai/ui';
import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';
import { idsOf } from '../components/id-list';
import { isoOf } from '../components/local-time';
import { useCreateCashback } from '../data/use-cashback';

const Grid = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

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
  const [form, setForm] = useState({
    title: '',
    tiers: '',
    scope: 'all',
    scope_ids: '',
    audience: 'all',
    validity_days: '30',
    starts_at: '',
    ends_at: '',
    rule_text: '',
  });
  const set = (name: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [name]: event.target.value }));
  const fieldError = (name: string) => create.error?.fieldErrors?.[name]?.[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
    <Grid aria-label="新建满返活动" onSubmit={submit} noValidate>
      <Field label="名称" required error={fieldError('title')}>
        <Input value={form.title} onChange={set('title')} maxLength={30} />
      </Field>
      <Field label="返现档位（实付满:返，如 1000:30, 3000:120）" required error={fieldError('tiers')}>
        <Input value={form.tiers} onChange={set('tiers')} />
      </Field>
      <Field label="适用范围">
        <Select value={form.scope} onChange={set('scope')}>
          <option value="all">全场通用</option>
          <option value="categories">指定分类</option>
          <option value="brands">指定品牌</option>
          <option value="goods">指定商品</option>
        </Select>
      </Field>
      {form.scope !== 'all' && (
        <Field label="范围编号（逗号分隔）" required error={fieldError('scope_ids')}>
          <Input value={form.scope_ids} onChange={set('scope_ids')} />
        </Field>
      )}
      <Field label="参与对象">
        <Select value={form.audience} onChange={set('audience')}>
          <option value="all">全部采购商</option>
          <option value="new_buyer">新人（首单）</option>
        </Select>
      </Field>
      <Field label="现金券有效天数" required error={fieldError('validity_days')}>
        <Input value={form.validity_days} onChange={set('validity_days')} inputMode="numeric" />
      </Field>
      <Field label="开始时间" required error={fieldError('starts_at')}>
        <Input type="datetime-local" value={form.starts_at} onChange={set('starts_at')} />
      </Field>
      <Field label="结束时间" required error={fieldError('ends_at')}>
        <Input type="datetime-local" value={form.ends_at} onChange={set('ends_at')} />
      </Field>
      <Field label="活动规则" error={fieldError('rule_text')}>
        <Input value={form.rule_text} onChange={set('rule_text')} maxLength={1000} />
      </Field>
      <Button type="submit" loading={create.pending}>
        创建
      </Button>
      {create.error && !create.error.fieldErrors && <p role="alert">{create.error.message}</p>}
    </Grid>
  );
}
