import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { passwordRuleMessages } from '@yaocai/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { csrf } from '../../api/csrf';
import { feedback } from '../../feedback/feedback';
import { browser } from '../../lib/browser';
import { stubApi } from '../../test/api-stub';
import { envelope, type SentRequest } from '../../test/fetch';
import { userFixture } from '../../test/fixtures';
import { zizhiNone } from '../../test/qualification-fixtures';
import { renderApp } from '../../test/render-app';

type Answer = (request: SentRequest) => Response | Promise<Response> | undefined;

const NEW_PHONE = '13900139000';
const realSetTimeout = globalThis.setTimeout;

/** Waits (on the real clock, whatever the fake one does) until `done` holds, for at most 5 s. */
async function realWait(done: () => boolean) {
  for (let tries = 0; tries < 250 && !done(); tries += 1)
    await act(async () => {
      await new Promise((resolve) => realSetTimeout(resolve, 20));
    });
}

function openRegister(answer: Answer = () => undefined) {
  const api = stubApi({ override: answer });
  const app = renderApp('/register');
  return { ...api, ...app };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, { agree = true } = {}) {
  await user.type(await screen.findByLabelText(/^手机号/), NEW_PHONE);
  await user.type(screen.getByLabelText(/^验证码/), '123456');
  await user.type(screen.getByLabelText(/^密码/), 'abc12345');
  await user.type(screen.getByLabelText(/^确认密码/), 'abc12345');
  if (agree) await user.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
}

beforeEach(() => csrf.reset());
afterEach(() => vi.useRealTimers());

describe('/register', () => {
  it('opens step 1 through register_index, in the login-style header, titled 注册', async () => {
    const { router } = openRegister();
    expect(await screen.findByRole('heading', { name: '注册账号' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register/step1');
    expect(document.querySelector('[data-ui="LoginHeader"]')).not.toBeNull();
    expect(screen.queryByLabelText('侧边工具栏')).not.toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: '注册步骤' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['1第1步：填写账号信息', '2第2步：填写企业信息', '3第3步：等待审核']);
    expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent('填写账号信息');
    await waitFor(() => expect(document.title).toBe('注册 - 药采'));
  });

  it('shows the password rule as help, in the domain rule’s own words, and checks it before sending', async () => {
    const { apiCalls } = openRegister();
    const password = await screen.findByLabelText(/^密码/);
    expect(password).toHaveAccessibleDescription(
      [
        passwordRuleMessages.min,
        passwordRuleMessages.max,
        passwordRuleMessages.spaces,
        passwordRuleMessages.kinds,
      ].join('；'),
    );
    const user = userEvent.setup();
    await user.type(password, 'abcdefgh');
    await user.click(screen.getByRole('button', { name: '同意协议并注册' }));
    expect(await screen.findByText(passwordRuleMessages.kinds)).toBeInTheDocument();
    expect(screen.getByText('请阅读并同意《用户服务协议》')).toBeInTheDocument();
    expect(apiCalls().some((call) => call.url === '/api/user/register')).toBe(false);
  });

  it('shows only the first message of the first field of a 422, under that field, with no toast', async () => {
    openRegister(({ url }) =>
      url === '/api/user/register'
        ? envelope(
            422,
            { errors: { code: ['验证码错误或已过期'], password: ['密码过于简单'] } },
            '提交的数据有误',
          )
        : undefined,
    );
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '同意协议并注册' }));
    expect(await screen.findByText('验证码错误或已过期')).toBeInTheDocument();
    expect(screen.getByLabelText(/^验证码/)).toHaveAccessibleDescription('验证码错误或已过期');
    expect(screen.queryByText('密码过于简单')).not.toBeInTheDocument();
    expect(feedback.getSnapshot().toasts).toEqual([]);
  });

  it('counts the code button down for the retry_after the server sets, and keeps it off meanwhile', async () => {
    const { apiCalls } = openRegister(({ url }) =>
      url === '/api/user/create_code'
        ? envelope(10000, { retry_after: 60, expires_in: 300 }, '验证码已发送')
        : undefined,
    );
    const button = await screen.findByRole('button', { name: '获取验证码' });
    await userEvent.setup().type(screen.getByLabelText(/^手机号/), NEW_PHONE);
    // Testing Library's waits (and user-event) settle on setTimeout, which is fake from here on: the click is a
    // plain event and the wait for the answer runs on the real clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fireEvent.click(button);
    await realWait(() => button.textContent !== '获取验证码');
    expect(button).toHaveTextContent('重新发送(60s)');
    expect(button).toBeDisabled();
    const sent = apiCalls().filter((call) => call.url === '/api/user/create_code');
    expect(sent.map((call) => String(call.body))).toEqual([`phone=${NEW_PHONE}&purpose=register`]);
    expect(feedback.getSnapshot().toasts.map((toast) => toast.message)).toEqual(['验证码已发送']);

    // Let the clock's effect schedule its first tick before time moves.
    await act(async () => {});
    act(() => vi.advanceTimersByTime(1_000));
    expect(button).toHaveTextContent('重新发送(59s)');
    act(() => vi.advanceTimersByTime(58_000));
    expect(button).toHaveTextContent('重新发送(1s)');
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(button).toHaveTextContent('重新发送');
    expect(button).toBeEnabled();
  });

  it('asks for no code until the phone is a valid mobile', async () => {
    const { apiCalls } = openRegister();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^手机号/), '1234');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的11位手机号')).toBeInTheDocument();
    expect(apiCalls().some((call) => call.url === '/api/user/create_code')).toBe(false);
  });

  it('points a phone that already has an account to the login', async () => {
    openRegister(({ url }) =>
      url === `/api/user/phone/${NEW_PHONE}` ? envelope(10000, { registered: 1 }) : undefined,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^手机号/), NEW_PHONE);
    await user.tab();
    expect(await screen.findByText(/该手机号已注册/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
  });

  it('says nothing of a phone that has no account', async () => {
    const { apiCalls } = openRegister(({ url }) =>
      url === `/api/user/phone/${NEW_PHONE}` ? envelope(10000, { registered: 0 }) : undefined,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^手机号/), NEW_PHONE);
    await user.tab();
    await waitFor(() =>
      expect(apiCalls().some((call) => call.url === `/api/user/phone/${NEW_PHONE}`)).toBe(true),
    );
    expect(screen.queryByText(/该手机号已注册/)).not.toBeInTheDocument();
  });

  it('shows the user agreement in a dialog', async () => {
    openRegister();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '《用户服务协议》' }));
    const dialog = await screen.findByRole('alertdialog', { name: '药采用户服务协议' });
    expect(within(dialog).getByText('二、用户资格')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '我已阅读' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('signs the new buyer in and leads on to step 2, the company', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const newBuyer = { ...userFixture, phone: NEW_PHONE, company: '', is_passed: 0 };
    let registered = false;
    const { apiCalls, router } = openRegister(({ url }) => {
      if (url === '/api/user/register') {
        registered = true;
        return envelope(10000, { user: newBuyer, csrf_token: 'rotated' }, '注册成功');
      }
      // The server's session is the new buyer once registered.
      if (url === '/api/user/session' && registered) return envelope(10000, { user: newBuyer });
      if (url === '/api/user/zizhi') return envelope(10000, zizhiNone);
      return undefined;
    });
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '同意协议并注册' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/step2'));
    const register = apiCalls().find((call) => call.url === '/api/user/register');
    expect(String(register?.body)).toBe(
      `phone=${NEW_PHONE}&code=123456&password=abc12345&password_confirmation=abc12345&agree=1`,
    );
    // Signed in: the session, read again after the registration, let the buyer into the member-only step 2.
    expect(await screen.findByRole('heading', { name: '填写企业信息' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: /企业类型/ })).toBeInTheDocument();
    // As after a login: the rotated CSRF token, and the fresh-login reload on that navigation.
    expect(await csrf.get(async () => 'fetched')).toBe('rotated');
    expect(window.sessionStorage.getItem('login')).toBe('true');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('sends a visitor who opens the result page to the login', async () => {
    stubApi();
    const { router } = renderApp('/register/step3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('links to the account pages', () => {
  it('免费注册 in the header opens registration step 1', async () => {
    stubApi();
    const { router } = renderApp('/');
    const user = userEvent.setup();
    const banner = await screen.findByRole('banner');
    await user.click(await within(banner).findByRole('link', { name: '免费注册' }));
    expect(await screen.findByRole('heading', { name: '注册账号' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register/step1');
  });

  it('免费注册 and 忘记密码 on the login page open registration and the password reset', async () => {
    stubApi();
    const { router } = renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: '忘记密码' }));
    expect(await screen.findByRole('heading', { name: '找回密码' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forget/step1');
    await user.click(screen.getByRole('link', { name: '免费注册' }));
    expect(await screen.findByRole('heading', { name: '注册账号' })).toBeInTheDocument();
  });
});
