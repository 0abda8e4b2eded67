import type { ConsoleOperator, ConsolePermission } from '@yaocai/domain';
import { ListState } from '@yaocai/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { type RouteObject, useOutletContext } from 'react-router-dom';
import { Shell } from './layout/Shell';

const LoginPage = lazy(() => import('./pages/LoginPage'));
const DashboardPage = lazy(() => import('./pages/DashboardPage'));
const AuditPage = lazy(() => import('./pages/AuditPage'));
const OperatorsPage = lazy(() => import('./pages/OperatorsPage'));
const CompanyQueuePage = lazy(() => import('./pages/CompanyQueuePage'));
const CompanyReviewPage = lazy(() => import('./pages/CompanyReviewPage'));
const TransfersPage = lazy(() => import('./pages/TransfersPage'));
const ReconciliationsPage = lazy(() => import('./pages/ReconciliationsPage'));
const OrderQueuePage = lazy(() => import('./pages/OrderQueuePage'));
const OrderShipPage = lazy(() => import('./pages/OrderShipPage'));

const loading = <ListState status="loading" loadingText="正在加载…" />;

/** A screen its operator's roles do not allow: said plainly (the server would refuse its calls anyway). */
function Allowed({ permission, children }: { permission: ConsolePermission; children: ReactNode }) {
  const operator = useOutletContext<ConsoleOperator>();
  if (!operator.permissions.includes(permission))
    return <ListState status="empty" emptyText="您的角色没有权限访问此页面" />;
  return children;
}

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
      {
        path: 'companies',
        element: (
          <Allowed permission="companies">
            <Suspense fallback={loading}>
              <CompanyQueuePage />
            </Suspense>
          </Allowed>
        ),
      },
      {
        path: 'companies/:id',
        element: (
          <Allowed permission="companies">
            <Suspense fallback={loading}>
              <CompanyReviewPage />
            </Suspense>
          </Allowed>
        ),
      },
      {
        path: 'orders',
        element: (
          <Allowed permission="shipping">
            <Suspense fallback={loading}>
              <OrderQueuePage />
            </Suspense>
          </Allowed>
        ),
      },
      {
        path: 'orders/:id',
        element: (
          <Allowed permission="shipping">
            <Suspense fallback={loading}>
              <OrderShipPage />
            </Suspense>
          </Allowed>
        ),
      },
      {
        path: 'transfers',
        element: (
          <Allowed permission="transfers">
            <Suspense fallback={loading}>
              <TransfersPage />
            </Suspense>
          </Allowed>
        ),
      },
      {
        path: 'reconciliations',
        element: (
          <Allowed permission="reconciliation">
            <Suspense fallback={loading}>
              <ReconciliationsPage />
            </Suspense>
          </Allowed>
        ),
      },
      {
        path: 'operators',
        element: (
          <Allowed permission="operators">
            <Suspense fallback={loading}>
              <OperatorsPage />
            </Suspense>
          </Allowed>
        ),
      },
      {
        path: 'audit',
        element: (
          <Allowed permission="audit">
            <Suspense fallback={loading}>
              <AuditPage />
            </Suspense>
          </Allowed>
        ),
      },
      { path: '*', element: <ListState status="empty" emptyText="页面不存在" /> },
    ],
  },
];
