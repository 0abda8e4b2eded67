import type { ConsoleOperator, ConsolePermission } from '@yaocai/domain';
import { ListState } from '@yaocai/ui';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense } from 'react';
import { type RouteObject, useOutletContext } from 'react-router-dom';
import { Shell } from './layout/Shell';

const LoginPage = lazy(() => import('./pages/LoginPage'));
const DashboardPage = lazy(() => import('./pages/DashboardPage'));
const AuditPage = lazy(() => import('./pages/AuditPage'));
const OperatorsPage = lazy(() => import('./pages/OperatorsPage'));
const WarehousesPage = lazy(() => import('./pages/WarehousesPage'));
const CompanyQueuePage = lazy(() => import('./pages/CompanyQueuePage'));
const CompanyReviewPage = lazy(() => import('./pages/CompanyReviewPage'));
const TransfersPage = lazy(() => import('./pages/TransfersPage'));
const CreditPage = lazy(() => import('./pages/CreditPage'));
const ContractPage = lazy(() => import('./pages/ContractPage'));
const InvoicesPage = lazy(() => import('./pages/InvoicesPage'));
const CouponsPage = lazy(() => import('./pages/CouponsPage'));
const CashbackPage = lazy(() => import('./pages/CashbackPage'));
const WelfarePage = lazy(() => import('./pages/WelfarePage'));
const ActivityPagesPage = lazy(() => import('./pages/ActivityPagesPage'));
const ReconciliationsPage = lazy(() => import('./pages/ReconciliationsPage'));
const OrderQueuePage = lazy(() => import('./pages/OrderQueuePage'));
const OrderShipPage = lazy(() => import('./pages/OrderShipPage'));
const ItemRequestsPage = lazy(() => import('./pages/ItemRequestsPage'));
const FeedbackQueuePage = lazy(() => import('./pages/FeedbackQueuePage'));
const ChatInboxPage = lazy(() => import('./pages/ChatInboxPage'));
const AfterSaleQueuePage = lazy(() => import('./pages/AfterSaleQueuePage'));
const AfterSalePage = lazy(() => import('./pages/AfterSalePage'));
const PointsMallPage = lazy(() => import('./pages/PointsMallPage'));
const PointsGrantPage = lazy(() => import('./pages/PointsGrantPage'));
const PointsOrdersPage = lazy(() => import('./pages/PointsOrdersPage'));
const GoodsListPage = lazy(() => import('./pages/GoodsListPage'));
const GoodsEditPage = lazy(() => import('./pages/GoodsEditPage'));
const ArticlesPage = lazy(() => import('./pages/ArticlesPage'));
const ArticleEditPage = lazy(() => import('./pages/ArticleEditPage'));
const ArticleCategoriesPage = lazy(() => import('./pages/ArticleCategoriesPage'));
const LicencesPage = lazy(() => import('./pages/LicencesPage'));
const HmReceiptsPage = lazy(() => import('./pages/HmReceiptsPage'));
const HmLimitsPage = lazy(() => import('./pages/HmLimitsPage'));
const AdvertsPage = lazy(() => import('./pages/AdvertsPage'));
const NavPage = lazy(() => import('./pages/NavPage'));
const KxzqPage = lazy(() => import('./pages/KxzqPage'));
const DrawPage = lazy(() => import('./pages/DrawPage'));
const MessagesPage = lazy(() => import('./pages/MessagesPage'));

const loading = <ListState status="loading" loadingText="正在加载…" />;

/** A screen its operator's roles do not allow: said plainly (the server would refuse its calls anyway). */
function Allowed({ permission, children }: { permission: ConsolePermission; children: ReactNode }) {
  const operator = useOutletContext<ConsoleOperator>();
  if (!operator.permissions.includes(permission))
    return <ListState status="empty" emptyText="您的角色没有权限访问此页面" />;
  return children;
}

/**
 * A screen of the shell: its path, the permission it needs, and its lazily loaded page. Keyed by its path, so two
 * routes of one page (an article's 新建 and 编辑) never share a mounted form.
 */
const screen = (
  path: string,
  permission: ConsolePermission,
  Page: LazyExoticComponent<ComponentType>,
): RouteObject => ({
  path,
  element: (
    <Allowed key={path} permission={permission}>
      <Suspense fallback={loading}>
        <Page />
      </Suspense>
    </Allowed>
  ),
});

/** The console's one route table (basename /console). */
export const routes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <Suspense fallback={loading}>
        <LoginPage />
      </Suspense>
    ),
  },
  {
    path: '/',
    element: <Shell />,
    children: [
      {
        index: true,
        element: (
          <Suspense fallback={loading}>
            <DashboardPage />
          </Suspense>
        ),
      },
      screen('companies', 'companies', CompanyQueuePage),
      screen('companies/:id', 'companies', CompanyReviewPage),
      screen('orders', 'orders', OrderQueuePage),
      screen('orders/:id', 'orders', OrderShipPage),
      screen('hm-receipts', 'hm-receipts', HmReceiptsPage),
      screen('hm-limits', 'hm-limits', HmLimitsPage),
      // 售后: 客服, 仓储 and 财务 each act on a request, so any operator opens it; each decision checks its role.
      {
        path: 'after-sales',
        element: (
          <Suspense fallback={loading}>
            <AfterSaleQueuePage />
          </Suspense>
        ),
      },
      {
        path: 'after-sales/:id',
        element: (
          <Suspense fallback={loading}>
            <AfterSalePage />
          </Suspense>
        ),
      },
      screen('goods', 'goods', GoodsListPage),
      screen('goods/:id', 'goods', GoodsEditPage),
      screen('warehouses', 'warehouses', WarehousesPage),
      screen('transfers', 'transfers', TransfersPage),
      screen('credit', 'credit', CreditPage),
      screen('contract', 'contract', ContractPage),
      screen('invoices', 'invoices', InvoicesPage),
      screen('coupons', 'promotions', CouponsPage),
      screen('cashback', 'promotions', CashbackPage),
      screen('welfare', 'promotions', WelfarePage),
      screen('activity-pages', 'content', ActivityPagesPage),
      screen('item-requests', 'item-wanted', ItemRequestsPage),
      screen('feedback', 'feedback', FeedbackQueuePage),
      screen('chat', 'chat', ChatInboxPage),
      screen('points', 'points', PointsMallPage),
      screen('points/grants', 'points-grants', PointsGrantPage),
      screen('points/orders', 'shipping', PointsOrdersPage),
      screen('articles', 'content', ArticlesPage),
      screen('articles/new', 'content', ArticleEditPage),
      screen('articles/categories', 'content', ArticleCategoriesPage),
      screen('articles/:id', 'content', ArticleEditPage),
      screen('licences', 'content', LicencesPage),
      screen('adverts', 'content', AdvertsPage),
      screen('nav', 'content', NavPage),
      screen('kxzq', 'controlled-sale', KxzqPage),
      screen('draw', 'promotions', DrawPage),
      screen('messages', 'messages', MessagesPage),
      screen('reconciliations', 'reconciliation', ReconciliationsPage),
      screen('operators', 'operators', OperatorsPage),
      screen('audit', 'audit', AuditPage),
      { path: '*', element: <ListState status="empty" emptyText="页面不存在" /> },
    ],
  },
];
