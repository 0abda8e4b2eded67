/**
 * The one route table. Every route carries its layout flags in `handle`; pages are lazy modules so
 * each screen is its own chunk. Routes not built yet are deliberately absent (unknown paths go to /404).
 */
import { createBrowserRouter, data, type RouteObject, redirect } from 'react-router-dom';
import { accountCentreRoutes } from './account-centre-routes';
import { accountRoutes } from './account-routes';
import { fetchSite } from './data/use-site';
import { AppLayout } from './layout/AppLayout';
import { Blank } from './layout/Blank';
import { memberSection } from './layout/member-section';
import { RouteErrorPage } from './layout/RouteErrorPage';
import { pageHandle } from './layout/route-handle';
import { browser } from './lib/browser';
import { memberRoutes } from './member-routes';
import { userRoutes } from './user-routes';

/** Page modules, each loaded when its route is first matched. */
const pages = {
  home: async () => (await import('./pages/home/HomePage')).HomePage,
  login: async () => (await import('./pages/login/LoginPage')).LoginPage,
  notFound: async () => (await import('./pages/status/NotFoundPage')).NotFoundPage,
  noActivity: async () => (await import('./pages/status/NoActivityPage')).NoActivityPage,
  loading: async () => (await import('./pages/status/LoadingPage')).LoadingPage,
  activityLoading: async () => (await import('./pages/status/ActivityLoadingPage')).ActivityLoadingPage,
  searchGrid: async () => (await import('./pages/search/SearchPage')).SearchGridPage,
  searchTable: async () => (await import('./pages/search/SearchPage')).SearchTablePage,
  goodsDetail: async () => (await import('./pages/goods/GoodsDetailPage')).GoodsDetailPage,
  listGrid: async () => (await import('./pages/list/ListPage')).ListGridPage,
  listTable: async () => (await import('./pages/list/ListPage')).ListTablePage,
  listNoImage: async () => (await import('./pages/list/ListPage')).ListNoImagePage,
  zoneYx: async () => (await import('./pages/list/ZonePages')).PremiumZonePage,
  zoneYxTable: async () => (await import('./pages/list/ZonePages')).PremiumZoneTablePage,
  zoneYxRule: async () => (await import('./pages/yx/YxRulePage')).YxRulePage,
  zoneTcm: async () => (await import('./pages/list/ZonePages')).TcmZonePage,
  zoneDevices: async () => (await import('./pages/list/ZonePages')).DeviceZonePage,
  zoneNearExpiry: async () => (await import('./pages/list/ZonePages')).NearExpiryZonePage,
  everydayPrice: async () => (await import('./pages/mrtj/EverydayPricePage')).EverydayPricePage,
  combos: async () => (await import('./pages/zhzq/ComboPage')).ComboPage,
  brandIndex: async () => (await import('./pages/ppzq/BrandPages')).BrandIndexPage,
  brandDetail: async () => (await import('./pages/ppzq/BrandPages')).BrandDetailPage,
  otherList: async () => (await import('./pages/list/OtherListPage')).OtherListPage,
  favorites: async () => (await import('./pages/star/FavoritesPage')).FavoritesPage,
  kxzqZone: async () => (await import('./pages/kxzq/KxzqPages')).KxzqZonePage,
  kxzqNew: async () => (await import('./pages/kxzq/KxzqPages')).KxzqNewPage,
  kxzqProgramme: async () => (await import('./pages/kxzq/KxzqPages')).KxzqProgrammePage,
  cart: async () => (await import('./pages/cart/CartPage')).CartPage,
  checkout: async () => (await import('./pages/cart/CheckoutPage')).CheckoutPage,
  pay: async () => (await import('./pages/cart/PayPages')).PayPage,
  payExisting: async () => (await import('./pages/cart/PayPages')).PayExistingPage,
  paid: async () => (await import('./pages/cart/PayPages')).PaidPage,
  contract: async () => (await import('./pages/dzht/ContractPage')).ContractPage,
  desktop: async () => (await import('./pages/desktop/DesktopPage')).DesktopPage,
};

/**
 * eleven_index: leave the app for the main-site address (`site_url`, by default this origin). Loaded directly,
 * the server answers with an HTTP redirect there (`src/ssr/entry-server.tsx`); it has no window to leave.
 */
async function goToMainSite() {
  const site = await fetchSite().catch(() => null);
  const target = site?.site_url || '/';
  if (import.meta.env.SSR) return redirect(target);
  browser.assign(target);
  return null;
}

/**
 * The 404 page's status: a direct load of an unknown path (or of /404) answers HTTP 404 with the page, not 200
 * (issue #20 §6). In the browser an unknown path then goes on to /404 (spec §2).
 */
const notFoundStatus = () => data(null, { status: 404 });
const unknownPath = () => (import.meta.env.SSR ? notFoundStatus() : redirect('/404'));

/**
 * A fresh table per router: data routers resolve `lazy` into the route objects they were given, so two
 * routers (tests) must not share one table.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: Blank,
      children: [
        {
          id: 'home',
          index: true,
          handle: pageHandle('首页', { topAdvert: true }),
          lazy: { Component: pages.home },
        },
        {
          id: 'login',
          path: 'login',
          handle: pageHandle('登录', { header: 'login', toolbar: false }),
          lazy: { Component: pages.login },
        },
        ...accountRoutes(),
        {
          id: 'not_found',
          path: '404',
          handle: pageHandle('页面不存在'),
          loader: notFoundStatus,
          lazy: { Component: pages.notFound },
        },
        {
          id: 'desktop',
          path: 'desktop',
          handle: pageHandle('添加到桌面'),
          lazy: { Component: pages.desktop },
        },
        {
          id: 'no_activity',
          path: 'noActivity',
          handle: pageHandle('活动不存在'),
          lazy: { Component: pages.noActivity },
        },
        {
          id: 'loading',
          path: 'loading',
          handle: pageHandle('加载中', { scrollRestoration: false }),
          lazy: { Component: pages.loading },
        },
        {
          id: 'loading_activity',
          path: 'loading/activity',
          handle: pageHandle('活动加载中', { scrollRestoration: false }),
          lazy: { Component: pages.activityLoading },
        },
        {
          id: 'search',
          path: 'search',
          handle: pageHandle('搜索结果'),
          lazy: { Component: pages.searchGrid },
        },
        {
          id: 'search_table',
          path: 'search/table',
          handle: pageHandle('搜索结果'),
          lazy: { Component: pages.searchTable },
        },
        {
          id: 'list',
          path: 'list',
          handle: pageHandle('商品列表'),
          lazy: { Component: pages.listGrid },
        },
        {
          id: 'list_table',
          path: 'list/table',
          handle: pageHandle('商品列表'),
          lazy: { Component: pages.listTable },
        },
        {
          id: 'list_no_image',
          path: 'list/no_image',
          handle: pageHandle('商品列表'),
          lazy: { Component: pages.listNoImage },
        },
        {
          id: 'yx',
          path: 'yx',
          handle: pageHandle('优选专区'),
          lazy: { Component: pages.zoneYx },
        },
        {
          id: 'yx_table',
          path: 'yx/table',
          handle: pageHandle('优选专区'),
          lazy: { Component: pages.zoneYxTable },
        },
        {
          id: 'yx_rule',
          path: 'yx/rule',
          handle: pageHandle('优选规则', { header: false, footer: false, toolbar: false }),
          lazy: { Component: pages.zoneYxRule },
        },
        {
          id: 'zyyp',
          path: 'zyyp',
          handle: pageHandle('中药专区'),
          lazy: { Component: pages.zoneTcm },
        },
        {
          id: 'qxzq',
          path: 'qxzq',
          handle: pageHandle('器械专区'),
          lazy: { Component: pages.zoneDevices },
        },
        {
          id: 'jxqzc',
          path: 'jxqzc',
          handle: pageHandle('近效期专区'),
          lazy: { Component: pages.zoneNearExpiry },
        },
        {
          id: 'list_other',
          path: 'list/other/:id/:name?',
          handle: pageHandle('药品列表'),
          lazy: { Component: pages.otherList },
        },
        {
          id: 'list_info',
          path: 'list_info/:id',
          handle: pageHandle('商品详情'),
          lazy: { Component: pages.goodsDetail },
        },
        {
          id: 'list_info_alias',
          path: 'list/info/:id',
          handle: pageHandle('商品详情'),
          lazy: { Component: pages.goodsDetail },
        },
        {
          id: 'mrtj',
          path: 'mrtj',
          handle: pageHandle('每日特价'),
          lazy: { Component: pages.everydayPrice },
        },
        {
          id: 'zhzq',
          path: 'zhzq',
          handle: pageHandle('组合购买'),
          lazy: { Component: pages.combos },
        },
        {
          id: 'ppzq',
          path: 'ppzq',
          handle: pageHandle('品牌专区'),
          lazy: { Component: pages.brandIndex },
        },
        {
          id: 'ppzq_index',
          path: 'ppzq_index/:page?',
          handle: pageHandle('品牌专区'),
          lazy: { Component: pages.brandIndex },
        },
        {
          id: 'ppzq_page',
          path: 'ppzq/:page',
          handle: pageHandle('品牌专区'),
          lazy: { Component: pages.brandIndex },
        },
        {
          id: 'ppzq_info',
          path: 'ppzq/info/:id/:page?',
          handle: pageHandle('品牌专区'),
          lazy: { Component: pages.brandDetail },
        },
        {
          id: 'kxzq',
          path: 'kxzq',
          handle: pageHandle('控销专区'),
          lazy: { Component: pages.kxzqZone },
        },
        {
          id: 'kxzq_new',
          path: 'kxzq_new',
          handle: pageHandle('控销专区'),
          lazy: { Component: pages.kxzqZone },
        },
        {
          id: 'kxzq_index',
          path: 'kxzq/new',
          handle: pageHandle('控销新品'),
          lazy: { Component: pages.kxzqNew },
        },
        {
          id: 'kxzq_goods',
          path: 'kxzq/goods/:url/:ads?',
          handle: pageHandle('控销计划'),
          lazy: { Component: pages.kxzqProgramme },
        },
        // The cart steps (spec §2 Cart): 1 cart, 2 check order, 3 pay, 4 done; /cart/hm pays an existing order.
        {
          id: 'cart_step1',
          path: 'cart',
          handle: pageHandle('我的购物车', { auth: true, cartStep: 1 }),
          lazy: { Component: pages.cart },
        },
        {
          id: 'cart_step2',
          path: 'cart/step2',
          handle: pageHandle('确认订单信息', { auth: true, cartStep: 2 }),
          lazy: { Component: pages.checkout },
        },
        {
          id: 'cart_step3',
          path: 'cart/step3/:id',
          handle: pageHandle('订单支付', { auth: true, cartStep: 3 }),
          lazy: { Component: pages.pay },
        },
        {
          id: 'cart_step3_alias',
          path: 'cart_step3/:id',
          handle: pageHandle('订单支付', { auth: true, cartStep: 3 }),
          lazy: { Component: pages.pay },
        },
        {
          id: 'cart_step4',
          path: 'cart/step4',
          handle: pageHandle('支付完成', { auth: true, cartStep: 4 }),
          lazy: { Component: pages.paid },
        },
        {
          id: 'cart_hm',
          path: 'cart/hm',
          handle: pageHandle('支付订单', { auth: true, cartStep: 3 }),
          lazy: { Component: pages.payExisting },
        },
        {
          id: 'dzht',
          path: 'dzht',
          handle: pageHandle('电子合同', { auth: true }),
          lazy: { Component: pages.contract },
        },
        ...accountCentreRoutes(),
        memberSection('zzfw', '自助服务', [
          {
            id: 'zzfw_star',
            path: 'star',
            handle: pageHandle('我的收藏'),
            lazy: { Component: pages.favorites },
          },
        ]),
        ...memberRoutes(),
        ...userRoutes(),
        // The favourites lived at /star before the member area; old links and bookmarks still arrive.
        {
          id: 'star',
          path: 'star',
          handle: pageHandle('我的收藏'),
          loader: ({ request }) => redirect(`/zzfw/star${new URL(request.url).search}`),
        },
        {
          id: 'activity',
          path: 'activity/:url?/:url1?/:url2?',
          handle: pageHandle('活动加载中'),
          loader: () => redirect('/loading/activity'),
          Component: Blank,
        },
        {
          id: 'eleven_index',
          path: 'eleven_index',
          handle: pageHandle('正在跳转'),
          loader: goToMainSite,
          lazy: { Component: pages.loading },
        },
        {
          id: 'unknown',
          path: '*',
          handle: pageHandle('页面不存在'),
          loader: unknownPath,
          lazy: { Component: pages.notFound },
        },
      ],
    },
  ];
}

export function createAppRouter(routes: RouteObject[] = createRoutes()) {
  return createBrowserRouter(routes);
}
