import type { WechatCallbackBody, WechatPurpose } from '@yaocai/domain';
import { userBase, wechatAuthorize, wechatLoginResult } from '../api/contracts';
import { request, requestAnswer } from '../api/request';
import { browser } from '../lib/browser';
import { type ActionCallbacks, NOTHING_CACHED, quietSuccess, useAction } from './action';
import { keys } from './keys';
import { startSession } from './use-session';

/*
 * WeChat (issue #10 §1): the browser goes to WeChat's QR page (or the 开发模式 stand-in) and comes back to
 * /register/wechat or /zhzx/bdwx with `code` and `state`, which these redeem.
 */

/** GET /api/user/wechat/authorize, then off to the page it names (the state is kept in a cookie). */
export async function goToWechat(purpose: WechatPurpose): Promise<void> {
  const { url } = await request('/user/wechat/authorize', {
    query: { purpose },
    schema: wechatAuthorize,
    supersede: false,
  });
  browser.assign(url);
}

const wechatLogin = async (body: WechatCallbackBody) => {
  const answer = await requestAnswer('/user/wechat/login', {
    method: 'POST',
    body,
    schema: wechatLoginResult,
    handleSelf: [422],
    supersede: false,
  });
  if (answer.data.signed_in === 1) startSession(answer.data.csrf_token);
  return answer;
};

/**
 * POST /api/user/wechat/login: a bound WeChat signs in (the session rotated, as after a login: the page then
 * loads afresh, so nothing cached is refreshed); otherwise the server keeps it for registration step 1. The
 * page shows the outcome and a 422 (expired or forged) itself.
 */
export function useWechatLogin(callbacks: ActionCallbacks<unknown> = {}) {
  return useAction(wechatLogin, { invalidates: NOTHING_CACHED, onSuccess: quietSuccess, ...callbacks });
}

const bindWechat = (body: WechatCallbackBody) =>
  requestAnswer('/user/bind_wechat', { method: 'POST', body, schema: userBase, supersede: false });
const unbindWechat = () => requestAnswer('/user/unbind_wechat', { method: 'DELETE', schema: userBase });

/** POST /api/user/bind_wechat: the user state's `wechat` follows. */
export function useBindWechat() {
  return useAction(bindWechat, { invalidates: [keys.user.all] });
}

/** DELETE /api/user/unbind_wechat. */
export function useUnbindWechat() {
  return useAction(unbindWechat, { invalidates: [keys.user.all] });
}
