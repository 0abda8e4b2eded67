import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { stubApi } from '../../test/api-stub';
import {
  addressesFixture,
  checkoutPreviewFixture,
  contractFixture,
  orderCreatedFixture,
} from '../../test/checkout-fixtures';
import { envelope, type SentRequest } from '../../test/fetch';
import { renderApp } from '../../test/render-app';

/*
 * Step 2 and the e-contract's versions (docs/console.md "电子合同版本"): while a newer version waits the buyer is
 * reminded on the page that confirms the order; after its date the order's 459 explains and leads to /dzht.
 */

beforeAll(() => Promise.all([import('./CheckoutPage'), import('../dzht/ContractPage')]), 60_000);

beforeEach(() => {
  csrf.reset();
  window.sessionStorage.setItem('login', 'true');
});

/** 2026-12-10 00:00 Beijing: the first day ordering needs version 2026-11. */
const SIGN_BY = Date.parse('2026-12-09T16:00:00Z') / 1000;
const STEP2 = '/cart/step2?ids=301';

/** A signed-in buyer at step 2 whose company's e-contract answers `contract`; `order` answers POST /api/order. */
function checkoutApi(
  contract: ReturnType<typeof contractFixture>,
  order = () => envelope(10000, orderCreatedFixture),
) {
  return stubApi({
    signedIn: true,
    override: ({ url }: SentRequest) => {
      const path = url.split('?')[0];
      if (path === '/api/user/contract') return envelope(10000, contract);
      if (path === '/api/cart/checkout') return envelope(10000, checkoutPreviewFixture());
      if (path === '/api/user/address') return envelope(10000, addressesFixture);
      if (path === '/api/order') return order();
      return undefined;
    },
  });
}

describe('/cart/step2: the e-contract reminder', () => {
  it('tells a buyer whose company signed an older version to sign the new one by its date, and links to /dzht', async () => {
    checkoutApi(contractFixture(false, { signedVersion: '2026-05', signBy: SIGN_BY }));
    const { router } = renderApp(STEP2);
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('新版电子合同待签署，请于 2026-12-10 前签署');
    // The order is not held up meanwhile.
    await waitFor(() => expect(screen.getByRole('button', { name: '提交订单' })).toBeEnabled());

    const user = userEvent.setup();
    await user.click(within(notice).getByRole('link', { name: '查看并签署' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dzht'));
    expect(await screen.findByText(/2026-12-10 前仍可正常下单/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '暂不签署，继续' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(STEP2),
    );
  });

  it('says nothing to a buyer whose company signed the version in force', async () => {
    checkoutApi(contractFixture(true));
    renderApp(STEP2);
    await waitFor(() => expect(screen.getByRole('button', { name: '提交订单' })).toBeEnabled());
    expect(screen.queryByText(/新版电子合同待签署/)).not.toBeInTheDocument();
  });

  it('after the date: no reminder, the refused order says why and /dzht asks for the new version', async () => {
    checkoutApi(contractFixture(false, { signedVersion: '2026-05', signBy: null }), () =>
      envelope(459, null, '请先签署电子采购合同'),
    );
    const { router } = renderApp(STEP2);
    const submit = await screen.findByRole('button', { name: '提交订单' });
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.queryByText(/新版电子合同待签署/)).not.toBeInTheDocument();
    await userEvent.setup().click(submit);
    expect(await screen.findByText('请先签署电子采购合同')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dzht'), { timeout: 5000 });
    expect(
      await screen.findByText(
        /合同已更新为 2026-11 版（贵单位签署的是 2026-05 版），请阅读并签署新版本。签署新版本后才能下单。/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '暂不签署，继续' })).not.toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(STEP2);
  });
});
