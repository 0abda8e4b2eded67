import type { MemberPage } from './layout/member-section';
import { pageHandle } from './layout/route-handle';

/*
 * The prize draw's member page (issue #11). A page, not a section: the /user member centre is built in
 * parallel, and its section lists this page beside its own. A fresh object per call, as routes.tsx's table:
 * a data router resolves `lazy` into the route object it was given.
 */

const loadRecordsPage = async () => (await import('./pages/draw/DrawRecordsPage')).DrawRecordsPage;

/** /user/cjjl, 我的抽奖: the buyer's draws and prizes. */
export const drawRecordsPage = (): MemberPage => ({
  id: 'user_cjjl',
  path: 'cjjl',
  handle: pageHandle('我的抽奖'),
  lazy: { Component: loadRecordsPage },
});
