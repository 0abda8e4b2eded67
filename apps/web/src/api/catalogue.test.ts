import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedback } from '../feedback/feedback';
import { browser } from '../lib/browser';
import { setNavigator } from '../lib/navigation';
import { sessionFlag } from '../lib/session-flag';
import { envelope, mockFetch } from '../test/fetch';
import { setMainSiteUrl } from './config';
import { csrf } from './csrf';
import { ApiError } from './errors';
import { request } from './request';

function failing(response: () => Response) {
  mockFetch(response);
  return request('/some/thing').catch((error: unknown) => error);
}

beforeEach(() => {
  csrf.reset();
  setMainSiteUrl('');
  vi.spyOn(browser, 'currentPath').mockReturnValue('/goods?id=7');
});

afterEach(() => {
  vi.useRealTimers();
  setNavigator(null);
});

describe('the error catalogue (spec §8)', () => {
  it.each([
    ['status 10001', () => envelope(10001, null, '请先登录')],
    ['HTTP 401 without an envelope', () => new Response('Unauthorized', { status: 401 })],
  ])('%s sends the browser to the main-site login page and drops the login flag', async (_, response) => {
    setMainSiteUrl('https://www.yaocai.example/');
    sessionFlag.markJustSignedIn();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const error = await failing(response);
    expect(error).toBeInstanceOf(ApiError);
    expect(assign).toHaveBeenCalledWith('https://www.yaocai.example/login?redirect=%2Fgoods%3Fid%3D7');
    expect(sessionFlag.isSignedIn()).toBe(false);
  });

  it('459 shows the message briefly, then goes to /dzht', async () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    setNavigator(navigate);
    await failing(() => envelope(459, null, '请先签署电子合同'));
    expect(feedback.getSnapshot().toasts).toMatchObject([{ message: '请先签署电子合同', tone: 'warning' }]);
    await vi.advanceTimersByTimeAsync(1499);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledWith('/dzht');
  });

  it('422 shows the first validation message as an error and returns the field errors', async () => {
    const error = await failing(() =>
      envelope(
        422,
        { errors: { phone: ['请输入正确的11位手机号', '另一个'], password: ['请输入密码'] } },
        '提交的数据有误',
      ),
    );
    expect(feedback.getSnapshot().toasts).toMatchObject([
      { message: '请输入正确的11位手机号', tone: 'error' },
    ]);
    expect((error as ApiError).fieldErrors).toEqual({
      phone: ['请输入正确的11位手机号', '另一个'],
      password: ['请输入密码'],
    });
  });

  it.each([403, 404, 409, 429, 600])(
    'status %i shows the server message in a 温馨提示 alert',
    async (status) => {
      await failing(() => envelope(status, null, '库存不足'));
      expect(feedback.getSnapshot().alert).toMatchObject({ title: '温馨提示', message: '库存不足' });
    },
  );

  it('shows no alert when the server gives no message', async () => {
    await failing(() => envelope(404, null, ''));
    expect(feedback.getSnapshot().alert).toBeNull();
  });

  it.each([500, 503, 599])('status %i shows the 系统繁忙 toast', async (status) => {
    await failing(() => envelope(status, null, 'boom'));
    expect(feedback.getSnapshot().toasts).toMatchObject([{ message: '系统繁忙，请稍后再试', tone: 'error' }]);
  });

  it('lets a caller handle chosen statuses itself', async () => {
    mockFetch(() => envelope(429, null, '登录失败次数过多，请15分钟后再试'));
    const error = await request('/user/login', { method: 'POST', handleSelf: [422, 429] }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 429, message: '登录失败次数过多，请15分钟后再试' });
    expect(feedback.getSnapshot()).toEqual({ toasts: [], alert: null });
  });
});
