import { type ResetPasswordBody, resetPasswordBody } from '@yaocai/domain';
import { Field, Input } from '@yaocai/ui';
import { FormProvider } from 'react-hook-form';
import { styled } from 'styled-components';
import { WideButton } from '../../components/account/account.styles';
import { NewPasswordFields } from '../../components/account/NewPasswordFields';
import { FormRootError } from '../../components/form/FormRootError';
import { useActionForm } from '../../components/form/use-action-form';
import { useResetPassword } from '../../data/use-accounts';
import { PageHeading, Panel } from '../../layout/page.styles';
import { domainResolver } from '../../lib/domain-resolver';

interface ChangePasswordFields {
  old_password: string;
  password: string;
  password_confirmation: string;
}

const FIELDS = ['old_password', 'password', 'password_confirmation'] as const;
const EMPTY: ChangePasswordFields = { old_password: '', password: '', password_confirmation: '' };

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: 400px;
  max-width: 100%;
`;

/**
 * /zhzx/xgmm — change the password: the current one and a new one. The server signs out the account's other
 * sessions and keeps this one; its message is the success toast.
 */
export function ChangePasswordPage() {
  const { form, submit } = useActionForm(useResetPassword, {
    resolver: domainResolver<ChangePasswordFields, ResetPasswordBody>(resetPasswordBody),
    defaultValues: EMPTY,
    fields: FIELDS,
    onDone: (_result, _body, { reset }) => reset(EMPTY),
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <Panel aria-labelledby="change-password-heading">
      <PageHeading id="change-password-heading">修改密码</PageHeading>
      <FormProvider {...form}>
        <Form noValidate onSubmit={submit}>
          <FormRootError errors={errors} />
          <Field label="当前密码" required error={errors.old_password?.message}>
            <Input
              type="password"
              autoComplete="current-password"
              placeholder="请输入当前密码"
              {...register('old_password')}
            />
          </Field>
          <NewPasswordFields label="新密码" />
          <WideButton type="submit" size="lg" loading={isSubmitting}>
            {isSubmitting ? '提交中…' : '确认修改'}
          </WideButton>
        </Form>
      </FormProvider>
    </Panel>
  );
}
