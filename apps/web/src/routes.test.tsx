import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { isRouteHandle } from './layout/route-handle';
import { browser } from './lib/browser';
import { createRoutes } from './routes';
import { stubApi } from './test/api-stub';
import { envelope } from './test/fetch';
import { renderApp } from './test/render-app';

/** The API's list of running activity pages (GET /api/activity/pages). */
const activityList = (list: object[]) => (request: { url: string }) =>
  request.url.split('?')[0] === '/api/activity/pages'
    ? envelope(10000, { timestamp: 1_760_000_000, list })
    : undefined;

function leaves(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => (route.children ? leaves(route.children) : [route]));
}

describe('the route table', () => {
  it('gives every route a handle with a title and layout flags', () => {
    for (const route of leaves(createRoutes())) {
      expect(isRouteHandle(route.handle), `route ${route.id}`).toBe(true);
      expect(route.handle).toMatchObject({ title: expect.any(String), footer: expect.any(Boolean) });
    }
  });

  it('holds only the routes built so far', () => {
    expect(leaves(createRoutes()).map((route) => route.path ?? '/')).toEqual([
      '/',
      'login',
      'register',
      'register_index',
      'register/step1',
      'register/wechat',
      'register/step2',
      'register/step3',
      'register_dd',
      'register/dd/step1',
      'register/dd/step2',
      'register/dd/step3',
      'forget',
      'forget/step1',
      'forget/step2',
      'forget/step3',
      '404',
      'desktop',
      'noActivity',
      'loading',
      'loading/activity',
      'search',
      'search/table',
      'list',
      'list/table',
      'list/no_image',
      'yx',
      'yx/table',
      'yx/rule',
      'zyyp',
      'qxzq',
      'jxqzc',
      'xpss',
      'yjh/:id?',
      'Hdzx/:ids/:id?',
      'zqmb',
      'hdmb',
      'welfare',
      'yyh',
      'yyh/list',
      'list/other/:id/:name?',
      'list_info/:id',
      'list/info/:id',
      'mrtj',
      'lqzx',
      'hb',
      'jfsc',
      'zhzq',
      'ppzq',
      'ppzq_index/:page?',
      'ppzq/:page',
      'ppzq/info/:id/:page?',
      'kxzq',
      'kxzq_new',
      'kxzq/new',
      'kxzq/goods/:url/:ads?',
      'help',
      'help/serve',
      'help/pay',
      'help/news',
      'help/zfps/:page',
      'help/:group',
      'help/:group/:page',
      'news',
      'news/:type',
      'news/info/:id/:type?',
      'cart',
      'cart/step2',
      'cart/step3/:id',
      'cart_step3/:id',
      'cart/step4',
      'cart/hm',
      'dzht',
      '/',
      'basic',
      'zzzj',
      'xgmm',
      'addr',
      'ddgl',
      'wdxx',
      'bdwx',
      'addr',
      'wdxx',
      'ddgl',
      'bdwx',
      '/',
      'kjcg',
      'pzqg',
      'star',
      'dzfp',
      'yjfk',
      'sptx',
      'pzqg/add',
      'pzqg/info',
      'dzfp',
      '/',
      'jfdd',
      'hmdd',
      'info/:id',
      'wl/:id',
      'afterSales',
      'returnInfo/:id',
      'afterSalesInfo/:id',
      'hmdd',
      '/',
      'yegl',
      'zqgl',
      'jfgl',
      'yhq',
      'xjq',
      'yegl',
      'zqgl',
      'yhq',
      'xjq',
      'jfgl',
      'jfdd',
      '/',
      'cjjl',
      'star',
      'activity/:url?/:url1?/:url2?',
      'eleven_index',
      '*',
    ]);
  });

  it('sends an unknown path to /404', async () => {
    stubApi();
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByText('抱歉，您访问的页面不存在')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(within(screen.getByRole('main')).getByRole('link', { name: '返回首页' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('sends /activity/… through /loading/activity to /noActivity when no activity is running', async () => {
    stubApi({ override: activityList([]) });
    const { router } = renderApp('/activity/spring/sale');
    expect(await screen.findByText('活动不存在或已结束')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/noActivity');
  });

  it('resolves /activity/{url} to the activity page of that url, else the first running one', async () => {
    const pages = [
      { id: 3, url: 'mid-year', title: '药采年中采购节', status: 'ongoing', start: 1, end: 2_000_000_000 },
      { id: 4, url: 'live', title: '直播采购', status: 'ongoing', start: 1, end: 2_000_000_000 },
    ];
    stubApi({ override: activityList(pages) });
    const named = renderApp('/activity/live');
    await waitFor(() => expect(named.router.state.location.pathname).toBe('/yjh/4'));
    named.unmount();
    const other = renderApp('/activity/spring/sale');
    await waitFor(() => expect(other.router.state.location.pathname).toBe('/yjh/3'));
  });

  it('redirects /activity paths to /loading/activity', async () => {
    const router = createMemoryRouter(createRoutes(), { initialEntries: ['/activity/spring/sale'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/loading/activity'));
  });

  it('sends eleven_index to the main-site address', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    stubApi();
    renderApp('/eleven_index');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.yaocai.example'));
  });

  it('titles the document with the page title and the site title', async () => {
    stubApi();
    renderApp('/login');
    await waitFor(() => expect(document.title).toBe('登录 - 药采'));
  });

  it('shows the login header (not the site header or toolbar) on /login', async () => {
    stubApi();
    renderApp('/login');
    expect(await screen.findByLabelText('手机号')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '安全退出' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('侧边工具栏')).not.toBeInTheDocument();
    expect(document.querySelector('[data-ui="LoginHeader"]')).not.toBeNull();
  });
});
