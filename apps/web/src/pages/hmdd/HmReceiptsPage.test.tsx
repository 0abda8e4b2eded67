import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type HmReceipt, hmReceipt } from '@yaocai/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { stubApi } from '../../test/api-stub';
import { envelope, type SentRequest } from '../../test/fetch';
import { pageOf } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeAll(() => import('./HmReceiptsPage'), 60_000);

beforeEach(() => {
  csrf.reset();
  window.sessionStorage.setItem('login', 'true');
});

const pathOf = (request: SentRequest) => request.url.split('?')[0] ?? '';

const pending: HmReceipt = hmReceipt.parse({
  id: 501,
  order_sn: 'YC20261120093000000501',
  status: 'pending',
  status_text: '待确认',
  shipped_at: 1795000000,
  due_at: 1795604800,
  receiver: '',
  id_number: '',
  received_on: '',
  lines: [{ id: 9001, name: '酚麻美敏片', spec: '10片', number: 2, batch: 'B2611', expiry: '2028-10-31' }],
});

/** GET /api/hm_receipt and its confirm as the server answers them; `state.list` is what the list holds. */
function stubReceipts(state: { fail: boolean; list: HmReceipt[] }) {
  return stubApi({
    signedIn: true,
    override: (request) => {
      const path = pathOf(request);
      if (path === '/api/hm_receipt') {
        if (state.fail) return envelope(500, null, '服务器繁忙，请稍后再试', 500);
        return envelope(10000, pageOf(state.list));
      }
      if (path === '/api/hm_receipt/501/confirm') {
        const body = JSON.parse(String(request.body)) as { id_number: string };
        if (body.id_number !== '11010519491231002X')
          return envelope(
            422,
            { errors: { id_number: ['身份证号码格式不正确'] } },
            '身份证号码格式不正确',
            422,
          );
        state.list = [
          {
            ...pending,
            status: 'confirmed',
            status_text: '已确认',
            receiver: '王药师',
            id_number: '110105********002X',
            received_on: '2026-11-26',
          },
        ];
        return envelope(10000, state.list[0], '回执已确认');
      }
      return undefined;
    },
  });
}

describe('/hmdd, 含麻 receipts (issue #21 §4)', () => {
  it('leads /hmdd to the order centre, shows the failure with 重试, then a receipt the buyer confirms', async () => {
    const state = { fail: true, list: [pending] };
    stubReceipts(state);
    const { router } = renderApp('/hmdd');
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/hmdd'));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('回执加载失败');
    state.fail = false;
    const user = userEvent.setup();
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    const card = await screen.findByRole('region', { name: '回执 YC20261120093000000501' });
    expect(within(card).getByRole('row', { name: /酚麻美敏片/ })).toHaveTextContent('B2611');
    const form = within(card).getByRole('form', { name: '确认回执 YC20261120093000000501' });
    await user.type(within(form).getByLabelText(/收货人/), '王药师');
    await user.type(within(form).getByLabelText(/身份证号码/), '110105194912310021');
    await user.click(within(form).getByRole('button', { name: '确认回执' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/身份证号码/)).toHaveAccessibleDescription('身份证号码格式不正确'),
    );
    await user.clear(within(form).getByLabelText(/身份证号码/));
    await user.type(within(form).getByLabelText(/身份证号码/), '11010519491231002X');
    await user.click(within(form).getByRole('button', { name: '确认回执' }));
    expect(await screen.findByText(/收货人 王药师，身份证号码 110105\*{8}002X/)).toBeInTheDocument();
  });

  it('says so when there is no receipt', async () => {
    stubReceipts({ fail: false, list: [] });
    renderApp('/order/hmdd');
    expect(await screen.findByText('暂无含麻订单回执', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
