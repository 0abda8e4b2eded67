import { type LoginBody, loginBody } from '@yaocai/domain';
import { Field, Input } from '@yaocai/ui';
import { Link } from 'react-router-dom';
import { FormRootError } from '../../components/form/FormRootError';
import { useActionForm } from '../../components/form/use-action-form';
import { useLogin } from '../../data/use-session';
import { domainResolver } from '../../lib/domain-resolver';
import { Card, Fields, Heading, Links, SubmitButton } from './LoginForm.styles';

interface LoginFields {
  phone: string;
  password: string;
}

const FIELDS: readonly (keyof LoginFields)[] = ['phone', 'password'];

interface LoginFormProps {
  /** Called after the server accepted the credentials. */
  onSuccess: () => void;
}

/**
 * Phone + password sign-in, checked with the domain's `loginBody` (the server's messages). Server 422 and 429
 * answers are shown here, inline, not as global alerts.
 */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const { form, submit } = useActionForm(useLogin, {
    resolver: domainResolver<LoginFields, LoginBody>(loginBody),
    defaultValues: { phone: '', password: '' },
    fields: FIELDS,
    onDone: onSuccess,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <Card aria-labelledby="login-heading">
      <Heading id="login-heading">账号登录</Heading>
      <Fields method="post" noValidate onSubmit={submit}>
        <FormRootError errors={errors} />
        <Field label="手机号" error={errors.phone?.message}>
          <Input
            type="tel"
            inputMode="numeric"
            autoComplete="username"
            placeholder="请输入11位手机号"
            {...register('phone')}
          />
        </Field>
        <Field label="密码" error={errors.password?.message}>
          <Input
            type="password"
            autoComplete="current-password"
            placeholder="请输入密码"
            {...register('password')}
          />
        </Field>
        <SubmitButton type="submit" size="lg" loading={isSubmitting}>
          {isSubmitting ? '登录中…' : '登录'}
        </SubmitButton>
      </Fields>
      <Links>
        <Link to="/register">免费注册</Link>
        <Link to="/forget">忘记密码</Link>
      </Links>
    </Card>
  );
}
