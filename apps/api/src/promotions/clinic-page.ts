import { type ActivityPageData, mayBuyGoods } from '@yaocai/domain';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Viewer } from '../catalogue';
import type { Db } from '../db/client';
import { activityPages, goods } from '../db/schema/index';
import { activityPageFor } from './activity-pages';

/*
 * The clinics' activity page (`/yyh`, `/yyh/list`; issue #22 §3): the activity page whose url is `yyh`, edited by
 * operators like any other, with each floor narrowed to the goods within the viewer's approved business scope
 * (诊疗范围, the buy rule's scope step, `mayBuyGoods`). A visitor or a buyer still in review sees every goods (no
 * prices), as on any activity page. docs/promotions.md "The clinics' page".
 */

export const CLINIC_PAGE_URL = 'yyh';

export async function clinicPageFor(
  db: Db,
  viewer: Viewer,
  nowMs = Date.now(),
): Promise<ActivityPageData | null> {
  const [row] = await db
    .select({ id: activityPages.id })
    .from(activityPages)
    .where(and(eq(activityPages.url, CLINIC_PAGE_URL), gt(activityPages.endsAt, new Date(nowMs))));
  if (!row) return null;
  const page = await activityPageFor(db, row.id, viewer, nowMs);
  if (!page || !viewer.standing.mayBuy) return page;
  const ids = page.floors.flatMap((floor) => floor.list.map((item) => item.id));
  const facts =
    ids.length === 0
      ? []
      : await db
          .select({ id: goods.id, scope: goods.scopeCategory, regulatoryClass: goods.regulatoryClass })
          .from(goods)
          .where(inArray(goods.id, ids));
  const inScope = new Set(
    facts
      .filter((fact) => mayBuyGoods(viewer.standing, undefined, fact.scope, fact.regulatoryClass).mayBuy)
      .map((fact) => fact.id),
  );
  return {
    ...page,
    floors: page.floors.map((floor) => ({
      ...floor,
      list: floor.list.filter((item) => inScope.has(item.id)),
    })),
  };
}
