/**
 * The one route table: every route of the app, with its layout flags in `handle` (`pageHandle`); pages are lazy
 * modules so each screen is its own chunk (the first load carries none of them; `ssr/lazy-routes.ts` loads the
 * matched ones before the server renders and before the browser hydrates). Routes not built yet are
 * deliberately absent (unknown paths go to /404).
 */
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  data,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
} from 'react-router-dom';
import { fetchSite } from './data/use-site';
import { AppLayout } from './layout/AppLayout';
import { Blank } from './layout/Blank';
import { type MemberPage, memberSection, sectionAlias } from './layout/member-section';
import { RouteErrorPage } from './layout/RouteErrorPage';
import { pageHandle, type RouteHandle } from './layout/route-handle';
import { browser } from './lib/browser';

type LazyPage = () => Promise<ComponentType>;

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
  zoneNew: async () => (await import('./pages/list/ZonePages')).NewGoodsZonePage,
  activityZone: async () => (await import('./pages/activity/ActivityPages')).ActivityZonePage,
  activityCentre: async () => (await import('./pages/activity/ActivityPages')).ActivityCentrePage,
  activityTemplate: async () => (await import('./pages/activity/ActivityPages')).ActivityTemplatePage,
  welfare: async () => (await import('./pages/activity/WelfarePage')).WelfarePage,
  clinicActivity: async () => (await import('./pages/activity/ClinicPages')).ClinicActivityPage,
  clinicActivityList: async () => (await import('./pages/activity/ClinicPages')).ClinicActivityListPage,
  everydayPrice: async () => (await import('./pages/mrtj/EverydayPricePage')).EverydayPricePage,
  combos: async () => (await import('./pages/zhzq/ComboPage')).ComboPage,
  brandIndex: async () => (await import('./pages/ppzq/BrandPages')).BrandIndexPage,
  brandDetail: async () => (await import('./pages/ppzq/BrandPages')).BrandDetailPage,
  otherList: async () => (await import('./pages/list/OtherListPage')).OtherListPage,
  favorites: async () => (await import('./pages/star/FavoritesPage')).FavoritesPage,
  quickPurchase: async () => (await import('./pages/zzfw/QuickPurchasePage')).QuickPurchasePage,
  itemRequests: async () => (await import('./pages/zzfw/ItemRequestPages')).ItemRequestsPage,
  itemRequestAdd: async () => (await import('./pages/zzfw/ItemRequestPages')).ItemRequestAddPage,
  itemRequestInfo: async () => (await import('./pages/zzfw/ItemRequestPages')).ItemRequestInfoPage,
  feedback: async () => (await import('./pages/zzfw/FeedbackPage')).FeedbackPage,
  alerts: async () => (await import('./pages/zzfw/AlertsPage')).AlertsPage,
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
  register: async () => (await import('./pages/register/RegisterPage')).RegisterPage,
  company: async () => (await import('./pages/register/CompanyPage')).CompanyPage,
  registerDone: async () => (await import('./pages/register/RegisterDonePage')).RegisterDonePage,
  chainRegister: async () => (await import('./pages/register/RegisterPage')).ChainRegisterPage,
  chainCompany: async () => (await import('./pages/register/CompanyPage')).ChainCompanyPage,
  chainRegisterDone: async () => (await import('./pages/register/RegisterDonePage')).ChainRegisterDonePage,
  forgetPhone: async () => (await import('./pages/forget/ForgetPages')).ForgetPhonePage,
  forgetPassword: async () => (await import('./pages/forget/ForgetPages')).ForgetPasswordPage,
  forgetDone: async () => (await import('./pages/forget/ForgetPages')).ForgetDonePage,
  wechatLogin: async () => (await import('./pages/wechat/WechatLoginPage')).WechatLoginPage,
  basic: async () => (await import('./pages/zhzx/BasicPage')).BasicPage,
  qualifications: async () => (await import('./pages/zhzx/QualificationsPage')).QualificationsPage,
  changePassword: async () => (await import('./pages/account/ChangePasswordPage')).ChangePasswordPage,
  addresses: async () => (await import('./pages/addr/AddressPage')).AddressPage,
  stores: async () => (await import('./pages/ddgl/StoresPage')).StoresPage,
  messages: async () => (await import('./pages/wdxx/MessagesPage')).MessagesPage,
  bindWechat: async () => (await import('./pages/wechat/BindWechatPage')).BindWechatPage,
  orders: async () => (await import('./pages/order/OrdersPage')).OrdersPage,
  orderDetail: async () => (await import('./pages/order/OrderDetailPage')).OrderDetailPage,
  afterSales: async () => (await import('./pages/order/AfterSalesPage')).AfterSalesPage,
  afterSaleInfo: async () => (await import('./pages/order/AfterSaleInfoPage')).AfterSaleInfoPage,
  balance: async () => (await import('./pages/wallet/BalancePage')).BalancePage,
  credit: async () => (await import('./pages/wallet/CreditPage')).CreditPage,
  coupons: async () => (await import('./pages/wallet/CouponsPage')).CouponsPage,
  couponCentre: async () => (await import('./pages/lqzx/CouponCentrePage')).CouponCentrePage,
  cashback: async () => (await import('./pages/hb/CashbackPage')).CashbackPage,
  cashVouchers: async () => (await import('./pages/wallet/CashVouchersPage')).CashVouchersPage,
  memberCentre: async () => (await import('./pages/user/MemberCentrePage')).MemberCentrePage,
  drawRecords: async () => (await import('./pages/draw/DrawRecordsPage')).DrawRecordsPage,
  invoices: async () => (await import('./pages/dzfp/InvoicesPage')).InvoicesPage,
  hmReceipts: async () => (await import('./pages/hmdd/HmReceiptsPage')).HmReceiptsPage,
  pointsMall: async () => (await import('./pages/jfsc/PointsMallPage')).PointsMallPage,
  pointsLog: async () => (await import('./pages/wallet/PointsLogPage')).PointsLogPage,
  pointsOrders: async () => (await import('./pages/order/PointsOrdersPage')).PointsOrdersPage,
  help: async () => (await import('./pages/help/HelpPage')).HelpPage,
  helpPay: async () => (await import('./pages/help/HelpPage')).HelpPayPage,
  newsList: async () => (await import('./pages/help/NewsPages')).NewsListPage,
  newsArticle: async () => (await import('./pages/help/NewsPages')).NewsArticlePage,
} satisfies Record<string, LazyPage>;

/** A page: its address, layout flags and lazy module. */
function page(id: string, path: string, handle: RouteHandle, Component: LazyPage): MemberPage {
  return { id, path, handle, lazy: { Component } };
}

/** An address that only leads on to another one. */
function leadsTo(id: string, path: string, handle: RouteHandle, to: (args: LoaderFunctionArgs) => string) {
  return { id, path, handle, loader: (args: LoaderFunctionArgs) => redirect(to(args)), Component: Blank };
}

/** The registration and password-reset pages wear the login page's slim header (spec §2), no toolbar. */
const accountHandle = (title: string, overrides: Parameters<typeof pageHandle>[1] = {}) =>
  pageHandle(title, { header: 'login', toolbar: false, ...overrides });

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

        // Registration (spec §2): /register → register_index → /register/step1 (account) → step2 (company and
        // certificates, signed in) → step3 (under review); /register/wechat signs in with a bound WeChat, or
        // registers with the WeChat kept for step 1; /register_dd → /register/dd/step1..3, a chain head office.
        leadsTo('register', 'register', accountHandle('注册'), () => '/register_index'),
        leadsTo('register_index', 'register_index', accountHandle('注册'), () => '/register/step1'),
        page('register_step1', 'register/step1', accountHandle('注册'), pages.register),
        page('register_wechat', 'register/wechat', accountHandle('微信登录'), pages.wechatLogin),
        page(
          'register_step2',
          'register/step2',
          accountHandle('填写企业信息', { auth: true }),
          pages.company,
        ),
        page(
          'register_step3',
          'register/step3',
          accountHandle('等待审核', { auth: true }),
          pages.registerDone,
        ),
        leadsTo('register_dd', 'register_dd', accountHandle('连锁总部注册'), () => '/register/dd/step1'),
        page('register_dd_step1', 'register/dd/step1', accountHandle('连锁总部注册'), pages.chainRegister),
        page(
          'register_dd_step2',
          'register/dd/step2',
          accountHandle('填写连锁总部信息', { auth: true }),
          pages.chainCompany,
        ),
        page(
          'register_dd_step3',
          'register/dd/step3',
          accountHandle('等待审核', { auth: true }),
          pages.chainRegisterDone,
        ),
        // Spec §2, §4: /forget → step 1 (phone and code) → step 2 (new password) → step 3 (done).
        leadsTo('forget', 'forget', accountHandle('找回密码'), () => '/forget/step1'),
        page('forget_step1', 'forget/step1', accountHandle('找回密码'), pages.forgetPhone),
        page('forget_step2', 'forget/step2', accountHandle('设置新密码'), pages.forgetPassword),
        page('forget_step3', 'forget/step3', accountHandle('密码已重置'), pages.forgetDone),

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

        // The member area (spec §2): each section a layout route for signed-in buyers with its side menu.
        memberSection('zhzx', '账户中心', [
          // Spec §2: /zhzx/basic is the section's default, so it comes first.
          page('zhzx_basic', 'basic', pageHandle('基本信息'), pages.basic),
          page('zhzx_zzzj', 'zzzj', pageHandle('资质证件'), pages.qualifications),
          page('zhzx_xgmm', 'xgmm', pageHandle('修改密码'), pages.changePassword),
          page('zhzx_addr', 'addr', pageHandle('收货地址'), pages.addresses),
          page('zhzx_ddgl', 'ddgl', pageHandle('多门店管理'), pages.stores),
          page('zhzx_wdxx', 'wdxx', pageHandle('我的消息'), pages.messages),
          // Off in the menu (and the page offers no button) while the server has no WeChat sign-in.
          { ...page('zhzx_bdwx', 'bdwx', pageHandle('绑定微信'), pages.bindWechat), wechat: true },
        ]),
        // Spec §2, the toolbar and the home card name /addr, /wdxx, /ddgl, /bdwx; the pages live in the account centre.
        sectionAlias('zhzx', 'addr', '收货地址'),
        sectionAlias('zhzx', 'wdxx', '我的消息'),
        sectionAlias('zhzx', 'ddgl', '多门店管理'),
        sectionAlias('zhzx', 'bdwx', '绑定微信'),
        // Spec §2 /zzfw: kjcg, pzqg (add, info), star, yjfk, dzfp (the invoice centre).
        memberSection(
          'zzfw',
          '自助服务',
          [
            page('zzfw_kjcg', 'kjcg', pageHandle('快捷采购'), pages.quickPurchase),
            page('zzfw_pzqg', 'pzqg', pageHandle('品种求购'), pages.itemRequests),
            page('zzfw_star', 'star', pageHandle('我的收藏'), pages.favorites),
            page('zzfw_dzfp', 'dzfp', pageHandle('电子发票'), pages.invoices),
            page('zzfw_yjfk', 'yjfk', pageHandle('意见反馈'), pages.feedback),
            page('zzfw_sptx', 'sptx', pageHandle('商品提醒'), pages.alerts),
          ],
          {
            // Spec §2: /zhzq has no category menu of its own; the member area links it here.
            links: [{ label: '组合购买', to: '/zhzq' }],
            unlisted: [
              page('zzfw_pzqg_add', 'pzqg/add', pageHandle('新增求购'), pages.itemRequestAdd),
              page('zzfw_pzqg_info', 'pzqg/info', pageHandle('求购详情'), pages.itemRequestInfo),
            ],
          },
        ),
        // The header's 电子发票查询 (spec §2 /dzfp) leads to the invoice centre.
        sectionAlias('zzfw', 'dzfp', '电子发票'),
        // /order is itself my orders; the detail pages sit under it without a menu entry. Spec §2: the logistics
        // detail is the order detail (its logistics section).
        memberSection(
          'order',
          '订单中心',
          [
            page('order_jfdd', 'jfdd', pageHandle('积分订单'), pages.pointsOrders),
            // Issue #21 §4: receipts of shipped 含麻 orders (spec §2 /hmdd).
            page('order_hmdd', 'hmdd', pageHandle('含麻订单回执'), pages.hmReceipts),
          ],
          {
            home: { id: 'order_index', title: '我的订单', Component: pages.orders },
            unlisted: [
              page('order_info', 'info/:id', pageHandle('订单详情'), pages.orderDetail),
              leadsTo(
                'order_wl',
                'wl/:id',
                pageHandle('订单详情'),
                ({ params }) => `/order/info/${params.id}`,
              ),
              // After-sales (issue #21 §5): the list tab, and a request's page — 退货/退款 and 换货/补寄资料 by kind.
              page('order_after_sales', 'afterSales', pageHandle('售后申请'), pages.afterSales),
              page('order_return_info', 'returnInfo/:id', pageHandle('退货详情'), pages.afterSaleInfo),
              page(
                'order_after_sales_info',
                'afterSalesInfo/:id',
                pageHandle('售后详情'),
                pages.afterSaleInfo,
              ),
            ],
          },
        ),
        sectionAlias('order', 'hmdd', '含麻订单回执'),
        // /wdqb, my wallet (spec §2) lists /yegl, /zqgl, /yhq; like /zhzx's they live under the section and the
        // bare addresses lead there; /xjq (cash vouchers, docs/cashback.md) too.
        memberSection('wdqb', '我的钱包', [
          page('wdqb_yegl', 'yegl', pageHandle('余额管理'), pages.balance),
          page('wdqb_zqgl', 'zqgl', pageHandle('账期管理'), pages.credit),
          page('wdqb_jfgl', 'jfgl', pageHandle('积分管理'), pages.pointsLog),
          page('wdqb_yhq', 'yhq', pageHandle('我的优惠券'), pages.coupons),
          page('wdqb_xjq', 'xjq', pageHandle('我的现金券'), pages.cashVouchers),
        ]),
        sectionAlias('wdqb', 'yegl', '余额管理'),
        sectionAlias('wdqb', 'zqgl', '账期管理'),
        sectionAlias('wdqb', 'yhq', '我的优惠券'),
        sectionAlias('wdqb', 'xjq', '我的现金券'),
        sectionAlias('wdqb', 'jfgl', '积分管理'),
        sectionAlias('order', 'jfdd', '积分订单'),
        // /user is itself the member centre (user_hyzx); its further pages follow in the menu.
        memberSection(
          'user',
          '会员中心',
          [page('user_cjjl', 'cjjl', pageHandle('我的抽奖'), pages.drawRecords)],
          {
            home: { id: 'user_hyzx', title: '会员中心', Component: pages.memberCentre },
          },
        ),

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
