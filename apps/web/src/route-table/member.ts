import { memberSection, sectionAlias } from '../layout/member-section';
import { pageHandle } from '../layout/route-handle';
import { leadsTo, page } from './kit';
import { pages } from './pages';

/** The member area of the route table (routes.tsx): its sections and their bare-address aliases, in the table's order. */
export const memberRoutes = () => [
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
        leadsTo('order_wl', 'wl/:id', pageHandle('订单详情'), ({ params }) => `/order/info/${params.id}`),
        // After-sales (issue #21 §5): the list tab, and a request's page — 退货/退款 and 换货/补寄资料 by kind.
        page('order_after_sales', 'afterSales', pageHandle('售后申请'), pages.afterSales),
        page('order_return_info', 'returnInfo/:id', pageHandle('退货详情'), pages.afterSaleInfo),
        page('order_after_sales_info', 'afterSalesInfo/:id', pageHandle('售后详情'), pages.afterSaleInfo),
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
  memberSection('user', '会员中心', [page('user_cjjl', 'cjjl', pageHandle('我的抽奖'), pages.drawRecords)], {
    home: { id: 'user_hyzx', title: '会员中心', Component: pages.memberCentre },
  }),
];
