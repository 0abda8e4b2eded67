import { Button, Field, Input, Select } from '@yaocai/ui';
import { type ComponentProps, type FormEvent, type ReactNode, useState } from 'react';
import { styled } from 'styled-components';
import type { ApiError } from '../../api/errors';

const Grid = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

/** The create action's state as `useAction` gives it. */
interface CreateAction {
  pending: boolean;
  error: ApiError | null;
}

/**
 * The values of a create form as typed (the server parses them with the domain contract), a change handler per
 * field, the server's first refusal under a field, and `input`: one labelled text field bound to a value.
 */
export function useCampaignForm<Values extends Record<string, string>>(
  initial: Values,
  create: CreateAction,
) {
  const [form, setForm] = useState(initial);
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [name]: event.target.value }));
  const fieldError = (name: string) => create.error?.fieldErrors?.[name]?.[0];
  const input = (
    name: keyof Values & string,
    label: string,
    { required, ...props }: Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> = {},
  ) => (
    <Field label={label} required={required} error={fieldError(name)}>
      <Input value={form[name]} onChange={set(name)} {...props} />
    </Field>
  );
  return { form, set, fieldError, input };
}

export interface CampaignCreateFormProps {
  /** The form's accessible name (新建满返活动, 新建优惠券). */
  label: string;
  create: CreateAction;
  onSubmit: () => void;
  /** The kind's fields. */
  children: ReactNode;
}

/**
 * A create form above a campaign list (满返活动, 优惠券): the kind's fields in a grid, 创建, and a refusal that
 * names no field.
 */
export function CampaignCreateForm({ label, create, onSubmit, children }: CampaignCreateFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Grid aria-label={label} onSubmit={submit} noValidate>
      {children}
      <Button type="submit" loading={create.pending}>
        创建
      </Button>
      {create.error && !create.error.fieldErrors && <p role="alert">{create.error.message}</p>}
    </Grid>
  );
}

/** 适用范围: 全场, or the ids of categories, brands or goods (the server checks each). */
export function ScopeFields({
  form,
  set,
  fieldError,
}: Pick<
  ReturnType<typeof useCampaignForm<{ scope: string; scope_ids: string }>>,
  'form' | 'set' | 'fieldError'
>) {
  return (
    <>
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
    </>
  );
}
