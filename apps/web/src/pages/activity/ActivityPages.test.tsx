import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { stubApi } from '../../test/api-stub';
import { envelope, type SentRequest } from '../../test/fetch';
import { goodsFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeAll(() => import('./ActivityPages'), 60_000);
beforeEach(() => {
  csrf.reset();
  window.sessionStorage.setItem('login', 'true');
});

const NOW = 1_760_000_000;
const summaries = [
  { id: 3, url: 'mid-year', title: '药采年中采购节', status: 'ongoing', start: NOW - 60, end: NOW + 86_400 },
  {
    id: 4,
    url: 'live',
    title: '直播采购 · 厂家直供专场',
    status: 'ongoing',
    start: NOW - 60,
    end: NOW + 3_600,
  },
];
const pageOf = (id: number) => {
  const summary = summaries.find((page) => page.id === id) ?? summaries[0];
  return {
    ...summary,
    banner: '/api/picture/0123456789abcdef0123.webp',
    rules: '1. 活动时间以页面倒计时为准。\n2. 活动期间全场满1000元减50元。',
    timestamp: NOW,
    floors: [{ title: '感冒用药', list: [goodsFixture] }],
  };
};

/** The activity API: the list, and each page (`failing` answers 500). */
const activityApi =
  (list = summaries, failing = false) =>
  (request: SentRequest) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api/activity/pages') return envelope(10000, { timestamp: NOW, list });
    const id = path.match(/^\/api\/activity\/(\d+)$/)?.[1];
    if (id === undefined) return undefined;
    if (failing) return envelope(500, null, '服务器错误', 500);
    return envelope(10000, pageOf(Number(id)));
  };

describe('/yjh/:id? — an activity page', () => {
  it('shows the banner, the countdown, the rules and the goods floors with add-to-cart', async () => {
    stubApi({ signedIn: true, override: activityApi() });
    renderApp('/yjh/live');
    const page = await screen.findByRole('article', { name: '直播采购 · 厂家直供专场' });
    expect(within(page).getByRole('img', { name: '直播采购 · 厂家直供专场' })).toBeInTheDocument();
    expect(within(page).getByRole('timer', { name: '直播采购 · 厂家直供专场倒计时' })).toBeInTheDocument();
    expect(within(page).getByLabelText('活动规则')).toHaveTextContent('满1000元减50元');
    const floor = within(page).getByRole('region', { name: '感冒用药' });
    expect(within(floor).getByText('阿莫西林胶囊')).toBeInTheDocument();
    expect(within(floor).getByRole('button', { name: /加入购物车/ })).toBeInTheDocument();
  });

  it('without an id shows the first running page; with none running says so', async () => {
    stubApi({ override: activityApi() });
    const first = renderApp('/yjh');
    expect(await screen.findByRole('article', { name: '药采年中采购节' })).toBeInTheDocument();
    first.unmount();
    stubApi({ override: activityApi([]) });
    renderApp('/yjh');
    expect(await screen.findByText('暂无进行中的活动')).toBeInTheDocument();
  });

  it('says 活动不存在或已结束 for a page that is not running', async () => {
    stubApi({ override: activityApi() });
    renderApp('/yjh/99');
    expect(await screen.findByText('活动不存在或已结束')).toBeInTheDocument();
  });

  it('offers 重试 when the page fails to load', async () => {
    stubApi({ override: activityApi(summaries, true) });
    renderApp('/yjh/3');
    expect(await screen.findByText('活动加载失败，请重试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

describe('/Hdzx/:ids/:id? — activities as tabs', () => {
  it('shows a tab per running activity and the chosen one', async () => {
    stubApi({ override: activityApi() });
    renderApp('/Hdzx/3,live,99/4');
    const tabs = await screen.findByRole('navigation', { name: '活动' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['药采年中采购节', '直播采购 · 厂家直供专场']);
    expect(within(tabs).getByRole('link', { name: '直播采购 · 厂家直供专场' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('article', { name: '直播采购 · 厂家直供专场' })).toBeInTheDocument();
  });
});

describe('/zqmb and /hdmb — the templates over the same data', () => {
  it('render the page ?id= names, without the zone heading', async () => {
    stubApi({ override: activityApi() });
    const zqmb = renderApp('/zqmb?id=live');
    expect(await screen.findByRole('article', { name: '直播采购 · 厂家直供专场' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: '活动专区' })).toBeNull();
    zqmb.unmount();
    stubApi({ override: activityApi() });
    renderApp('/hdmb?id=99');
    expect(await screen.findByText('活动不存在或已结束')).toBeInTheDocument();
  });
});
