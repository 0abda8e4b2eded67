import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ControlledProgramme } from '@yaocai/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { feedback } from '../../feedback/feedback';
import { sessionFlag } from '../../lib/session-flag';
import { stubApi } from '../../test/api-stub';
import { envelope } from '../../test/fetch';
import { goodsDetailFixture, goodsFixture, pageOfGoods } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  csrf.reset();
  sessionStorage.clear();
});

const none = { auth_status: 'none', is_authorised: 0, application: null } as const;

const programme = (overrides: Partial<ControlledProgramme>): ControlledProgramme => ({
  id: 1,
  url: 'tongrentang',
  title: '北京同仁堂控销计划',
  manufacturer: '北京同仁堂股份有限公司同仁堂制药厂',
  description: '同仁堂中成药与饮片京津地区定向供货。',
  regions: ['北京市', '天津市'],
  goods_count: 4,
  ...none,
  ...overrides,
});

const application = (status: 'pending' | 'approved' | 'rejected', note = '') => ({
  id: 7,
  status,
  note,
  created_at: 1_760_000_000,
  decided_at: status === 'pending' ? 0 : 1_760_000_100,
});

const banner = { id: 3, image: '/images/kxzq.svg', url: '/kxzq/new' };

describe('/kxzq', () => {
  it('shows the banners and each programme with the buyer’s standing', async () => {
    sessionFlag.markJustSignedIn();
    stubApi({
      signedIn: true,
      override: ({ url }) => {
        if (url === '/api/focus/kxzq') return envelope(10000, { list: [banner] });
        if (url === '/api/kxzq')
          return envelope(10000, {
            list: [
              programme({ auth_status: 'region', is_authorised: 1 }),
              programme({
                id: 2,
                url: 'rx-western',
                title: '处方药控销计划',
                manufacturer: '',
                ...{ auth_status: 'pending', application: application('pending') },
              }),
              programme({
                id: 3,
                url: 'hayao',
                title: '哈药集团控销计划',
                auth_status: 'rejected',
                application: application('rejected', '请补充GSP证书'),
              }),
            ],
          });
        return undefined;
      },
    });
    renderApp('/kxzq');
    const list = await screen.findByRole('list', { name: '控销计划' });
    expect(screen.getByRole('region', { name: '控销专区广告' })).toBeInTheDocument();
    const [trt, rx, hayao] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(trt).getByRole('link', { name: '北京同仁堂控销计划' })).toHaveAttribute(
      'href',
      '/kxzq/goods/tongrentang',
    );
    expect(within(trt).getByText('区域授权')).toBeInTheDocument();
    expect(within(trt).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rx).getByText('多家厂商 · 共 4 种商品')).toBeInTheDocument();
    expect(within(rx).getByRole('button', { name: '审核中' })).toBeDisabled();
    expect(within(hayao).getByText('申请未通过：请补充GSP证书')).toBeInTheDocument();
    expect(within(hayao).getByRole('button', { name: '重新申请' })).toBeEnabled();
  });

  it('applies after confirmation, toasts, and shows 审核中 from the refreshed list', async () => {
    sessionFlag.markJustSignedIn();
    let applied = false;
    const { apiCalls } = stubApi({
      signedIn: true,
      override: ({ url, method }) => {
        if (url === '/api/kxzq')
          return envelope(10000, {
            list: [programme(applied ? { auth_status: 'pending', application: application('pending') } : {})],
          });
        if (url === '/api/kxzq/apply' && method === 'POST') {
          applied = true;
          return envelope(
            10000,
            {
              auth_status: 'pending',
              is_authorised: 0,
              application: application('pending'),
              programme: { url: 'tongrentang', title: '北京同仁堂控销计划' },
            },
            '申请已提交，审核通过后即可采购',
          );
        }
        return undefined;
      },
    });
    renderApp('/kxzq');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '申请授权' }));
    const dialog = await screen.findByRole('alertdialog', { name: '申请控销授权' });
    expect(dialog).toHaveTextContent('确认申请「北京同仁堂控销计划」的控销授权？');
    expect(apiCalls().some((c) => c.url === '/api/kxzq/apply')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(feedback.getSnapshot().toasts.map((t) => t.message)).toContain('申请已提交，审核通过后即可采购'),
    );
    expect(apiCalls().find((c) => c.url === '/api/kxzq/apply')?.body).toBe('url=tongrentang');
    expect(await screen.findByRole('button', { name: '审核中' })).toBeDisabled();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    sessionFlag.markJustSignedIn();
    const { apiCalls } = stubApi({
      signedIn: true,
      override: ({ url }) => (url === '/api/kxzq' ? envelope(10000, { list: [programme({})] }) : undefined),
    });
    renderApp('/kxzq_new');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '申请授权' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(apiCalls().some((c) => c.url === '/api/kxzq/apply')).toBe(false);
  });

  it('asks visitors to log in before applying', async () => {
    stubApi({
      override: ({ url }) => (url === '/api/kxzq' ? envelope(10000, { list: [programme({})] }) : undefined),
    });
    renderApp('/kxzq');
    expect(await screen.findByRole('link', { name: '登录后申请' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fkxzq',
    );
  });

  it('says so when there are no programmes, and offers 重试 when loading fails', async () => {
    let fail = true;
    stubApi({
      override: ({ url }) =>
        url === '/api/kxzq'
          ? fail
            ? envelope(500, null, '', 500)
            : envelope(10000, { list: [] })
          : undefined,
    });
    renderApp('/kxzq');
    expect(await screen.findByText('控销计划加载失败，请重试')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无控销计划')).toBeInTheDocument();
  });
});

describe('/kxzq/goods/:url/:ads?', () => {
  it('shows the named adverts, the programme and its goods', async () => {
    sessionFlag.markJustSignedIn();
    const { apiCalls } = stubApi({
      signedIn: true,
      override: ({ url }) => {
        if (url.startsWith('/api/focus/kxzq_ad')) return envelope(10000, { list: [banner] });
        if (url.startsWith('/api/kxzq/goods/hayao'))
          return envelope(10000, {
            ...pageOfGoods([{ ...goodsFixture, is_buy: 0, buy_reason: '控销商品，需申请授权后购买' }], 1, 1),
            programme: programme({ id: 3, url: 'hayao', title: '哈药集团控销计划', regions: [] }),
          });
        return undefined;
      },
    });
    renderApp('/kxzq/goods/hayao/3,4,x');
    expect(await screen.findByRole('heading', { level: 1, name: '哈药集团控销计划' })).toBeInTheDocument();
    expect(screen.getByText(/全部地区需申请授权/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '申请授权' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: '哈药集团控销计划商品' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '控销计划广告' })).toBeInTheDocument();
    expect(apiCalls().some((c) => c.url === '/api/focus/kxzq_ad?ids=3%2C4')).toBe(true);
    expect(apiCalls().some((c) => c.url === '/api/kxzq/goods/hayao?page=1&per_page=20')).toBe(true);
  });

  it('says 控销计划不存在 for an unknown programme', async () => {
    stubApi({
      override: ({ url }) =>
        url.startsWith('/api/kxzq/goods/') ? envelope(404, null, '请求的内容不存在', 404) : undefined,
    });
    renderApp('/kxzq/goods/no-such-plan');
    expect(await screen.findByText('控销计划不存在')).toBeInTheDocument();
  });
});

describe('/kxzq/new', () => {
  it('lists the newest controlled goods, and says so when there are none', async () => {
    const { apiCalls } = stubApi({
      override: ({ url }) => {
        if (url === '/api/focus/new_kxzq') return envelope(10000, { list: [] });
        if (url.startsWith('/api/goods/list')) return envelope(10000, pageOfGoods([]));
        return undefined;
      },
    });
    renderApp('/kxzq/new');
    expect(await screen.findByText('暂无控销商品')).toBeInTheDocument();
    expect(apiCalls().some((c) => c.url === '/api/goods/list?page=1&per_page=20&zone=kxzq&sort=newest')).toBe(
      true,
    );
  });
});

describe('the product detail of a controlled product', () => {
  it('offers 申请授权 to a buyer not authorised, applying by the product', async () => {
    sessionFlag.markJustSignedIn();
    const { apiCalls } = stubApi({
      signedIn: true,
      override: ({ url, method }) => {
        if (url === '/api/goods/detail/41')
          return envelope(10000, {
            ...goodsDetailFixture,
            is_controlled: 1,
            is_buy: 0,
            buy_reason: '控销商品，需申请授权后购买',
          });
        if (url === '/api/kxzq/goods_access/41')
          return envelope(10000, {
            goods_id: 41,
            is_controlled: 1,
            programme: { url: 'hayao', title: '哈药集团控销计划' },
            ...none,
          });
        if (url === '/api/kxzq/apply' && method === 'POST')
          return envelope(10000, {
            auth_status: 'pending',
            is_authorised: 0,
            application: application('pending'),
            programme: { url: 'hayao', title: '哈药集团控销计划' },
          });
        return undefined;
      },
    });
    renderApp('/list_info/41');
    expect(await screen.findByText('控销商品，需申请授权后购买')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '申请授权' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('哈药集团控销计划');
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(apiCalls().find((c) => c.url === '/api/kxzq/apply')?.body).toBe('goods_id=41'),
    );
  });

  it('asks nothing for a product the buyer may order', async () => {
    sessionFlag.markJustSignedIn();
    const { apiCalls } = stubApi({
      signedIn: true,
      override: ({ url }) =>
        url === '/api/goods/detail/41'
          ? envelope(10000, { ...goodsDetailFixture, is_controlled: 1, is_buy: 1 })
          : undefined,
    });
    renderApp('/list_info/41');
    expect(await screen.findByRole('heading', { level: 1, name: '阿莫西林胶囊' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '申请授权' })).not.toBeInTheDocument();
    expect(apiCalls().some((c) => c.url.startsWith('/api/kxzq'))).toBe(false);
  });

  it('asks nothing for a visitor whose tab still carries a stale signed-in flag (the server decides)', async () => {
    window.sessionStorage.setItem('login', 'true');
    // The session answers after the product, so the page renders while only the flag speaks.
    const { apiCalls } = stubApi({
      override: ({ url }) =>
        url === '/api/user/session'
          ? new Promise((resolve) => setTimeout(() => resolve(envelope(10000, { user: null })), 300))
          : url === '/api/goods/detail/41'
            ? envelope(10000, {
                ...goodsDetailFixture,
                price: null,
                is_controlled: 1,
                is_buy: 0,
                buy_reason: '登录后可购买',
              })
            : undefined,
    });
    renderApp('/list_info/41');
    expect(await screen.findByText('登录后可购买')).toBeInTheDocument();
    await waitFor(() => expect(sessionFlag.isSignedIn()).toBe(false));
    expect(screen.queryByRole('button', { name: '申请授权' })).not.toBeInTheDocument();
    expect(apiCalls().some((c) => c.url.startsWith('/api/kxzq'))).toBe(false);
  });
});
