import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { address } from '@yaocai/domain';
import qs from 'qs';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { stubApi } from '../../test/api-stub';
import { addressesFixture } from '../../test/checkout-fixtures';
import { envelope, type SentRequest } from '../../test/fetch';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  csrf.reset();
  window.sessionStorage.setItem('login', 'true');
});

const pathOf = (request: SentRequest) => request.url.split('?')[0] ?? '';
const writes = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'POST' && pathOf(request).startsWith('/api/user/address'));

function addressApi() {
  return stubApi({
    signedIn: true,
    override: (request) => {
      const path = pathOf(request);
      if (path === '/api/user/address' && request.method === 'GET') return envelope(10000, addressesFixture);
      if (path === '/api/user/address')
        return envelope(10000, address.parse({ ...qs.parse(String(request.body)), id: 13, is_default: 0 }));
      if (/^\/api\/user\/address\/\d+\/(delete|default)$/.test(path))
        return envelope(10000, null, '操作成功');
      return undefined;
    },
  });
}

describe('/addr: delivery addresses (issue #9 §3)', () => {
  it('checks a new address with the domain rules: a bad phone shows the message and sends nothing', async () => {
    const { sent } = addressApi();
    const { router } = renderApp('/addr');
    const user = userEvent.setup();
    await waitFor(() => expect(router.state.location.pathname).toBe('/zhzx/addr'));
    expect(await screen.findByRole('article', { name: '收货地址：李药师' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新增收货地址' }));
    const dialog = await screen.findByRole('dialog', { name: '新增收货地址' });
    // Pasted rather than typed key by key: the same change events, a fraction of the time on a busy machine.
    const fill = async (name: RegExp, text: string) => {
      const box = within(dialog).getByRole('textbox', { name });
      await user.clear(box);
      await user.click(box);
      await user.paste(text);
    };
    await fill(/收货人/, '赵采购');
    await fill(/手机号码/, '12345');
    await fill(/省份/, '北京市');
    await fill(/城市/, '北京市');
    await fill(/区县/, '东城区');
    await fill(/详细地址/, '东直门内大街1号');
    await user.click(within(dialog).getByRole('button', { name: '保存收货地址' }));
    expect(
      await within(dialog).findByText('请填写正确的手机号码或固定电话（区号-号码）'),
    ).toBeInTheDocument();
    expect(writes(sent)).toHaveLength(0);

    await fill(/手机号码/, '13900001111');
    await user.click(within(dialog).getByRole('button', { name: '保存收货地址' }));
    await waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(qs.parse(String(writes(sent)[0]?.body))).toMatchObject({
      phone: '13900001111',
      consignee: '赵采购',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes after 确定删除 and makes another address the default', async () => {
    const { sent } = addressApi();
    renderApp('/zhzx/addr');
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: '收货地址：李药师' });
    await user.click(within(card).getByRole('button', { name: '设为默认' }));
    await waitFor(() => expect(writes(sent).map(pathOf)).toEqual(['/api/user/address/12/default']));
    await user.click(within(card).getByRole('button', { name: '删除 李药师 的地址' }));
    await user.click(await screen.findByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(writes(sent).map(pathOf)).toEqual([
        '/api/user/address/12/default',
        '/api/user/address/12/delete',
      ]),
    );
  });
});
