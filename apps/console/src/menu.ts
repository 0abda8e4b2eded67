import type { ConsolePermission, DashboardQueue } from '@yaocai/domain';

/**
 * The console's menu: each screen with the permission it needs (null: every operator). The server checks the
 * same permission on the screen's calls; this list only spares an operator menus they cannot use. Later issues
 * add their screens here.
 */
export interface MenuItem {
  to: string;
  label: string;
  permission: ConsolePermission | null;
}

export const MENU: readonly MenuItem[] = [
  { to: '/', label: '工作台', permission: null },
  { to: '/companies', label: '企业审核', permission: 'companies' },
  { to: '/kxzq', label: '控销申请', permission: 'controlled-sale' },
  { to: '/orders', label: '订单管理', permission: 'orders' },
  { to: '/hm-receipts', label: '含麻回执', permission: 'hm-receipts' },
  { to: '/hm-limits', label: '含麻限购', permission: 'hm-limits' },
  { to: '/points/orders', label: '积分订单', permission: 'shipping' },
  { to: '/after-sales', label: '售后处理', permission: null },
  { to: '/transfers', label: '对公转账', permission: 'transfers' },
  { to: '/credit', label: '账期管理', permission: 'credit' },
  { to: '/invoices', label: '发票管理', permission: 'invoices' },
  { to: '/goods', label: '商品管理', permission: 'goods' },
  { to: '/warehouses', label: '仓库管理', permission: 'warehouses' },
  { to: '/coupons', label: '优惠券', permission: 'promotions' },
  { to: '/cashback', label: '满返活动', permission: 'promotions' },
  { to: '/welfare', label: '全场折扣', permission: 'promotions' },
  { to: '/activity-pages', label: '活动页', permission: 'content' },
  { to: '/item-requests', label: '品种求购', permission: 'item-wanted' },
  { to: '/feedback', label: '意见反馈', permission: 'feedback' },
  { to: '/chat', label: '在线客服', permission: 'chat' },
  { to: '/points/grants', label: '积分调整', permission: 'points-grants' },
  { to: '/points', label: '积分商城', permission: 'points' },
  { to: '/articles', label: '文章管理', permission: 'content' },
  { to: '/licences', label: '网站证照', permission: 'content' },
  { to: '/adverts', label: '广告管理', permission: 'content' },
  { to: '/nav', label: '导航与热词', permission: 'content' },
  { to: '/draw', label: '抽奖管理', permission: 'promotions' },
  { to: '/messages', label: '站内消息', permission: 'messages' },
  { to: '/contract', label: '电子合同', permission: 'contract' },
  { to: '/reconciliations', label: '在线支付对账', permission: 'reconciliation' },
  { to: '/operators', label: '运营账号', permission: 'operators' },
  { to: '/audit', label: '操作审计', permission: 'audit' },
];

export function menuFor(permissions: readonly ConsolePermission[]): MenuItem[] {
  return MENU.filter((item) => item.permission === null || permissions.includes(item.permission));
}

/** Where a dashboard queue is worked (queues without a screen yet show their count only). */
export const QUEUE_LINKS: Partial<Record<DashboardQueue, string>> = {
  companies_to_review: '/companies?status=pending',
  certificates_to_review: '/companies?status=&certificates=1',
  orders_to_ship: '/orders?status=paid',
  transfers_to_confirm: '/transfers',
  invoices_to_issue: '/invoices',
  after_sales_to_answer: '/after-sales?status=pending',
  returns_to_receive: '/after-sales?status=shipped_back',
  refunds_to_make: '/after-sales?status=received',
  chats_unread: '/chat',
};
