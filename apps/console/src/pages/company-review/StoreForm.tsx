import type { StoreBody } from '@yaocai/domain';
import { Button, Field, FormLayout, Input } from '@yaocai/ui';
import { useState } from 'react';
import type { ApiError } from '../../api/errors';

export interface StoreFormProps {
  /** The store being corrected; absent: a new store (with its phone and first password). */
  store?: { company: string; contact: string };
  pending: boolean;
  /** The server's refusal: a 422 under its field, anything else as the form's alert. */
  error: ApiError | null;
  onSubmit: (body: StoreBody) => void;
  onCancel: () => void;
}

/**
 * A chain store's typed details, in place under the stores table: 门店名称 and 联系人; a new store also its 手机号 and
 * 初始密码 (it signs in with them). The checks are the server's (`storeBody`, the member centre's contract).
 */
export function StoreForm({ store, pending, error, onSubmit, onCancel }: StoreFormProps) {
  const [draft, setDraft] = useState({
    company: store?.company ?? '',
    contact: store?.contact ?? '',
    phone: '',
    password: '',
  });
  const errors = error?.fieldErrors ?? {};
  const set = (field: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  return (
    <FormLayout
      title={store ? `修改门店：${store.company}` : '添加门店'}
      description={
        store
          ? '手机号是门店的登录账号，只能由门店本人在会员中心验证后修改。'
          : '与总部在会员中心添加门店相同：门店企业待审核，门店用手机号和密码登录。'
      }
      onSubmit={() => onSubmit(draft)}
      submitting={pending}
      error={error && !error.fieldErrors ? error.message : undefined}
      actions={
        <>
          <Button type="submit" loading={pending}>
            {store ? '保存门店' : '添加门店'}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            取消
          </Button>
        </>
      }
    >
      <Field label="门店名称" required error={errors.company?.[0]}>
        <Input value={draft.company} onChange={set('company')} />
      </Field>
      <Field label="联系人" required error={errors.contact?.[0]}>
        <Input value={draft.contact} onChange={set('contact')} />
      </Field>
      {!store && (
        <>
          <Field label="手机号" required error={errors.phone?.[0]}>
            <Input inputMode="tel" value={draft.phone} onChange={set('phone')} />
          </Field>
          <Field label="初始密码" required error={errors.password?.[0]}>
            <Input
              type="password"
              autoComplete="new-password"
              value={draft.password}
              onChange={set('password')}
            />
          </Field>
        </>
      )}
    </FormLayout>
  );
}
