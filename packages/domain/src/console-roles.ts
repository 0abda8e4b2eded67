/*
 * The operations console's roles and what each may do (issue #26 §1): the one role-permission table. The server
 * checks it on every console call (apps/api console/guard.ts); the console app filters its menu by it. Zod-free,
 * so the console's first screen can read the labels without the contracts.
 */

/** Roles as stored (operator_roles.role) and sent on the wire; the Chinese names are OPERATOR_ROLE_LABELS. */
export const OPERATOR_ROLES = ['review', 'warehouse', 'finance', 'service', 'operations', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_ROLE_LABELS: Record<OperatorRole, string> = {
  review: '审核',
  warehouse: '仓储',
  finance: '财务',
  service: '客服',
  operations: '运营',
  admin: '管理员',
};

/** What a console call may need; each console route declares one (or none: any signed-in operator). */
export const CONSOLE_PERMISSIONS = [
  'companies',
  'quality-review',
  'certificates',
  'controlled-sale',
  'hm-limits',
  'hm-receipts',
  'orders',
  'shipping',
  'returns',
  'stock',
  'transfers',
  'reconciliation',
  'credit',
  'refunds',
  'invoices',
  'chat',
  'feedback',
  'item-wanted',
  'after-sales',
  'goods',
  'prices',
  'promotions',
  'content',
  'points',
  'points-grants',
  'messages',
  'contract',
  'operators',
  'audit',
  'warehouses',
] as const;
export type ConsolePermission = (typeof CONSOLE_PERMISSIONS)[number];

/**
 * The role-permission table. 管理员 manages operators and warehouses, reads the audit trail and publishes the
 * e-contract's text (with 运营); it does not ship or review.
 */
export const ROLE_PERMISSIONS: Record<OperatorRole, readonly ConsolePermission[]> = {
  review: ['companies', 'quality-review', 'certificates', 'controlled-sale', 'hm-limits', 'hm-receipts'],
  warehouse: ['hm-receipts', 'orders', 'shipping', 'returns', 'stock', 'warehouses'],
  finance: ['orders', 'transfers', 'reconciliation', 'credit', 'refunds', 'invoices', 'points-grants'],
  service: ['orders', 'chat', 'feedback', 'item-wanted', 'after-sales', 'messages'],
  operations: ['goods', 'prices', 'promotions', 'content', 'points', 'messages', 'contract'],
  admin: ['contract', 'operators', 'audit', 'warehouses'],
};

/** Roles that move money (or hand out roles that do): signing in needs a TOTP code besides the password. */
export const SECOND_FACTOR_ROLES: readonly OperatorRole[] = ['finance', 'admin'];

/** Everything `roles` together may do, in the table's order. */
export function permissionsOf(roles: readonly OperatorRole[]): ConsolePermission[] {
  const granted = new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role]));
  return CONSOLE_PERMISSIONS.filter((permission) => granted.has(permission));
}

/** Whether an operator with `roles` must give a TOTP code to sign in. */
export function needsSecondFactor(roles: readonly OperatorRole[]): boolean {
  return roles.some((role) => SECOND_FACTOR_ROLES.includes(role));
}

/** The roles that grant `permission` (for the API document and refusal messages). */
export function rolesWith(permission: ConsolePermission): OperatorRole[] {
  return OPERATOR_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(permission));
}

/** The dashboard's queues (issue #26 §2), each counted by the API and shown to the roles that may open it. */
export const DASHBOARD_QUEUES = [
  'companies_to_review',
  'certificates_to_review',
  'transfers_to_confirm',
  'orders_to_ship',
  'certificates_expiring',
  'invoices_to_issue',
  'after_sales_to_answer',
  'returns_to_receive',
  'refunds_to_make',
  'chats_unread',
] as const;
export type DashboardQueue = (typeof DASHBOARD_QUEUES)[number];

export const DASHBOARD_QUEUE_LABELS: Record<DashboardQueue, string> = {
  companies_to_review: '待审核企业',
  certificates_to_review: '待审核证照',
  transfers_to_confirm: '待确认转账',
  orders_to_ship: '待发货订单',
  certificates_expiring: '30 天内到期的证照',
  invoices_to_issue: '待开票发票',
  after_sales_to_answer: '待处理售后',
  returns_to_receive: '待收货退货',
  refunds_to_make: '待退款售后',
  chats_unread: '未读客服会话',
};
