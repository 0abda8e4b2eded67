import { isMobile, Messages } from '@yaocai/domain';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/errors';
import { useLogin } from '../../data/use-session';
import {
  Card,
  Field,
  FieldError,
  FormError,
  Heading,
  Input,
  Label,
  Links,
  SubmitButton,
} from './LoginForm.styles';

interface LoginFields {
  phone: string;
  password: string;
}

const FIELDS: readonly (keyof LoginFields)[] = ['phone', 'password'];

interface LoginFormProps {
  /** Called after the server accepted the credentials. */
  onSuccess: () => void;
}

/** Phone + password sign-in. Server 422 and 429 answers are shown here, inline, not as global alerts. */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const { login } = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginFields>({ defaultValues: { phone: '', password: '' } });

  const submit = handleSubmit(async ({ phone, password }) => {
    try {
      await login({ phone: phone.trim(), password });
      onSuccess();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.status === 422) {
        const fieldErrors = error.fieldErrors ?? {};
        const known = FIELDS.filter((field) => fieldErrors[field]?.[0]);
        for (const field of known) setError(field, { type: 'server', message: fieldErrors[field]?.[0] });
        if (known.length === 0)
          setError('root.server', { message: error.message || Messages.validationFailed });
      } else if (error.status === 429) {
        setError('root.server', { message: error.message || Messages.tooManyLogins });
      }
    }
  });

  return (
    <Card aria-labelledby="login-heading">
      <Heading id="login-heading">账号登录</Heading>
      <form method="post" noValidate onSubmit={submit}>
        {errors.root?.server && <FormError role="alert">{errors.root.server.message}</FormError>}
        <Field>
          <Label htmlFor="login-phone">手机号</Label>
          <Input
            id="login-phone"
            type="tel"
            inputMode="numeric"
            autoComplete="username"
            placeholder="请输入11位手机号"
            aria-invalid={errors.phone ? 'true' : 'false'}
            aria-describedby={errors.phone ? 'login-phone-error' : undefined}
            {...register('phone', {
              required: '请输入手机号',
              validate: (value) => isMobile(value.trim()) || '请输入正确的11位手机号',
            })}
          />
          {errors.phone && <FieldError id="login-phone-error">{errors.phone.message}</FieldError>}
        </Field>
        <Field>
          <Label htmlFor="login-password">密码</Label>
          <Input
            id="login-password"
            type="password"
            autoComplete="current-password"
            placeholder="请输入密码"
            aria-invalid={errors.password ? 'true' : 'false'}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            {...register('password', { required: '请输入密码' })}
          />
          {errors.password && <FieldError id="login-password-error">{errors.password.message}</FieldError>}
        </Field>
        <SubmitButton type="submit" size="lg" loading={isSubmitting}>
          {isSubmitting ? '登录中…' : '登录'}
        </SubmitButton>
      </form>
      <Links>
        <Link to="/register">免费注册</Link>
        <Link to="/forget">忘记密码</Link>
      </Links>
    </Card>
  );
}
