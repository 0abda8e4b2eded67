import type { CodePurpose } from '@yaocai/domain';
import { Button, Field, Input } from '@yaocai/ui';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useSendCode } from '../../data/use-accounts';
import { CodeRow } from './account.styles';

export interface PhoneCodeValues {
  phone: string;
  code: string;
}

interface PhoneCodeFieldsProps {
  /** What the code is for: each purpose has its own codes. */
  purpose: CodePurpose;
  /** Called with the phone when the field is left (the registration checks whether it is taken). */
  onPhoneBlur?: (phone: string) => void;
  /** Shown under the phone when the form has no error of its own for it (e.g. 该手机号已注册，去登录). */
  phoneNote?: ReactNode;
}

/** The phone and its verification code, with 获取验证码 and the wait before the next code. */
export function PhoneCodeFields({ purpose, onPhoneBlur, phoneNote }: PhoneCodeFieldsProps) {
  const {
    register,
    trigger,
    getValues,
    formState: { errors },
  } = useFormContext<PhoneCodeValues>();
  const { sendCode, pending, countdown } = useSendCode(purpose);

  const askForCode = async () => {
    // The code goes to the phone as the form would send it: only a valid number is asked for.
    if (!(await trigger('phone'))) return;
    await sendCode(getValues('phone').trim());
  };

  return (
    <>
      <Field label="手机号" required error={errors.phone?.message ?? phoneNote}>
        <Input
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="请输入11位手机号"
          {...register('phone', { onBlur: (event) => onPhoneBlur?.(event.target.value.trim()) })}
        />
      </Field>
      <CodeRow>
        <Field label="验证码" required error={errors.code?.message}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="6位数字验证码"
            {...register('code')}
          />
        </Field>
        <Button variant="secondary" loading={pending} disabled={countdown.running} onClick={askForCode}>
          {countdown.label}
        </Button>
      </CodeRow>
    </>
  );
}
