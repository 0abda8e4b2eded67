import type {
  ControlledApplicationItem,
  ControlledApplyBody,
  ControlledApplyResult,
  ControlledGoodsAccess,
  ControlledProgramme,
  ControlledProgrammePage,
  PageQuery,
} from '@yaocai/domain';
import { ApiStatus } from '@yaocai/domain';
import { and, asc, count, desc, eq, not, sql } from 'drizzle-orm';
import {
  authFor,
  type BuyerCompany,
  controlledGoodsAuth,
  decidingApplications,
  type GoodsPage,
  goodsShapes,
  toApplication,
  type Viewer,
} from '../catalogue';
import type { Db, Executor } from '../db/client';
import {
  controlledApplications,
  controlledProgrammeGoods,
  controlledProgrammes,
  goods,
  manufacturers,
} from '../db/schema/index';
import { ApiError, FieldValidationError, notFound } from '../lib/errors';

const programmeColumns = {
  id: controlledProgrammes.id,
  url: controlledProgrammes.url,
  title: controlledProgrammes.title,
  manufacturer: manufacturers.name,
  description: controlledProgrammes.description,
  regions: controlledProgrammes.regions,
  goodsCount: sql<number>`(SELECT count(*)::int FROM ${controlledProgrammeGoods}
    WHERE ${controlledProgrammeGoods.programmeId} = ${controlledProgrammes.id})`,
};

function programmeQuery(db: Executor) {
  return db
    .select(programmeColumns)
    .from(controlledProgrammes)
    .leftJoin(manufacturers, eq(manufacturers.id, controlledProgrammes.manufacturerId));
}

type ProgrammeRow = Awaited<ReturnType<typeof programmeQuery>>[number];

/** Programmes with the standing of the buyer's company (visitors: none). */
async function withAuth(
  db: Db,
  company: BuyerCompany | null,
  rows: ProgrammeRow[],
): Promise<ControlledProgramme[]> {
  const applications = company
    ? await decidingApplications(
        db,
        company.id,
        rows.map((row) => row.id),
      )
    : new Map();
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    title: row.title,
    manufacturer: row.manufacturer ?? '',
    description: row.description,
    regions: row.regions,
    goods_count: row.goodsCount,
    ...authFor(company, row.regions, applications.get(row.id)),
  }));
}

/** GET /api/kxzq: every programme in display order. */
export async function listProgrammes(db: Db, company: BuyerCompany | null): Promise<ControlledProgramme[]> {
  const rows = await programmeQuery(db).orderBy(asc(controlledProgrammes.sort), asc(controlledProgrammes.id));
  return withAuth(db, company, rows);
}

/** GET /api/kxzq/goods/:url: the programme and a page of its goods, in stock first; 404 when unknown. */
export async function programmeGoods(
  db: Db,
  url: string,
  query: PageQuery,
  viewer: Viewer,
): Promise<ControlledProgrammePage> {
  const [row] = await programmeQuery(db).where(eq(controlledProgrammes.url, url));
  if (!row) throw notFound();
  const [[programme], page] = await Promise.all([
    withAuth(db, viewer.company, [row]),
    programmeGoodsPage(db, row.id, query, viewer),
  ]);
  if (!programme) throw notFound();
  return { programme, ...page };
}

async function programmeGoodsPage(
  db: Db,
  programmeId: number,
  query: PageQuery,
  viewer: Viewer,
): Promise<GoodsPage> {
  // A product reclassed to a class banned online stays a member until an operator removes it; never shown.
  const member = and(eq(controlledProgrammeGoods.programmeId, programmeId), not(goods.bannedOnline));
  const rows = await db
    .select({ id: goods.id })
    .from(controlledProgrammeGoods)
    .innerJoin(goods, eq(goods.id, controlledProgrammeGoods.goodsId))
    .where(member)
    .orderBy(sql`(${goods.stock} > 0) DESC`, asc(goods.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [[counted], list] = await Promise.all([
    db
      .select({ total: count() })
      .from(controlledProgrammeGoods)
      .innerJoin(goods, eq(goods.id, controlledProgrammeGoods.goodsId))
      .where(member),
    goodsShapes(
      db,
      rows.map((item) => item.id),
      viewer,
    ),
  ]);
  return { list, total: counted?.total ?? 0, page: query.page, per_page: query.per_page };
}

const noCompany = () => new ApiError(403, ApiStatus.forbidden, '账号未关联企业，请先完善企业资质');

const targetColumns = {
  id: controlledProgrammes.id,
  url: controlledProgrammes.url,
  title: controlledProgrammes.title,
  regions: controlledProgrammes.regions,
};

/** The programme an application targets: by its url, or as the programme of a controlled product. */
async function targetProgramme(tx: Executor, body: ControlledApplyBody) {
  if (body.url !== undefined) {
    const [row] = await tx
      .select(targetColumns)
      .from(controlledProgrammes)
      .where(eq(controlledProgrammes.url, body.url));
    if (!row) throw new FieldValidationError({ url: ['控销计划不存在'] });
    return row;
  }
  const [row] = await tx
    .select(targetColumns)
    .from(controlledProgrammeGoods)
    .innerJoin(controlledProgrammes, eq(controlledProgrammes.id, controlledProgrammeGoods.programmeId))
    .innerJoin(goods, eq(goods.id, controlledProgrammeGoods.goodsId))
    .where(and(eq(controlledProgrammeGoods.goodsId, body.goods_id ?? 0), sql`${goods.isControlled}`));
  if (!row) throw new FieldValidationError({ goods_id: ['该商品不是可申请授权的控销商品'] });
  return row;
}

/**
 * POST /api/kxzq/apply. Idempotent: while an application is pending or approved it is returned as it is;
 * a company authorised by its region gets its standing and no application. Concurrent requests meet the
 * unique index on live applications, so at most one is created.
 */
export async function applyForProgramme(
  db: Db,
  userId: number,
  company: BuyerCompany | null,
  body: ControlledApplyBody,
): Promise<{ result: ControlledApplyResult; message: string }> {
  if (!company) throw noCompany();
  return db.transaction(async (tx) => {
    const programme = await targetProgramme(tx, body);
    const ref = { url: programme.url, title: programme.title };
    const standing = async () =>
      authFor(
        company,
        programme.regions,
        (await decidingApplications(tx, company.id, [programme.id])).get(programme.id),
      );
    const before = await standing();
    if (before.auth_status === 'region') {
      return { result: { ...before, programme: ref }, message: '您所在地区已获授权，无需申请' };
    }
    if (before.auth_status === 'approved') {
      return { result: { ...before, programme: ref }, message: '已获得授权，可直接采购' };
    }
    if (before.auth_status !== 'pending') {
      await tx
        .insert(controlledApplications)
        .values({ companyId: company.id, programmeId: programme.id, userId })
        .onConflictDoNothing();
    }
    const after = await standing();
    const message =
      before.auth_status === 'pending' ? '申请已提交，请等待审核' : '申请已提交，审核通过后即可采购';
    return { result: { ...after, programme: ref }, message };
  });
}

/** GET /api/kxzq/applications: the company's applications, newest first. */
export async function listApplications(
  db: Db,
  company: BuyerCompany | null,
  query: PageQuery,
): Promise<{ list: ControlledApplicationItem[]; total: number; page: number; per_page: number }> {
  if (!company) return { list: [], total: 0, page: query.page, per_page: query.per_page };
  const mine = eq(controlledApplications.companyId, company.id);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        application: controlledApplications,
        url: controlledProgrammes.url,
        title: controlledProgrammes.title,
      })
      .from(controlledApplications)
      .innerJoin(controlledProgrammes, eq(controlledProgrammes.id, controlledApplications.programmeId))
      .where(mine)
      .orderBy(desc(controlledApplications.createdAt), desc(controlledApplications.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(controlledApplications).where(mine),
  ]);
  return {
    list: rows.map((row) => ({
      ...toApplication(row.application),
      programme: { url: row.url, title: row.title },
    })),
    total: counted?.total ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}

/** GET /api/kxzq/goods_access/:id: 404 for an unknown product. */
export async function goodsAccess(
  db: Db,
  company: BuyerCompany | null,
  goodsId: number,
): Promise<ControlledGoodsAccess> {
  const [row] = await db
    .select({ id: goods.id, controlled: goods.isControlled })
    .from(goods)
    .where(eq(goods.id, goodsId));
  if (!row) throw notFound();
  if (!row.controlled) {
    return {
      goods_id: goodsId,
      is_controlled: 0,
      programme: null,
      auth_status: 'none',
      is_authorised: 1,
      application: null,
    };
  }
  const access = (await controlledGoodsAuth(db, company, [goodsId])).get(goodsId);
  return {
    goods_id: goodsId,
    is_controlled: 1,
    programme: access?.programme ? { url: access.programme.url, title: access.programme.title } : null,
    ...(access?.auth ?? { auth_status: 'none' as const, is_authorised: 0 as const, application: null }),
  };
}
