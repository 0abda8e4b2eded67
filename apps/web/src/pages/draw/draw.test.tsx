import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { drawPopupGate } from '../../lib/draw-popup-gate';
import { sessionFlag } from '../../lib/session-flag';
import { stubApi } from '../../test/api-stub';
import {
  drawActivityFixture,
  drawRecordFixture,
  drawResultFixture,
  drawSimpleFixture,
} from '../../test/draw-fixtures';
import { envelope, type SentRequest } from '../../test/fetch';
import { renderApp } from '../../test/render-app';

beforeAll(() => Promise.all([import('../home/HomePage'), import('./DrawRecordsPage')]), 60_000);

const pathOf = (request: SentRequest) => request.url.split('?')[0] ?? '';

/** The draw's endpoints for a signed-in buyer; `extra` answers first. */
function stubDraw(extra?: (request: SentRequest) => Response | undefined) {
  sessionFlag.markJustSignedIn();
  return stubApi({
    signedIn: true,
    override: (request) => {
      const custom = extra?.(request);
      if (custom) return custom;
      switch (pathOf(request)) {
        case '/api/draw/simple':
          return envelope(10000, drawSimpleFixture);
        case '/api/draw/7/activity':
          return envelope(10000, drawActivityFixture);
        case '/api/draw':
          return envelope(10000, drawResultFixture);
        case '/api/draw/ads':
          return envelope(10000, [{ image: '/images/draw-ad.png', url: '/user/cjjl' }]);
        default:
          return undefined;
      }
    },
  });
}

const popup = () => screen.findByRole('dialog', { name: drawActivityFixture.name });

describe('the prize draw on the home page (issue #11)', () => {
  it('does not open when the buyer has no chance left today (is_join 1)', async () => {
    const { sent } = stubDraw(({ url }) =>
      url === '/api/draw/simple' ? envelope(10000, { id: 7, is_join: 1, chances: 0 }) : undefined,
    );
    renderApp('/');
    await waitFor(() => expect(sent.some((request) => pathOf(request) === '/api/draw/simple')).toBe(true));
    expect(await screen.findByRole('heading', { name: '仁心大药房' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens for a buyer who may draw; 抽奖 sends the CSRF token on the GET and shows the prize', async () => {
    const { sent } = stubDraw();
    renderApp('/');
    const dialog = await popup();
    // The modal hides the page from assistive technology while it is open.
    expect(screen.getByLabelText('左侧抽奖活动')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: '左侧抽奖活动' })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('您还有1次抽奖机会');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: '抽奖' }));
    // The popup reveals the prize 2 s after 抽奖 (spec §9).
    expect(
      await within(dialog).findByText('恭喜您抽中200积分（已存入您的积分账户）', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const draw = sent.find((request) => pathOf(request) === '/api/draw');
    expect(draw?.url).toBe('/api/draw?id=7');
    expect(draw?.headers['X-CSRF-Token']).toBe('csrf-1');
  });

  it('shows the server’s refusal in the popup and stops the loading state', async () => {
    stubDraw(({ url }) =>
      pathOf({ url } as SentRequest) === '/api/draw' ? envelope(409, null, '今日抽奖机会已用完') : undefined,
    );
    renderApp('/');
    const dialog = await popup();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: '抽奖' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('今日抽奖机会已用完');
    expect(within(dialog).getByRole('button', { name: '重新抽奖' })).toBeEnabled();
  });

  it('closed without drawing, it stays closed for the rest of the Beijing day, even after a reload', async () => {
    stubDraw();
    const first = renderApp('/');
    await userEvent.setup().click(within(await popup()).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    first.unmount();

    drawPopupGate.reset();
    const { sent } = stubDraw();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: '仁心大药房' })).toBeInTheDocument();
    await waitFor(() => expect(sent.some((request) => pathOf(request) === '/api/draw/simple')).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.some((request) => pathOf(request) === '/api/draw/7/activity')).toBe(false);
  });
});

describe('/user/cjjl, 我的抽奖 (issue #11)', () => {
  it('lists the buyer’s draws with what became of each prize, and pages through them', async () => {
    stubDraw(({ url }) =>
      url.startsWith('/api/draw/record')
        ? envelope(10000, { list: [drawRecordFixture], total: 25, page: 1, per_page: 20 })
        : undefined,
    );
    renderApp('/user/cjjl');
    const table = await screen.findByRole('table', { name: '我的抽奖记录' });
    const row = within(table).getByRole('row', { name: /欧姆龙电子血压计/ });
    expect(row).toHaveTextContent('2025-12-01 10:00');
    expect(row).toHaveTextContent('待发货');
    expect(screen.getByRole('link', { name: '我的抽奖' })).toHaveAttribute('href', '/user/cjjl');
    expect(screen.getByRole('navigation', { name: '抽奖记录分页' })).toBeInTheDocument();
  });

  it('offers 重试 when the records fail, then says when there are none', async () => {
    let fail = true;
    stubDraw(({ url }) =>
      url.startsWith('/api/draw/record')
        ? fail
          ? envelope(500, null, '服务器错误')
          : envelope(10000, { list: [], total: 0, page: 1, per_page: 20 })
        : undefined,
    );
    renderApp('/user/cjjl');
    expect(await screen.findByText('抽奖记录加载失败，请重试')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无抽奖记录，登录首页即可参与抽奖')).toBeInTheDocument();
  });
});
