import { isMobile, type RegisterBody, registerBody } from '@yaocai/domain';
import { Checkbox, StepHeader } from '@yaocai/ui';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { FormCard, FormHeading, FormLinks, WideButton } from '../../components/account/account.styles';
import { NewPasswordFields } from '../../components/account/NewPasswordFields';
import { PhoneCodeFields } from '../../components/account/PhoneCodeFields';
import { REGISTER_STEPS } from '../../components/account/steps';
import { UserAgreementDialog } from '../../components/account/UserAgreementDialog';
import { FormRootError } from '../../components/form/FormRootError';
import { useActionForm } from '../../components/form/use-action-form';
import { usePhoneRegistered, useRegister } from '../../data/use-accounts';
import { PageWidth, TextLink } from '../../layout/page.styles';
import { domainResolver } from '../../lib/domain-resolver';
import { type RegisterFlow, registerPaths } from './flows';

interface RegisterFields {
  phone: string;
  code: string;
  password: string;
  password_confirmation: string;
  agree: boolean;
}

const FIELDS = ['phone', 'code', 'password', 'password_confirmation', 'agree'] as const;

const AgreementButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.blue};
  font: inherit;
  cursor: pointer;
`;

/**
 * /register/step1 (and /register/dd/step1, a chain head office) — the account: phone (taken numbers are
 * pointed to the login), its code, a password, the user agreement. The server creates the account, pending
 * review, and signs it in; step 2, the company, follows.
 */
export function RegisterPage({ flow = 'single' }: { flow?: RegisterFlow }) {
  const navigate = useNavigate();
  const { form, submit } = useActionForm(useRegister, {
    resolver: domainResolver<RegisterFields, RegisterBody>(registerBody),
    defaultValues: { phone: '', code: '', password: '', password_confirmation: '', agree: false },
    fields: FIELDS,
    onDone: () => navigate(registerPaths(flow).step2, { replace: true }),
  });
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const [checkedPhone, setCheckedPhone] = useState<string | null>(null);
  const { registered } = usePhoneRegistered(checkedPhone);
  const [agreementOpen, setAgreementOpen] = useState(false);
  // The note follows the number it was asked for, not one typed since.
  const taken = registered && checkedPhone === watch('phone').trim();

  return (
    <PageWidth>
      <StepHeader label="注册步骤" steps={REGISTER_STEPS} current={1} />
      <FormCard aria-labelledby="register-heading">
        <FormHeading id="register-heading">{flow === 'chain' ? '注册连锁总部账号' : '注册账号'}</FormHeading>
        <FormProvider {...form}>
          <form method="post" noValidate onSubmit={submit}>
            <FormRootError errors={errors} />
            <PhoneCodeFields
              purpose="register"
              onPhoneBlur={(phone) => setCheckedPhone(isMobile(phone) ? phone : null)}
              phoneNote={
                taken ? (
                  <>
                    该手机号已注册，<TextLink to="/login">去登录</TextLink>
                  </>
                ) : undefined
              }
            />
            <NewPasswordFields />
            <Checkbox
              error={errors.agree?.message}
              label={
                <>
                  我已阅读并同意
                  <AgreementButton type="button" onClick={() => setAgreementOpen(true)}>
                    《用户服务协议》
                  </AgreementButton>
                </>
              }
              {...register('agree')}
            />
            <WideButton type="submit" size="lg" loading={isSubmitting}>
              {isSubmitting ? '注册中…' : '同意协议并注册'}
            </WideButton>
          </form>
        </FormProvider>
        <FormLinks>
          <span>
            已有账号？<Link to="/login">直接登录</Link>
          </span>
        </FormLinks>
      </FormCard>
      <UserAgreementDialog open={agreementOpen} onOpenChange={setAgreementOpen} />
    </PageWidth>
  );
}

/** /register/dd/step1: the chain head office's account. */
export const ChainRegisterPage = () => <RegisterPage flow="chain" />;
