import { Button, Field, Input, Select } from '@yaocai/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
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
 * field, and the server's first refusal under a field.
 */
export function useCampaignForm<Values extends Record<string, string>>(
  initial: Values,
  create: CreateAction,
) {
  const [form, setForm] = useState(initial);
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [name]: event.target.value }));
  const fieldError = (name: string) => create.error?.fieldErrors?.[name]?.[0];
  return { form, set, fieldError };
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

export interface ScopeFieldsProps {
  scope: string;
  scopeIds: string;
  onScope: (event: { target: { value: string } }) => void;
  onScopeIds: (event: { target: { value: string } }) => void;
  /** The server's refusal of the ids. */
  error?: string;
}

/** 适用范围: 全场, or the ids of categories, brands or goods (the server checks each). */
export function ScopeFields({ scope, scopeIds, onScope, onScopeIds, error }: ScopeFieldsProps) {
  return (
    <>
      <Field label="适用范围">
        <Select value={scope} onChange={onScope}>
          <option value="all">全场通用</option>
          <option value="categories">指定分类</option>
          <option value="brands">指定品牌</option>
          <option value="goods">指定商品</option>
        </Select>
      </Field>
      {scope !== 'all' && (
        <Field label="范围编号（逗号分隔）" required error={error}>
          <Input value={scopeIds} onChange={onScopeIds} />
        </Field>
      )}
    </>
  );
}
