import { type ResetPasswordBody, resetPasswordBody } from '@yaocai/domain';
import { Field, Input } from '@yaocai/ui';
import { FormProvider, useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { WideButton } from '../../components/account/account.styles';
import { FormRootError } from '../../components/account/FormRootError';
import { NewPasswordFields } from '../../components/account/NewPasswordFields';
import { useResetPassword } from '../../data/use-accounts';
import { feedback } from '../../feedback/feedback';
import { PageHeading, Panel } from '../../layout/page.styles';
import { domainResolver } from '../../lib/domain-resolver';
import { showFormError } from '../../lib/form-errors';

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
  const { resetPassword } = useResetPassword();
  const form = useForm<ChangePasswordFields, unknown, ResetPasswordBody>({
    resolver: domainResolver(resetPasswordBody),
    defaultValues: EMPTY,
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const submit = handleSubmit(async (body) => {
    try {
      const message = await resetPassword(body);
      if (message) feedback.toast(message, 'success');
      reset(EMPTY);
    } catch (error) {
      showFormError(error, FIELDS, setError);
    }
  });
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
