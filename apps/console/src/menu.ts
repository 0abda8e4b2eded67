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
  { to: '/orders', label: '订单发货', permission: 'shipping' },
  { to: '/transfers', label: '对公转账', permission: 'transfers' },
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
};
