import {
  type BrandDetail,
  type Category,
  type FocusAdvert,
  type FocusCommon,
  isSafeLinkUrl,
  type NavItem,
} from '@yaocai/domain';
import { and, asc, count, eq, inArray, not, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adverts, brands, categories, goods, manufacturers, navItems } from '../db/schema/index';

/** Position ids of `ad_positions` (the bottom banner's 121 comes from the spec). */
export const CAROUSEL_POSITION = 1;
/** The controlled-sale zone's positions: its banner, the new-goods banner, and the programme adverts. */
export const KXZQ_POSITIONS = { zone: 11, newGoods: 12, programmes: 13 } as const;

interface Node {
  id: number;
  parentId: number | null;
}

/** Builds a sorted forest from flat rows (rows arrive in display order). */
function forest<R extends Node, T>(rows: R[], map: (row: R, children: T[]) => T): T[] {
  const byParent = new Map<number | null, R[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parentId: number | null, depth: number): T[] =>
    depth > 4 ? [] : (byParent.get(parentId) ?? []).map((row) => map(row, build(row.id, depth + 1)));
  return build(null, 0);
}

const advertColumns = { id: adverts.id, title: adverts.title, image: adverts.image, url: adverts.url };

/** An advert shows inside its window (either end may be open); the caches keep a read for 30 s at most. */
export const showingNow = sql`(${adverts.startsAt} IS NULL OR ${adverts.startsAt} <= now())
  AND (${adverts.endsAt} IS NULL OR ${adverts.endsAt} > now())`;

/** A link that is neither site-relative nor http(s) is dropped (the advert still shows, linking nowhere). */
const withSafeLink = (row: FocusAdvert): FocusAdvert => (isSafeLinkUrl(row.url) ? row : { ...row, url: '' });

/** The adverts of one position in display order: the carousel, single banners and the /api/focus lists. */
export async function advertsAt(db: Db, positionId: number): Promise<FocusAdvert[]> {
  const rows = await db
    .select(advertColumns)
    .from(adverts)
    .where(and(eq(adverts.positionId, positionId), showingNow))
    .orderBy(asc(adverts.sort), asc(adverts.id));
  return rows.map(withSafeLink);
}

/**
 * Adverts of the controlled-sale positions among `ids`, in the order asked; ids of other positions and unknown
 * ids are left out.
 */
export async function kxzqAdverts(db: Db, ids: readonly number[]): Promise<FocusAdvert[]> {
  const rows = await db
    .select(advertColumns)
    .from(adverts)
    .where(
      and(
        inArray(adverts.id, [...ids]),
        inArray(adverts.positionId, Object.values(KXZQ_POSITIONS)),
        showingNow,
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, withSafeLink(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The shared header/home payload: carousel, nav, four category trees and brands (the route adds the clock). */
export async function focusCommonFor(db: Db): Promise<Omit<FocusCommon, 'timestamp'>> {
  const [rnss, navRows, categoryRows, brandRows] = await Promise.all([
    advertsAt(db, CAROUSEL_POSITION),
    db.select().from(navItems).orderBy(asc(navItems.sort), asc(navItems.id)),
    db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)),
    db.select({ id: brands.id, name: brands.name, logo: brands.logo }).from(brands).orderBy(asc(brands.id)),
  ]);
  const nav = forest<(typeof navRows)[number], NavItem>(navRows, (row, children) => ({
    id: row.id,
    name: row.name,
    url: row.url,
    image: row.image,
    is_open: row.isOpen === 1 ? 1 : 0,
    children,
  }));
  const tree = (name: string) =>
    forest<(typeof categoryRows)[number], Category>(
      categoryRows.filter((row) => row.tree === name),
      (row, children) => ({ id: row.id, name: row.name, logo1: row.logo, children }),
    );
  return {
    rnss,
    nav,
    category: tree('general'),
    category_yx: tree('premium'),
    category_zy: tree('self'),
    category_qx: tree('regional'),
    brand: brandRows,
  };
}

/** One brand with its maker and how many of its products are listed; null when unknown. */
export async function brandDetailFor(db: Db, id: number): Promise<BrandDetail | null> {
  const [row] = await db
    .select({ id: brands.id, name: brands.name, logo: brands.logo, manufacturer: manufacturers.name })
    .from(brands)
    .leftJoin(manufacturers, eq(manufacturers.id, brands.manufacturerId))
    .where(eq(brands.id, id));
  if (!row) return null;
  const [counted] = await db
    .select({ n: count() })
    .from(goods)
    .where(and(eq(goods.brandId, id), not(goods.bannedOnline)));
  return { ...row, manufacturer: row.manufacturer ?? '', goods_count: counted?.n ?? 0 };
}
