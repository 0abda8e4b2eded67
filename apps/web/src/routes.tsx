/**
 * The one route table: every route of the app, with its layout flags in `handle` (`pageHandle`); pages are lazy
 * modules so each screen is its own chunk (the first load carries none of them; `ssr/lazy-routes.ts` loads the
 * matched ones before the server renders and before the browser hydrates). Routes not built yet are
 * deliberately absent (unknown paths go to /404). The lazy page map, the entry helpers and the account and
 * member areas' entries live in `route-table/` (each spread here in its place); this file stays the one table.
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { Blank } from './layout/Blank';
import { RouteErrorPage } from './layout/RouteErrorPage';
import { pageHandle } from './layout/route-handle';
import { accountRoutes } from './route-table/account';
import { goToMainSite, leadsTo, notFoundStatus, page, unknownPath } from './route-table/kit';
import { memberRoutes } from './route-table/member';
import { pages } from './route-table/pages';

/**
 * A fresh table per router: data routers resolve `lazy` into the route objects they were given, so two
 * routers (tests, the server's renders) must not share one table.
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
        page('login', 'login', pageHandle('登录', { header: 'login', toolbar: false }), pages.login),

        ...accountRoutes(),

        { ...page('not_found', '404', pageHandle('页面不存在'), pages.notFound), loader: notFoundStatus },
        page('desktop', 'desktop', pageHandle('添加到桌面'), pages.desktop),
        page('no_activity', 'noActivity', pageHandle('活动不存在'), pages.noActivity),
        page('loading', 'loading', pageHandle('加载中', { scrollRestoration: false }), pages.loading),
        page(
          'loading_activity',
          'loading/activity',
          pageHandle('活动加载中', { scrollRestoration: false }),
          pages.activityLoading,
        ),

        // Catalogue: search, lists, zones, the product page.
        page('search', 'search', pageHandle('搜索结果'), pages.searchGrid),
        page('search_table', 'search/table', pageHandle('搜索结果'), pages.searchTable),
        page('list', 'list', pageHandle('商品列表'), pages.listGrid),
        page('list_table', 'list/table', pageHandle('商品列表'), pages.listTable),
        page('list_no_image', 'list/no_image', pageHandle('商品列表'), pages.listNoImage),
        page('yx', 'yx', pageHandle('优选专区'), pages.zoneYx),
        page('yx_table', 'yx/table', pageHandle('优选专区'), pages.zoneYxTable),
        page(
          'yx_rule',
          'yx/rule',
          pageHandle('优选规则', { header: false, footer: false, toolbar: false }),
          pages.zoneYxRule,
        ),
        page('zyyp', 'zyyp', pageHandle('中药专区'), pages.zoneTcm),
        page('qxzq', 'qxzq', pageHandle('器械专区'), pages.zoneDevices),
        page('jxqzc', 'jxqzc', pageHandle('近效期专区'), pages.zoneNearExpiry),
        page('xpss', 'xpss', pageHandle('新品上市'), pages.zoneNew),
        // Activity pages (issue #22 §3): /yjh/:id? one page (id or its url; none: the first running one),
        // /Hdzx/:ids/:id? several as tabs; /activity/… resolves through /loading/activity.
        page('yjh', 'yjh/:id?', pageHandle('活动专区'), pages.activityZone),
        page('hdzx', 'Hdzx/:ids/:id?', pageHandle('活动中心'), pages.activityCentre),
        page('zqmb', 'zqmb', pageHandle('活动专区'), pages.activityTemplate),
        page('hdmb', 'hdmb', pageHandle('活动'), pages.activityTemplate),
        // 全场94折 (issue #22 §1) and the clinics' page (§3), on the activity page's body.
        page('welfare', 'welfare', pageHandle('全场折扣'), pages.welfare),
        page('yyh', 'yyh', pageHandle('诊所专场'), pages.clinicActivity),
        page('yyh_list', 'yyh/list', pageHandle('诊所专场'), pages.clinicActivityList),
        page('list_other', 'list/other/:id/:name?', pageHandle('药品列表'), pages.otherList),
        page('list_info', 'list_info/:id', pageHandle('商品详情'), pages.goodsDetail),
        page('list_info_alias', 'list/info/:id', pageHandle('商品详情'), pages.goodsDetail),
        page('mrtj', 'mrtj', pageHandle('每日特价'), pages.everydayPrice),
        page('lqzx', 'lqzx', pageHandle('领券中心', { auth: true }), pages.couponCentre),
        page('hb', 'hb', pageHandle('满返活动'), pages.cashback),
        // Spec §2: the points mall's header hides the title and contacts.
        page(
          'jfsc',
          'jfsc',
          pageHandle('积分商城', { showTitle: false, showContacts: false }),
          pages.pointsMall,
        ),
        page('zhzq', 'zhzq', pageHandle('组合购买'), pages.combos),
        page('ppzq', 'ppzq', pageHandle('品牌专区'), pages.brandIndex),
        page('ppzq_index', 'ppzq_index/:page?', pageHandle('品牌专区'), pages.brandIndex),
        page('ppzq_page', 'ppzq/:page', pageHandle('品牌专区'), pages.brandIndex),
        page('ppzq_info', 'ppzq/info/:id/:page?', pageHandle('品牌专区'), pages.brandDetail),
        page('kxzq', 'kxzq', pageHandle('控销专区'), pages.kxzqZone),
        page('kxzq_new', 'kxzq_new', pageHandle('控销专区'), pages.kxzqZone),
        page('kxzq_index', 'kxzq/new', pageHandle('控销新品'), pages.kxzqNew),
        page('kxzq_goods', 'kxzq/goods/:url/:ads?', pageHandle('控销计划'), pages.kxzqProgramme),

        // Help and news (spec §2): /help/{xrzn,fwbz,zfps,us}/:page, the spec's group addresses leading to their
        // first page; /help/zfps/* (the spec's /help/pay) without the header; /news lists and /news/info details.
        leadsTo('help_index', 'help', pageHandle('帮助中心'), () => '/help/xrzn/hyzc'),
        leadsTo('help_serve', 'help/serve', pageHandle('服务保障'), () => '/help/fwbz/wzzz'),
        leadsTo('help_pay', 'help/pay', pageHandle('支付配送'), () => '/help/zfps/ddzf'),
        leadsTo('help_news', 'help/news', pageHandle('新闻资讯'), () => '/news'),
        page('help_zfps', 'help/zfps/:page', pageHandle('支付配送', { header: false }), pages.helpPay),
        page('help_group', 'help/:group', pageHandle('帮助中心'), pages.help),
        page('help_page', 'help/:group/:page', pageHandle('帮助中心'), pages.help),
        page('news', 'news', pageHandle('新闻资讯'), pages.newsList),
        page('news_list', 'news/:type', pageHandle('新闻资讯'), pages.newsList),
        page('news_info', 'news/info/:id/:type?', pageHandle('资讯详情'), pages.newsArticle),

        // The cart steps (spec §2 Cart): 1 cart, 2 check order, 3 pay, 4 done; /cart/hm pays an existing order.
        page('cart_step1', 'cart', pageHandle('我的购物车', { auth: true, cartStep: 1 }), pages.cart),
        page(
          'cart_step2',
          'cart/step2',
          pageHandle('确认订单信息', { auth: true, cartStep: 2 }),
          pages.checkout,
        ),
        page('cart_step3', 'cart/step3/:id', pageHandle('订单支付', { auth: true, cartStep: 3 }), pages.pay),
        page(
          'cart_step3_alias',
          'cart_step3/:id',
          pageHandle('订单支付', { auth: true, cartStep: 3 }),
          pages.pay,
        ),
        page('cart_step4', 'cart/step4', pageHandle('支付完成', { auth: true, cartStep: 4 }), pages.paid),
        page('cart_hm', 'cart/hm', pageHandle('支付订单', { auth: true, cartStep: 3 }), pages.payExisting),
        page('dzht', 'dzht', pageHandle('电子合同', { auth: true }), pages.contract),

        ...memberRoutes(),

        // The favourites lived at /star before the member area; old links and bookmarks still arrive.
        leadsTo(
          'star',
          'star',
          pageHandle('我的收藏'),
          ({ request }) => `/zzfw/star${new URL(request.url).search}`,
        ),
        leadsTo('activity', 'activity/:url?/:url1?/:url2?', pageHandle('活动加载中'), ({ params }) => {
          const parts = [params.url, params.url1, params.url2].filter(Boolean).join('/');
          return parts ? `/loading/activity?url=${encodeURIComponent(parts)}` : '/loading/activity';
        }),
        {
          id: 'eleven_index',
          path: 'eleven_index',
          handle: pageHandle('正在跳转'),
          loader: goToMainSite,
          lazy: { Component: pages.loading },
        },
        { ...page('unknown', '*', pageHandle('页面不存在'), pages.notFound), loader: unknownPath },
      ],
    },
  ];
}

export function createAppRouter(routes: RouteObject[] = createRoutes()) {
  return createBrowserRouter(routes);
}
