import type {
  CodePurpose,
  ForgetBody,
  RegisterBody,
  ResetPasswordBody,
  UpdateUserInfoBody,
} from '@yaocai/domain';
import { useCallback } from 'react';
import { createCodeResult, phoneRegistered, registerResult } from '../api/contracts';
import { type Answer, request, requestAnswer } from '../api/request';
import { feedback } from '../feedback/feedback';
import { sessionFlag } from '../lib/session-flag';
import { useCodeCountdown } from '../lib/use-code-countdown';
import { type ActionCallbacks, NOTHING_CACHED, quietSuccess, useAction } from './action';
import { keys } from './keys';
import { useRead } from './read';
import { startSession } from './use-session';

/** The account forms show these themselves, inline: a 422's field message and a 429's throttle message. */
const FORM_STATUSES = [422, 429] as const;

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
 * start (CSRF token, fresh-login flag, so the next navigation reloads), and the session is read again before
 * `run` resolves, so the member pages let the new buyer in before that reload.
 */
const register = async (body: RegisterBody) => {
  const answer = await requestAnswer('/user/register', {
    method: 'POST',
    body,
    schema: registerResult,
    handleSelf: FORM_STATUSES,
    supersede: false,
  });
  startSession(answer.data.csrf_token);
  return answer;
};

export function useRegister(callbacks: ActionCallbacks<unknown> = {}) {
  return useAction(register, { invalidates: [keys.user.base], onSuccess: quietSuccess, ...callbacks });
}

/** POST /api/user/forget/verify: /forget step 1 checks the phone and code before a new password is typed. */
const forgetVerify = (body: Pick<ForgetBody, 'phone' | 'code'>) =>
  requestAnswer('/user/forget/verify', { method: 'POST', body, handleSelf: FORM_STATUSES, supersede: false });

export function useForgetVerify(callbacks: ActionCallbacks<unknown> = {}) {
  return useAction(forgetVerify, { invalidates: NOTHING_CACHED, onSuccess: quietSuccess, ...callbacks });
}

/**
 * POST /api/user/forget: the new password. The server revokes every session of the account, this browser's
 * too if it was signed in to it, so the tab's signed-in hint goes and the session is asked again.
 */
const forget = async (body: ForgetBody) => {
  const answer = await requestAnswer('/user/forget', {
    method: 'POST',
    body,
    handleSelf: FORM_STATUSES,
    supersede: false,
  });
  sessionFlag.clear();
  return answer;
};

export function useForget(callbacks: ActionCallbacks<unknown> = {}) {
  return useAction(forget, { invalidates: [keys.user.base], onSuccess: quietSuccess, ...callbacks });
}

/** POST /api/user/resetPassword (signed in): the server's message is the success toast. */
const resetPassword = (body: ResetPasswordBody) =>
  requestAnswer('/user/resetPassword', { method: 'POST', body, handleSelf: FORM_STATUSES, supersede: false });

export function useResetPassword(callbacks: ActionCallbacks<unknown> = {}) {
  return useAction(resetPassword, { invalidates: NOTHING_CACHED, ...callbacks });
}

/** POST /api/user/updateUserInfo (signed in): the name, or a new phone with its code; the session is re-read. */
const updateUserInfo = (body: UpdateUserInfoBody) =>
  requestAnswer('/user/updateUserInfo', {
    method: 'POST',
    body,
    handleSelf: FORM_STATUSES,
    supersede: false,
  });

/** The server's message, or 保存成功 when it sends none. */
const toastSaved = ({ message }: Answer<unknown>) => feedback.toast(message || '保存成功', 'success');

export function useUpdateUserInfo(callbacks: ActionCallbacks<unknown> = {}) {
  return useAction(updateUserInfo, { invalidates: [keys.user.base], onSuccess: toastSaved, ...callbacks });
}
