import { type StoreBody, storeBody } from '@yaocai/domain';
import { Button, Field, Input } from '@yaocai/ui';
import { styled } from 'styled-components';
import { PASSWORD_HELP } from '../../components/account/NewPasswordFields';
import { FormRootError } from '../../components/form/FormRootError';
import { useActionForm } from '../../components/form/use-action-form';
import { useAddStore } from '../../data/use-stores';
import { domainResolver } from '../../lib/domain-resolver';

type StoreFields = Record<keyof StoreBody, string>;
const FIELDS = ['company', 'contact', 'phone', 'password'] as const;
const EMPTY: StoreFields = { company: '', contact: '', phone: '', password: '' };

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[5]};

  > [role='alert'], > button { grid-column: 1 / -1; justify-self: start; }
`;

/**
 * 添加门店: a store account the head office creates (it can also sign in with the mobile and password). Checked
 * with the domain's `storeBody` before sending; a taken phone or store name lands under its field.
 */
export function StoreForm() {
  const { form, submit, pending } = useActionForm(useAddStore, {
    resolver: domainResolver<StoreFields, StoreBody>(storeBody),
    defaultValues: EMPTY,
    fields: FIELDS,
    onDone: (_result, _body, { reset }) => reset(EMPTY),
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Form noValidate onSubmit={submit} aria-label="添加门店">
      <FormRootError errors={errors} />
      <Field label="门店名称" required error={errors.company?.message}>
        <Input placeholder="如：仁心大药房（通州店）" {...register('company')} />
      </Field>
      <Field label="联系人" required error={errors.contact?.message}>
        <Input placeholder="门店负责人姓名" {...register('contact')} />
      </Field>
      <Field label="手机号" required hint="门店用此手机号登录" error={errors.phone?.message}>
        <Input inputMode="numeric" autoComplete="off" placeholder="11位手机号" {...register('phone')} />
      </Field>
      <Field label="登录密码" required hint={PASSWORD_HELP} error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          placeholder="门店登录密码"
          {...register('password')}
        />
      </Field>
      <Button type="submit" loading={pending}>
        {pending ? '添加中…' : '添加门店'}
      </Button>
    </Form>
  );
}
