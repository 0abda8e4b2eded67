import { type RouteObject, redirect } from 'react-router-dom';
import { Blank } from './layout/Blank';
import { MemberLayout } from './layout/MemberLayout';
import { pageHandle } from './layout/route-handle';

/* The order centre and the wallet (issue #9 §3), spliced into the app's routes by routes.tsx. */

const pages = {
  orders: async () => (await import('./pages/order/OrdersPage')).OrdersPage,
  orderDetail: async () => (await import('./pages/order/OrderDetailPage')).OrderDetailPage,
};

/**
 * /order (spec §2 order centre). Unlike the other sections its own address is its first page (my orders),
 * so it is laid out here rather than by `memberSection`, whose index only leads on to a child. The detail
 * pages sit under it without a menu entry of their own.
 */
function orderSection(): RouteObject {
  return {
    id: 'order',
    path: 'order',
    handle: pageHandle('订单中心', { auth: true }),
    element: <MemberLayout title="订单中心" items={[{ label: '我的订单', to: '/order' }]} />,
    children: [
      { id: 'order_index', index: true, handle: pageHandle('我的订单'), lazy: { Component: pages.orders } },
      {
        id: 'order_info',
        path: 'info/:id',
        handle: pageHandle('订单详情'),
        lazy: { Component: pages.orderDetail },
      },
      // Spec §2: the logistics detail is the order detail (its logistics section).
      {
        id: 'order_wl',
        path: 'wl/:id',
        handle: pageHandle('订单详情'),
        loader: ({ params }) => redirect(`/order/info/${params.id}`),
        Component: Blank,
      },
    ],
  };
}

export function memberRoutes(): RouteObject[] {
  return [orderSection()];
}
