import type {
  ConsoleAfterSaleQuery,
  ConsoleAuditQuery,
  ConsoleCompanyQuery,
  ConsoleCreditQuery,
  ConsoleGoodsQuery,
  ConsoleInvoiceQuery,
  ConsoleOrderQuery,
  ConsoleTransferQuery,
} from '@yaocai/domain';

/**
 * The SWR cache keys, from one factory (the web app's habit): every key is an array whose first element is
 * the resource, so an action refreshes a whole resource (`keys.audit.all`) by prefix.
 */
export type Key = readonly unknown[];

export const keys = {
  session: { all: ['session'] },
  dashboard: { all: ['dashboard'] },
  operators: { all: ['operators'], list: ['operators', 'list'] },
  /** 仓库管理 (the ship form reads it too); a warehouse's name and state show on goods (batches), so writes refresh those. */
  warehouses: { all: ['warehouses'], list: ['warehouses', 'list'] },
  companies: {
    all: ['companies'],
    list: (query: Partial<ConsoleCompanyQuery>) => ['companies', 'list', query],
    detail: (id: number) => ['companies', 'detail', id],
    account: (id: number) => ['companies', 'account', id],
  },
  credit: {
    all: ['credit'],
    list: (query: Partial<ConsoleCreditQuery>) => ['credit', 'list', query],
  },
  transfers: {
    all: ['transfers'],
    list: (query: ConsoleTransferQuery) => ['transfers', 'list', query],
  },
  invoices: {
    all: ['invoices'],
    list: (query: ConsoleInvoiceQuery) => ['invoices', 'list', query],
  },
  orders: {
    all: ['orders'],
    list: (query: Partial<ConsoleOrderQuery>) => ['orders', 'list', query],
    detail: (id: number) => ['orders', 'detail', id],
  },
  goods: {
    all: ['goods'],
    list: (query: Partial<ConsoleGoodsQuery>) => ['goods', 'list', query],
    detail: (id: number) => ['goods', 'detail', id],
  },
  coupons: { all: ['coupons'], list: ['coupons', 'list'] },
  /** 含麻 (issue #21 §4): every company's receipts and the per-company limits. */
  hmReceipts: {
    all: ['hm-receipts'],
    list: (query: { status: string; keywords: string; page: number }) => ['hm-receipts', 'list', query],
  },
  hmLimits: {
    all: ['hm-limits'],
    list: (query: { keywords: string; page: number }) => ['hm-limits', 'list', query],
  },
  cashback: { all: ['cashback'], list: ['cashback', 'list'] },
  /** The e-contract's versions (电子合同). */
  contract: { all: ['contract'], list: ['contract', 'list'] },
  /** 全场折扣 (the store-wide offers, /welfare) and 活动页 (activity pages and templates). */
  welfare: { all: ['welfare'], list: ['welfare', 'list'] },
  activityPages: { all: ['activityPages'], list: ['activityPages', 'list'] },
  itemRequests: {
    all: ['item-requests'],
    list: (query: { status: string; page: number }) => ['item-requests', 'list', query],
  },
  /** 客服's chat inbox: the conversations and each thread's newest page. */
  chat: {
    all: ['chat'],
    list: ['chat', 'list'],
    thread: (id: number) => ['chat', 'thread', id],
  },
  feedback: {
    all: ['feedback'],
    list: (query: { replied: string; page: number }) => ['feedback', 'list', query],
  },
  afterSales: {
    all: ['afterSales'],
    list: (query: Partial<ConsoleAfterSaleQuery>) => ['afterSales', 'list', query],
    detail: (id: number) => ['afterSales', 'detail', id],
  },
  points: {
    all: ['points'],
    items: ['points', 'items'],
    rules: ['points', 'rules'],
    orders: (query: { status: string; page: number }) => ['points', 'orders', query],
  },
  articles: {
    all: ['articles'],
    categories: ['articles', 'categories'],
    list: (query: { category_id?: number; page: number }) => ['articles', 'list', query],
    detail: (id: number) => ['articles', 'detail', id],
  },
  licences: { all: ['licences'] },
  adverts: { all: ['adverts'], list: (positionId?: number) => ['adverts', 'list', positionId ?? 0] },
  nav: { all: ['nav'], list: ['nav', 'list'] },
  hotWords: { all: ['hotWords'], list: ['hotWords', 'list'] },
  kxzq: { all: ['kxzq'], list: (status: 'pending' | 'all') => ['kxzq', 'list', status] },
  draw: {
    all: ['draw'],
    activities: ['draw', 'activities'],
    records: (page: number) => ['draw', 'records', page],
    pending: ['draw', 'pending'],
  },
  messages: { all: ['messages'], sent: (page: number) => ['messages', 'sent', page] },
  reconciliations: { all: ['reconciliations'], list: ['reconciliations', 'list'] },
  audit: {
    all: ['audit'],
    list: (query: Partial<ConsoleAuditQuery>) => ['audit', 'list', query],
  },
} as const satisfies Record<string, Record<string, Key | ((...args: never[]) => Key)>>;

/** Every resource: what signing in or out changes. */
export const everything: readonly Key[] = Object.values(keys).map((resource) => resource.all);

const samePart = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** Whether `key` is `prefix` or lies under it. */
export function isUnder(key: unknown, prefix: Key): boolean {
  return (
    Array.isArray(key) &&
    key.length >= prefix.length &&
    prefix.every((part, index) => samePart(key[index], part))
  );
}

/** A matcher for SWR's `mutate(filter)`: every cached key under one of `prefixes`. */
export const matchesAny =
  (prefixes: readonly Key[]) =>
  (key: unknown): boolean =>
    prefixes.some((prefix) => isUnder(key, prefix));
