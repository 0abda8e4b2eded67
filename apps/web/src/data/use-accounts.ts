import type {
  CodePurpose,
  ForgetBody,
  RegisterBody,
  ResetPasswordBody,
  UpdateUserInfoBody,
} from '@yaocai/domain';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { createCodeResult, phoneRegistered, registerResult } from '../api/contracts';
import { request, requestAnswer } from '../api/request';
import { sessionFlag } from '../lib/session-flag';
import { useCodeCountdown } from '../lib/use-code-countdown';
import { useAction } from './action';
import { type Key, keys } from './keys';
import { useRead } from './read';
import { startSession } from './use-session';

/** The account forms show these themselves, inline: a 422's field message and a 429's throttle message. */
const FORM_STATUSES = [422, 429] as const;
const NOTHING_CACHED: readonly Key[] = [];

/**
 * GET /api/user/phone/{phone}: whether the phone already has an account (asked once the phone field is left
 * with a valid number; `null` asks nothing). Quiet: the check is a courtesy, the registration itself decides.
 */
export function usePhoneRegistered(phone: string | null) {
  const { data } = useRead(
    phone ? keys.account.phone(phone) : null,
    () => request(`/user/phone/${phone}`, { schema: phoneRegistered, quiet: true }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return { registered: data?.registered === 1 };
}

/**
 * POST /api/user/create_code for one purpose, with the wait the server sets (`retry_after`) before the next
 * code. The server's message (验证码已发送…) is the success toast; a refusal is shown by the request layer.
 */
export function useSendCode(purpose: CodePurpose) {
  const countdown = useCodeCountdown();
  const send = useCallback(
    (phone: string) =>
      requestAnswer('/user/create_code', {
        method: 'POST',
        body: { phone, purpose },
        schema: createCodeResult,
        supersede: false,
      }),
    [purpose],
  );
  const { run, pending } = useAction(send, { invalidates: NOTHING_CACHED });
  const { start } = countdown;
  const sendCode = useCallback(
    async (phone: string) => {
      const result = await run(phone);
      if (result) start(result.retry_after);
      return result;
    },
    [run, start],
  );
  return { sendCode, pending, countdown };
}

/**
 * POST /api/user/register (step 1). The server signs the new account in, as a login does: the same session
 * start (CSRF token, fresh-login flag, so the next navigation reloads), and the buyer it answered becomes the
 * cached session at once, so the member pages let the new buyer in before that reload.
 */
export function useRegister() {
  const { mutate } = useSWRConfig();
  return {
    register: async (body: RegisterBody) => {
      const result = await request('/user/register', {
        method: 'POST',
        body,
        schema: registerResult,
        handleSelf: FORM_STATUSES,
        supersede: false,
      });
      startSession(result.csrf_token);
      await mutate(keys.user.base, result.user, { revalidate: false });
      return result;
    },
  };
}

/** POST /api/user/forget/verify: /forget step 1 checks the phone and code before a new password is typed. */
export function useForgetVerify() {
  return {
    verify: (body: Pick<ForgetBody, 'phone' | 'code'>) =>
      request('/user/forget/verify', {
        method: 'POST',
        body,
        handleSelf: FORM_STATUSES,
        supersede: false,
      }),
  };
}

/**
 * POST /api/user/forget: the new password. The server revokes every session of the account, this browser's
 * too if it was signed in to it, so the tab's signed-in hint goes and the session is asked again.
 */
export function useForget() {
  const { mutate } = useSWRConfig();
  return {
    forget: async (body: ForgetBody) => {
      await request('/user/forget', { method: 'POST', body, handleSelf: FORM_STATUSES, supersede: false });
      sessionFlag.clear();
      await mutate(keys.user.base);
    },
  };
}

/** POST /api/user/resetPassword (signed in): resolves with the server's message for the success toast. */
export function useResetPassword() {
  return {
    resetPassword: async (body: ResetPasswordBody) =>
      (
        await requestAnswer('/user/resetPassword', {
          method: 'POST',
          body,
          handleSelf: FORM_STATUSES,
          supersede: false,
        })
      ).message,
  };
}

/** POST /api/user/updateUserInfo (signed in): the name, or a new phone with its code; the session is re-read. */
export function useUpdateUserInfo() {
  const { mutate } = useSWRConfig();
  return {
    updateUserInfo: async (body: UpdateUserInfoBody) => {
      const { message } = await requestAnswer('/user/updateUserInfo', {
        method: 'POST',
        body,
        handleSelf: FORM_STATUSES,
        supersede: false,
      });
      await mutate(keys.user.base);
      return message;
    },
  };
}
