import { Messages, userBase } from '@yaocai/domain';
import qs from 'qs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedback } from '../feedback/feedback';
import { browser } from '../lib/browser';
import { setNavigator } from '../lib/navigation';
import { envelope, mockFetch, never } from '../test/fetch';
import { setMainSiteUrl } from './config';
import { csrf } from './csrf';
import { ApiError, SupersededError, TimeoutError } from './errors';
import { request } from './request';

beforeEach(() => {
  csrf.reset();
  setMainSiteUrl('');
});

afterEach(() => {
  vi.useRealTimers();
  setNavigator(null);
});

describe('request: transport', () => {
  it('sends credentials to the relative /api base and returns the envelope data', async () => {
    const { fn } = mockFetch(() => envelope(10000, { token: 'x' }));
    await expect(request('/goods/hot', { query: { page: 2 } })).resolves.toEqual({ token: 'x' });
    const [url, init] = fn.mock.calls[0] ?? [];
    expect(url).toBe('/api/goods/hot?page=2');
    expect(init?.credentials).toBe('include');
  });

  it('form-encodes POST bodies with indexed nested params and attaches the CSRF token', async () => {
    const { apiCalls } = mockFetch(() => envelope(10000, null));
    await request('/cart', { method: 'POST', body: { params: [{ goods_id: 1, number: 2 }], new: 1 } });
    const [sent] = apiCalls();
    expect(sent?.headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent?.headers['X-CSRF-Token']).toBe('csrf-1');
    expect(decodeURIComponent(String(sent?.body))).toBe('params[0][goods_id]=1&params[0][number]=2&new=1');
    expect(qs.parse(String(sent?.body))).toEqual({ params: [{ goods_id: '1', number: '2' }], new: '1' });
  });

  it('sends FormData uploads untouched', async () => {
    const { apiCalls } = mockFetch(() => envelope(10000, null));
    const form = new FormData();
    form.append('file', 'licence');
    await request('/user/feedback', { method: 'POST', body: form });
    expect(apiCalls()[0]?.body).toBe(form);
    expect(apiCalls()[0]?.headers['Content-Type']).toBeUndefined();
  });

  it('fetches the CSRF token once and refetches it once on a 403, then retries', async () => {
    let rejectNext = false;
    const { sent } = mockFetch(({ headers }) =>
      rejectNext && headers['X-CSRF-Token'] === 'csrf-1'
        ? envelope(403, null, 'CSRF')
        : envelope(10000, 'ok'),
    );
    await request('/favorite', { method: 'POST', body: { goods_ids: [1] } });
    await request('/favorite/cancel', { method: 'POST', body: { goods_ids: [1] } });
    expect(sent.filter((call) => call.url === '/api/csrf')).toHaveLength(1);

    rejectNext = true;
    await expect(request('/favorite', { method: 'POST', body: { goods_ids: [2] } })).resolves.toBe('ok');
    const last = sent.slice(-3).map((call) => `${call.url} ${call.headers['X-CSRF-Token'] ?? ''}`);
    expect(last).toEqual(['/api/favorite csrf-1', '/api/csrf ', '/api/favorite csrf-2']);
  });

  it('sends the CSRF token on a GET that asks for it (the draw), and on no other GET', async () => {
    const { apiCalls } = mockFetch(() => envelope(10000, null));
    await request('/draw', { query: { id: 1 }, csrf: true });
    await request('/draw/simple');
    const [draw, simple] = apiCalls();
    expect(draw?.headers['X-CSRF-Token']).toBe('csrf-1');
    expect(simple?.headers['X-CSRF-Token']).toBeUndefined();
  });

  it('parses data with the given contract', async () => {
    mockFetch(() => envelope(10000, { username: 'only' }));
    await expect(request('/user/base', { schema: userBase })).rejects.toBeInstanceOf(ApiError);
    expect(feedback.getSnapshot().toasts[0]?.message).toBe(Messages.systemBusy);
  });
});

describe('request: cancellation', () => {
  it('cancels an in-flight request when a new one goes to the same method, path and query', async () => {
    let call = 0;
    mockFetch(() => (++call === 1 ? never() : envelope(10000, 'second')));
    const first = request('/goods/list', { query: { page: 1, zone: 'zyyp' } });
    const second = request('/goods/list', { query: { zone: 'zyyp', page: 1 } });
    await expect(first).rejects.toBeInstanceOf(SupersededError);
    await expect(second).resolves.toBe('second');
    expect(feedback.getSnapshot()).toEqual({ toasts: [], alert: null });
  });

  it('leaves a request to the same path with another query alone (two lists of one endpoint)', async () => {
    mockFetch(({ url }) => new Promise<Response>((r) => setTimeout(() => r(envelope(10000, url)), 5)));
    const zone = request('/goods/list', { query: { zone: 'zyyp', page: 1 } });
    const tagged = request('/goods/list', { query: { tag: '新品', page: 1 } });
    await expect(Promise.all([zone, tagged])).resolves.toEqual([
      '/api/goods/list?zone=zyyp&page=1',
      `/api/goods/list?tag=${encodeURIComponent('新品')}&page=1`,
    ]);
  });

  it('leaves requests to other paths alone', async () => {
    let call = 0;
    mockFetch(() =>
      ++call === 1
        ? new Promise<Response>((r) => setTimeout(() => r(envelope(10000, 'a')), 5))
        : envelope(10000, 'b'),
    );
    await expect(Promise.all([request('/goods/list'), request('/goods/hot')])).resolves.toEqual(['a', 'b']);
  });

  it.each(['/cart', '/cart/batch_delete', '/favorite', '/favorite/cancel', '/activity/tap', '/focus/demo'])(
    'never cancels requests to the exempt path %s',
    async (path) => {
      let call = 0;
      mockFetch(() =>
        ++call === 1
          ? new Promise<Response>((r) => setTimeout(() => r(envelope(10000, 1)), 5))
          : envelope(10000, 2),
      );
      const both = Promise.all([request(path, { method: 'POST' }), request(path, { method: 'POST' })]);
      await expect(both).resolves.toEqual([1, 2]);
    },
  );
});

describe('request: timeout', () => {
  it('shows the refresh alert after 30 s and reloads from its button', async () => {
    vi.useFakeTimers();
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    mockFetch(() => never());
    const pending = request('/goods/list');
    const settled = expect(pending).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(feedback.getSnapshot().alert).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    const alert = feedback.getSnapshot().alert;
    expect(alert).toMatchObject({
      title: '温馨提示',
      message: '请求超时，请刷新页面',
      actionLabel: '刷新页面',
    });
    alert?.onAction?.();
    expect(reload).toHaveBeenCalledOnce();
  });
});
