import { type ControlledApplication, type ControlledAuth, type Goods, unixSeconds } from '@yaocai/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import {
  controlledApplications,
  controlledProgrammeGoods,
  controlledProgrammes,
  goods,
} from '../../db/schema/index';

/** The buyer's company as controlled sale sees it; null for visitors and logins without a company. */
export interface BuyerCompany {
  id: number;
  region: string;
}

type ApplicationRow = typeof controlledApplications.$inferSelect;

const seconds = (date: Date | null) => (date ? unixSeconds(date) : 0);

export function toApplication(row: ApplicationRow): ControlledApplication {
  return {
    id: row.id,
    status: row.status as ControlledApplication['status'],
    note: row.note,
    created_at: seconds(row.createdAt),
    decided_at: seconds(row.decidedAt),
  };
}

/** Approved beats pending beats rejected; among rejections the latest counts. */
const STATUS_RANK: Record<string, number> = { approved: 0, pending: 1, rejected: 2 };

/** The deciding application of `company` for each programme in `programmeIds`. */
export async function decidingApplications(
  db: Executor,
  companyId: number,
  programmeIds: readonly number[],
): Promise<Map<number, ApplicationRow>> {
  if (programmeIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(controlledApplications)
    .where(
      and(
        eq(controlledApplications.companyId, companyId),
        inArray(controlledApplications.programmeId, [...programmeIds]),
      ),
    )
    .orderBy(desc(controlledApplications.id));
  const deciding = new Map<number, ApplicationRow>();
  for (const row of rows) {
    const current = deciding.get(row.programmeId);
    if (!current || (STATUS_RANK[row.status] ?? 9) < (STATUS_RANK[current.status] ?? 9)) {
      deciding.set(row.programmeId, row);
    }
  }
  return deciding;
}

/**
 * The rule of controlled sale: a company may buy a programme's goods when its region is one of the
 * programme's regions, or when it holds an approved application for the programme.
 */
export function authFor(
  company: BuyerCompany | null,
  regions: readonly string[],
  application: ApplicationRow | undefined,
): ControlledAuth {
  const shown = application ? toApplication(application) : null;
  if (!company) return { auth_status: 'none', is_authorised: 0, application: null };
  if (company.region !== '' && regions.includes(company.region)) {
    return { auth_status: 'region', is_authorised: 1, application: shown };
  }
  if (!application) return { auth_status: 'none', is_authorised: 0, application: null };
  const status = application.status as ControlledApplication['status'];
  return { auth_status: status, is_authorised: status === 'approved' ? 1 : 0, application: shown };
}

/** What a non-authorised buyer reads as buy_reason, by the state of the company's application. */
export const CONTROLLED_REASONS = {
  none: '控销商品，需申请授权后购买',
  pending: '控销授权审核中，通过后可购买',
  rejected: '控销授权申请未通过，可重新申请',
  noProgramme: '控销商品，暂未开放授权申请',
} as const;

/** Controlled goods among `ids` with their programme (null when in none) and the company's standing. */
export interface ControlledGoodsAuth {
  programme: { id: number; url: string; title: string } | null;
  auth: ControlledAuth;
}

export async function controlledGoodsAuth(
  db: Db,
  company: BuyerCompany | null,
  ids: readonly number[],
): Promise<Map<number, ControlledGoodsAuth>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      goodsId: goods.id,
      programmeId: controlledProgrammes.id,
      url: controlledProgrammes.url,
      title: controlledProgrammes.title,
      regions: controlledProgrammes.regions,
    })
    .from(goods)
    .leftJoin(controlledProgrammeGoods, eq(controlledProgrammeGoods.goodsId, goods.id))
    .leftJoin(controlledProgrammes, eq(controlledProgrammes.id, controlledProgrammeGoods.programmeId))
    .where(and(inArray(goods.id, [...ids]), sql`${goods.isControlled}`));
  if (rows.length === 0) return new Map();
  const programmeIds = [
    ...new Set(rows.flatMap((row) => (row.programmeId === null ? [] : [row.programmeId]))),
  ];
  const applications = company ? await decidingApplications(db, company.id, programmeIds) : new Map();
  const result = new Map<number, ControlledGoodsAuth>();
  for (const row of rows) {
    const programme =
      row.programmeId === null || row.url === null || row.title === null
        ? null
        : { id: row.programmeId, url: row.url, title: row.title };
    const auth = programme
      ? authFor(company, row.regions ?? [], applications.get(programme.id))
      : authFor(null, [], undefined);
    result.set(row.goodsId, { programme, auth });
  }
  return result;
}

/**
 * Applies controlled sale to a listed product: a signed-in buyer who may otherwise order, but is not
 * authorised for the product's programme, gets is_buy 0 and the reason. Prices stay visible (see
 * docs/controlled-sale.md); visitors and unqualified buyers keep the reason they already have.
 */
export function restrictControlled<T extends Goods>(item: T, access: ControlledGoodsAuth | undefined): T {
  if (!access || access.auth.is_authorised === 1 || item.is_buy === 0) return item;
  const reason = access.programme
    ? access.auth.auth_status === 'pending' || access.auth.auth_status === 'rejected'
      ? CONTROLLED_REASONS[access.auth.auth_status]
      : CONTROLLED_REASONS.none
    : CONTROLLED_REASONS.noProgramme;
  return { ...item, is_buy: 0, buy_reason: reason };
}
