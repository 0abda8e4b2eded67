import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { stubApi } from '../../test/api-stub';
import { envelope, type SentRequest } from '../../test/fetch';
import { renderApp } from '../../test/render-app';

type Answer = (request: SentRequest) => Response | Promise<Response> | undefined;

const PHONE = '13800138000';

function openForget(answer: Answer = () => undefined, path = '/forget') {
  const api = stubApi({ override: answer });
  const app = renderApp(path);
  return { ...api, ...app };
}

beforeEach(() => csrf.reset());

describe('/forget', () => {
  it('verifies the phone and code, sets the new password with them, and ends on 密码已重置 with 去登录', async () => {
    const { apiCalls, router } = openForget(({ url }) => {
      if (url === '/api/user/forget/verify') return envelope(10000, null);
      if (url === '/api/user/forget') return envelope(10000, null, '密码已重置，请重新登录');
      return undefined;
    });
    expect(await screen.findByRole('heading', { name: '找回密码' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forget/step1');
    expect(document.querySelector('[data-ui="LoginHeader"]')).not.toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^手机号/), PHONE);
    await user.type(screen.getByLabelText(/^验证码/), '654321');
    await user.click(screen.getByRole('button', { name: '下一步' }));

    expect(await screen.findByRole('heading', { name: '设置新密码' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forget/step2');
    await user.type(screen.getByLabelText(/^新密码/), 'new-pass-1');
    await user.type(screen.getByLabelText(/^确认密码/), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: '重置密码' }));

    const done = await screen.findByRole('status');
    expect(within(done).getByRole('heading', { name: '密码已重置' })).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
    expect(router.state.location.pathname).toBe('/forget/step3');
    const bodies = apiCalls()
      .filter((call) => call.method === 'POST')
      .map((call) => [call.url, String(call.body)]);
    expect(bodies).toEqual([
      ['/api/user/forget/verify', `phone=${PHONE}&code=654321`],
      ['/api/user/forget', `phone=${PHONE}&code=654321&password=new-pass-1&password_confirmation=new-pass-1`],
    ]);
  });

  it('shows the first 422 message of step 1 under its field and stays on step 1', async () => {
    const { router } = openForget(({ url }) =>
      url === '/api/user/forget/verify'
        ? envelope(422, { errors: { code: ['验证码错误或已过期', '还剩4次机会'] } }, '提交的数据有误')
        : undefined,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^手机号/), PHONE);
    await user.type(screen.getByLabelText(/^验证码/), '111111');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('验证码错误或已过期')).toBeInTheDocument();
    expect(screen.queryByText('还剩4次机会')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forget/step1');
  });

  it('returns to step 1 when step 2 is opened without a verified phone', async () => {
    const { router } = openForget(undefined, '/forget/step2');
    expect(await screen.findByRole('heading', { name: '找回密码' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/forget/step1'));
  });

  it('shows a code refused at step 2 above the form, with the way back to a new code', async () => {
    const { router } = openForget(({ url }) => {
      if (url === '/api/user/forget/verify') return envelope(10000, null);
      if (url === '/api/user/forget')
        return envelope(422, { errors: { code: ['验证码已失效，请重新获取'] } }, '提交的数据有误');
      return undefined;
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^手机号/), PHONE);
    await user.type(screen.getByLabelText(/^验证码/), '654321');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.type(await screen.findByLabelText(/^新密码/), 'new-pass-1');
    await user.type(screen.getByLabelText(/^确认密码/), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('验证码已失效，请重新获取');
    expect(router.state.location.pathname).toBe('/forget/step2');
    await user.click(screen.getByRole('link', { name: '重新获取验证码' }));
    expect(await screen.findByRole('heading', { name: '找回密码' })).toBeInTheDocument();
  });
});
