import { Button, Field, Input } from '@yaocai/ui';
import { type FormEvent, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { useConsoleSession, useSignIn } from '../data/use-session';
import { Centered } from '../layout/Shell.styles';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  width: 320px;
  padding: ${({ theme }) => theme.space[8]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
`;

const Refusal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
`;

/**
 * Operator sign-in. The code field is always there: whether an account needs it (财务, 管理员) is not told to
 * someone who has not signed in, and asking after a first try would spend one of the five attempts.
 */
export default function LoginPage() {
  const { operator } = useConsoleSession();
  const signIn = useSignIn();
  const [values, setValues] = useState({ username: '', password: '', otp: '' });
  if (operator) return <Navigate to="/" replace />;
  const errors = signIn.error?.fieldErrors ?? {};
  const general = signIn.error && !signIn.error.fieldErrors ? signIn.error.message : null;
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn.run({
      username: values.username,
      password: values.password,
      ...(values.otp ? { otp: values.otp } : {}),
    });
  };
  return (
    <Centered>
      <Form onSubmit={submit} aria-labelledby="login-title" noValidate>
        <h1 id="login-title">药采运营后台登录</h1>
        <Field label="用户名" error={errors.username?.[0]} required>
          <Input autoComplete="username" value={values.username} onChange={set('username')} />
        </Field>
        <Field label="密码" error={errors.password?.[0]} required>
          <Input
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={set('password')}
          />
        </Field>
        <Field
          label="动态验证码"
          hint="财务、管理员必填：身份验证器 App 中的 6 位数字"
          error={errors.otp?.[0]}
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={values.otp}
            onChange={set('otp')}
          />
        </Field>
        {general && <Refusal role="alert">{general}</Refusal>}
        <Button type="submit" loading={signIn.pending}>
          登录
        </Button>
      </Form>
    </Centered>
  );
}
