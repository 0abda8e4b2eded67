import { passwordRuleMessages } from '@yaocai/domain';
import { Field, Input } from '@yaocai/ui';
import { useFormContext } from 'react-hook-form';

export interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

/** The strength rule as help text: the domain rule's own messages, so the help cannot drift from the check. */
export const PASSWORD_HELP = Object.values(passwordRuleMessages).join('；');

/** A new password and its confirmation, with the strength rule under the password. */
export function NewPasswordFields({ label = '密码' }: { label?: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<NewPasswordValues>();
  return (
    <>
      <Field label={label} required hint={PASSWORD_HELP} error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          placeholder="请输入密码"
          {...register('password')}
        />
      </Field>
      <Field label="确认密码" required error={errors.password_confirmation?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          placeholder="请再次输入密码"
          {...register('password_confirmation')}
        />
      </Field>
    </>
  );
}
