import type { RouteObject } from 'react-router-dom';
import { drawRecordsPage } from './draw-routes';
import { MemberLayout } from './layout/MemberLayout';
import type { MemberPage } from './layout/member-section';
import { pageHandle } from './layout/route-handle';

/* The member centre (issue #10 §4), spliced into the app's routes by routes.tsx. */

const pages = {
  memberCentre: async () => (await import('./pages/user/MemberCentrePage')).MemberCentrePage,
};

/**
 * The member centre's further pages (/user/<path>), each a menu entry after 会员中心. Fresh objects per call:
 * a data router resolves `lazy` into the route objects it was given, so two routers must not share them.
 */
const userPages = (): MemberPage[] => [drawRecordsPage()];

/**
 * /user (spec §2): the member-centre shell whose own address, user_hyzx, IS the member centre — unlike
 * `memberSection`, whose index only leads on to a child — so it is laid out here, like /order.
 */
export function userRoutes(): RouteObject[] {
  const pagesOfUser = userPages();
  const items = [
    { label: '会员中心', to: '/user' },
    ...pagesOfUser.map((page) => ({ label: page.handle.title, to: `/user/${page.path}` })),
  ];
  return [
    {
      id: 'user',
      path: 'user',
      handle: pageHandle('会员中心', { auth: true }),
      element: <MemberLayout title="会员中心" items={items} />,
      children: [
        {
          id: 'user_hyzx',
          index: true,
          handle: pageHandle('会员中心'),
          lazy: { Component: pages.memberCentre },
        },
        ...pagesOfUser,
      ],
    },
  ];
}
