import { type ForgetBody, forgetBody, forgetVerifyBody, isMobile, verificationCode } from '@yaocai/domain';
import { ButtonLink, StepHeader } from '@yaocai/ui';
import { FormProvider } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { FormCard, FormHeading, FormLinks, WideButton } from '../../components/account/account.styles';
import { NewPasswordFields, type NewPasswordValues } from '../../components/account/NewPasswordFields';
import { PhoneCodeFields, type PhoneCodeValues } from '../../components/account/PhoneCodeFields';
import { FORGET_STEPS } from '../../components/account/steps';
import { FormRootError } from '../../components/form/FormRootError';
import { useActionForm } from '../../components/form/use-action-form';
import { useForget, useForgetVerify } from '../../data/use-accounts';
import { PageWidth, Panel } from '../../layout/page.styles';
import { domainResolver } from '../../lib/domain-resolver';
import { renderRouterLink } from '../../lib/render-link';

const DonePanel = styled(Panel)`
  width: 480px;
  max-width: 100%;
  margin: 0 auto;
  text-align: center;
`;

/** What step 1 hands to step 2 in the router state: the phone and the code the server accepted. */
interface VerifiedPhone {
  phone: string;
  code: string;
}

function verifiedPhone(state: unknown): VerifiedPhone | null {
  if (typeof state !== 'object' || state === null) return null;
  const { phone, code } = state as Partial<VerifiedPhone>;
  if (typeof phone !== 'string' || typeof code !== 'string') return null;
  return isMobile(phone) && verificationCode.safeParse(code).success ? { phone, code } : null;
}

/** /forget/step1 — the phone and a reset code, checked by the server before a new password is asked for. */
export function ForgetPhonePage() {
  const navigate = useNavigate();
  const { form, submit } = useActionForm(useForgetVerify, {
    resolver: domainResolver<PhoneCodeValues, VerifiedPhone>(forgetVerifyBody),
    defaultValues: { phone: '', code: '' },
    fields: ['phone', 'code'],
    onDone: (_result, body) => navigate('/forget/step2', { state: body }),
  });
  const {
    formState: { errors, isSubmitting },
  } = form;
  return (
    <PageWidth>
      <StepHeader label="找回密码步骤" steps={FORGET_STEPS} current={1} />
      <FormCard aria-labelledby="forget-heading">
        <FormHeading id="forget-heading">找回密码</FormHeading>
        <FormProvider {...form}>
          <form method="post" noValidate onSubmit={submit}>
            <FormRootError errors={errors} />
            <PhoneCodeFields purpose="reset" />
            <WideButton type="submit" size="lg" loading={isSubmitting}>
              {isSubmitting ? '验证中…' : '下一步'}
            </WideButton>
          </form>
        </FormProvider>
        <FormLinks>
          <Link to="/login">返回登录</Link>
          <Link to="/register">免费注册</Link>
        </FormLinks>
      </FormCard>
    </PageWidth>
  );
}

/**
 * /forget/step2 — the new password. The phone and code come from step 1 in the router state; opened without
 * them (typed in, or a bookmark) the page returns to step 1.
 */
export function ForgetPasswordPage() {
  const verified = verifiedPhone(useLocation().state);
  if (!verified) return <Navigate replace to="/forget/step1" />;
  return <NewPasswordForm verified={verified} />;
}

function NewPasswordForm({ verified }: { verified: VerifiedPhone }) {
  const navigate = useNavigate();
  const { form, submit } = useActionForm(useForget, {
    resolver: domainResolver<NewPasswordValues, ForgetBody>(forgetBody, () => verified),
    defaultValues: { password: '', password_confirmation: '' },
    // A refused phone or code (expired meanwhile) is not a field here: it shows above the form.
    fields: ['password', 'password_confirmation'],
    onDone: () => navigate('/forget/step3', { replace: true }),
  });
  const {
    formState: { errors, isSubmitting },
  } = form;
  return (
    <PageWidth>
      <StepHeader label="找回密码步骤" steps={FORGET_STEPS} current={2} />
      <FormCard aria-labelledby="forget-password-heading">
        <FormHeading id="forget-password-heading">设置新密码</FormHeading>
        <p>正在为手机号 {verified.phone} 设置新密码。</p>
        <FormProvider {...form}>
          <form method="post" noValidate onSubmit={submit}>
            <FormRootError errors={errors} />
            <NewPasswordFields label="新密码" />
            <WideButton type="submit" size="lg" loading={isSubmitting}>
              {isSubmitting ? '提交中…' : '重置密码'}
            </WideButton>
          </form>
        </FormProvider>
        <FormLinks>
          <Link to="/forget/step1">重新获取验证码</Link>
        </FormLinks>
      </FormCard>
    </PageWidth>
  );
}

/** /forget/step3 — done; every session of the account was signed out, so the way on is the login. */
export function ForgetDonePage() {
  return (
    <PageWidth>
      <StepHeader label="找回密码步骤" steps={FORGET_STEPS} current={4} />
      <DonePanel role="status">
        <FormHeading>密码已重置</FormHeading>
        <p>请使用新密码登录。为了账号安全，此前在其他设备上的登录已全部退出。</p>
        <ButtonLink href="/login" renderLink={renderRouterLink}>
          去登录
        </ButtonLink>
      </DonePanel>
    </PageWidth>
  );
}
