import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Store } from '@yaocai/domain';
import qs from 'qs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { csrf } from '../../api/csrf';
import { browser } from '../../lib/browser';
import { stubApi } from '../../test/api-stub';
import { envelope, type SentRequest } from '../../test/fetch';
import { userFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  csrf.reset();
  window.sessionStorage.setItem('login', 'true');
});

const pathOf = (request: SentRequest) => request.url.split('?')[0] ?? '';
const posts = (sent: SentRequest[], path: string) =>
  sent.filter((request) => request.method === 'POST' && pathOf(request) === path);

const chaoyang: Store = {
  id: 31,
  company: '仁心大药房（朝阳店）',
  contact: '王店长',
  phone: '13800138001',
  is_passed: 1,
  reason: '',
  is_active: 0,
};

function storesApi({ acting = false, list = [chaoyang] }: { acting?: boolean; list?: Store[] } = {}) {
  const stores = list.map((store) => ({ ...store, is_active: acting && store.id === 31 ? 1 : 0 }));
  return stubApi({
    signedIn: true,
    override: (request) => {
      const path = pathOf(request);
      if (path === '/api/user/session')
        return envelope(10000, {
          user: { ...userFixture, acting_store: acting ? { id: 31, company: chaoyang.company } : null },
        });
      if (path === '/api/user/stores' && request.method === 'GET') return envelope(10000, { list: stores });
      if (path === '/api/user/stores') {
        const body = qs.parse(String(request.body));
        if (body.phone === '13900139000')
          return envelope(422, { errors: { phone: ['该手机号已注册'] } }, '该手机号已注册', 422);
        stores.push({
          ...chaoyang,
          id: 40,
          company: String(body.company),
          is_passed: 0,
          reason: '资质审核中，暂不能购买',
        });
        return envelope(10000, { list: stores }, '门店已添加');
      }
      if (path === '/api/user/stores/switch') return envelope(10000, { list: stores }, '已切换');
      return undefined;
    },
  });
}

describe('/ddgl: multi-store (issue #10 §4)', () => {
  it('adds a store checked with the domain rules; a taken phone is shown under the field', async () => {
    const { sent } = storesApi();
    const { router } = renderApp('/ddgl');
    await waitFor(() => expect(router.state.location.pathname).toBe('/zhzx/ddgl'));
    const user = userEvent.setup();
    expect(await screen.findByRole('article', { name: '仁心大药房（朝阳店）' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: '添加门店' });
    const fill = async (name: RegExp, text: string) => {
      const box = within(form).getByLabelText(name);
      await user.clear(box);
      await user.click(box);
      await user.paste(text);
    };
    await fill(/门店名称/, '仁心大药房（通州店）');
    await fill(/联系人/, '赵敏');
    await fill(/手机号/, '1390013');
    await fill(/登录密码/, 'store2026');
    await user.click(within(form).getByRole('button', { name: '添加门店' }));
    expect(await within(form).findByText('请输入正确的11位手机号')).toBeInTheDocument();
    expect(posts(sent, '/api/user/stores')).toHaveLength(0);

    await fill(/手机号/, '13900139000');
    await user.click(within(form).getByRole('button', { name: '添加门店' }));
    expect(await within(form).findByText('该手机号已注册')).toBeInTheDocument();

    await fill(/手机号/, '13800138009');
    await user.click(within(form).getByRole('button', { name: '添加门店' }));
    const added = await screen.findByRole('article', { name: '仁心大药房（通州店）' });
    expect(within(added).getByText(/资质审核中，暂不能购买/)).toBeInTheDocument();
    expect(qs.parse(String(posts(sent, '/api/user/stores')[1]?.body))).toEqual({
      company: '仁心大药房（通州店）',
      contact: '赵敏',
      phone: '13800138009',
      password: 'store2026',
    });
  });

  it('switches to a store and reloads, the head office being current until then', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const { sent } = storesApi();
    renderApp('/zhzx/ddgl');
    const user = userEvent.setup();
    const headOffice = await screen.findByRole('article', { name: /^总部：/ });
    expect(headOffice).toHaveAttribute('aria-current', 'true');
    expect(within(headOffice).getByText('当前采购')).toBeInTheDocument();
    const store = screen.getByRole('article', { name: '仁心大药房（朝阳店）' });
    await user.click(within(store).getByRole('button', { name: '切换到此门店' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(qs.parse(String(posts(sent, '/api/user/stores/switch')[0]?.body))).toEqual({ store_id: '31' });
    reload.mockRestore();
  });

  it('while buying for a store, the header names it and the store is the current one', async () => {
    storesApi({ acting: true });
    renderApp('/zhzx/ddgl');
    expect(await screen.findByText(/当前门店：仁心大药房（朝阳店）/)).toBeInTheDocument();
    const store = await screen.findByRole('article', { name: '仁心大药房（朝阳店）' });
    expect(store).toHaveAttribute('aria-current', 'true');
    const headOffice = screen.getByRole('article', { name: /^总部：/ });
    expect(within(headOffice).getByRole('button', { name: '切换回总部' })).toBeInTheDocument();
  });

  it('says when there is no store yet', async () => {
    storesApi({ list: [] });
    renderApp('/zhzx/ddgl');
    expect(await screen.findByText('还没有门店，添加门店账号后可切换为该门店采购')).toBeInTheDocument();
  });
});
