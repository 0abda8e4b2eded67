import { sql } from 'drizzle-orm';
import { type Db, runStatement, statementOf } from '../db/client';
import {
  type ApplicationRow,
  type ControlledGoodsAuth,
  type ControlledProgrammeRow,
  controlledAuthOf,
  decidingOf,
} from './controlled-access';
import type { PromotionWindowRow } from './price-ids';
import type { Viewer } from './shapes';

/*
 * What a product page reads afresh for its viewer (the product facts come from the 5 s display cache): whether
 * they favour it, the price their company agreed for it, its controlled-sale programme with the company's
 * applications, and the promotions and full-amount activities its link ids are chosen from. One named prepared
 * statement, one round trip (it was three: favourite, price ids, controlled access).
 */

const viewerDetailStatement = statementOf(sql`
  SELECT
    EXISTS (SELECT 1 FROM favorites f
      WHERE f.user_id = ${sql.placeholder('userId')}::int AND f.goods_id = ${sql.placeholder('goodsId')}::int)
      AS favorite,
    (SELECT coalesce(json_agg(json_build_object(
        'id', p.id, 'kind', p.kind, 'startsAt', p.starts_at, 'endsAt', p.ends_at,
        'dailyStart', p.daily_start, 'dailyEnd', p.daily_end) ORDER BY p.id), '[]')
      FROM promotion_goods pg JOIN promotions p ON p.id = pg.promotion_id
      WHERE pg.goods_id = ${sql.placeholder('goodsId')}::int
        AND p.starts_at <= ${sql.placeholder('now')}::timestamptz
        AND p.ends_at > ${sql.placeholder('now')}::timestamptz) AS promotions,
    (SELECT coalesce(json_agg(a.id ORDER BY a.id), '[]')
      FROM full_amount_activities a
      WHERE a.starts_at <= ${sql.placeholder('now')}::timestamptz
        AND a.ends_at > ${sql.placeholder('now')}::timestamptz
        AND EXISTS (SELECT 1 FROM full_amount_tiers t WHERE t.activity_id = a.id)
        AND (a.all_goods OR EXISTS (SELECT 1 FROM full_amount_goods g
          WHERE g.activity_id = a.id AND g.goods_id = ${sql.placeholder('goodsId')}::int))) AS activities,
    (SELECT n.price_fen FROM negotiated_prices n
      WHERE n.company_id = ${sql.placeholder('companyId')}::int
        AND n.goods_id = ${sql.placeholder('goodsId')}::int) AS negotiated,
    (SELECT coalesce(json_agg(json_build_object('goodsId', g.id, 'programmeId', cp.id, 'url', cp.url,
        'title', cp.title, 'regions', cp.regions)), '[]')
      FROM goods g
      LEFT JOIN controlled_programme_goods cpg ON cpg.goods_id = g.id
      LEFT JOIN controlled_programmes cp ON cp.id = cpg.programme_id
      WHERE g.id = ${sql.placeholder('goodsId')}::int AND g.is_controlled) AS programmes,
    (SELECT coalesce(json_agg(json_build_object('id', a.id, 'companyId', a.company_id,
        'programmeId', a.programme_id, 'userId', a.user_id, 'status', a.status, 'note', a.note,
        'createdAt', a.created_at, 'decidedAt', a.decided_at) ORDER BY a.id DESC), '[]')
      FROM controlled_applications a
      JOIN controlled_programme_goods cpg ON cpg.programme_id = a.programme_id
      WHERE cpg.goods_id = ${sql.placeholder('goodsId')}::int
        AND a.company_id = ${sql.placeholder('companyId')}::int) AS applications`);

type ApplicationJson = Omit<ApplicationRow, 'createdAt' | 'decidedAt'> & {
  createdAt: string;
  decidedAt: string | null;
};

interface ViewerDetailRow extends Record<string, unknown> {
  favorite: boolean;
  promotions: PromotionWindowRow[];
  activities: number[];
  negotiated: number | null;
  programmes: ControlledProgrammeRow[];
  applications: ApplicationJson[];
}

export interface ViewerDetail {
  favorite: boolean;
  promotions: PromotionWindowRow[];
  activities: number[];
  /** The viewer's company agreed a price for the goods (议价); null when it has not. */
  negotiatedPriceFen: number | null;
  /** The goods' controlled-sale standing for this viewer; absent when it is not controlled, or the viewer may not order at all. */
  controlled: ControlledGoodsAuth | undefined;
}

const toApplicationRow = ({ createdAt, decidedAt, ...row }: ApplicationJson): ApplicationRow => ({
  ...row,
  createdAt: new Date(createdAt),
  decidedAt: decidedAt === null ? null : new Date(decidedAt),
});

async function readViewerDetail(db: Db, goodsId: number, viewer: Viewer): Promise<ViewerDetailRow> {
  const [row] = await runStatement<ViewerDetailRow>(db, viewerDetailStatement, {
    goodsId,
    userId: viewer.userId,
    companyId: viewer.company?.id ?? null,
    now: new Date(),
  });
  return row as ViewerDetailRow;
}

/**
 * The viewer's reads for the product page of `goodsId`. A signed-in viewer's answer is kept with their session
 * (`Viewer.remembered`), so it lives exactly as long as the session memo keeps the session and the standing it
 * was read with (SESSION_CACHE_MS, docs/scaling.md): no longer than a revocation may wait. Writes that change it
 * in this process (a favourite, a controlled-sale application) forget it at once.
 */
export async function viewerDetail(db: Db, goodsId: number, viewer: Viewer): Promise<ViewerDetail> {
  const key = `detail:${goodsId}`;
  const remembered = viewer.remembered?.get(key) as Promise<ViewerDetailRow> | undefined;
  const reading = remembered ?? readViewerDetail(db, goodsId, viewer);
  if (remembered === undefined && viewer.remembered) {
    viewer.remembered.set(key, reading);
    reading.catch(() => viewer.remembered?.delete(key));
  }
  const row = await reading;
  const controlled =
    viewer.standing.mayBuy && row.programmes.length > 0
      ? controlledAuthOf(
          viewer.company,
          row.programmes,
          decidingOf(row.applications.map(toApplicationRow)),
        ).get(goodsId)
      : undefined;
  return {
    favorite: row.favorite,
    promotions: row.promotions,
    activities: row.activities,
    negotiatedPriceFen: row.negotiated,
    controlled,
  };
}
