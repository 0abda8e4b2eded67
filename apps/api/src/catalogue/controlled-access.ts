import {
  type BuyerStanding,
  type ControlledApplication,
  type ControlledAuth,
  controlledSaleStatus,
  decidingApplication,
  type Goods,
  isAuthorised,
  mayBuyGoods,
  type RegulatoryClass,
  type ScopeCategory,
  unixSeconds,
} from '@yaocai/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  controlledApplications,
  controlledProgrammeGoods,
  controlledProgrammes,
  goods,
} from '../db/schema/index';

/** The buyer's company as controlled sale sees it; null for visitors and logins without a company. */
export interface BuyerCompany {
  id: number;
  region: string;
}

export type ApplicationRow = typeof controlledApplications.$inferSelect;

const seconds = (date: Date | null) => (date ? unixSeconds(date) : 0);

export function toApplication(row: ApplicationRow): ControlledApplication {
  return {
    id: row.id,
    status: row.status,
    note: row.note,
    created_at: seconds(row.createdAt),
    decided_at: seconds(row.decidedAt),
  };
}

/** The deciding application of `company` for each programme in `programmeIds` (`decidingApplication`). */
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
  return decidingOf(rows);
}

/** The deciding application per programme among `rows` (newest first, as read). */
export function decidingOf(rows: readonly ApplicationRow[]): Map<number, ApplicationRow> {
  const byProgramme = new Map<number, ApplicationRow[]>();
  for (const row of rows)
    byProgramme.set(row.programmeId, [...(byProgramme.get(row.programmeId) ?? []), row]);
  const deciding = new Map<number, ApplicationRow>();
  for (const [programmeId, newestFirst] of byProgramme) {
    const found = decidingApplication(newestFirst);
    if (found) deciding.set(programmeId, found);
  }
  return deciding;
}

/** The company's standing for a programme as the wire shows it; the rule is domain's `controlledSaleStatus`. */
export function authFor(
  company: BuyerCompany | null,
  regions: readonly string[],
  application: ApplicationRow | undefined,
): ControlledAuth {
  const status = controlledSaleStatus(company, regions, application?.status ?? null);
  return {
    auth_status: status,
    is_authorised: isAuthorised(status) ? 1 : 0,
    application: company && application ? toApplication(application) : null,
  };
}

/** Controlled goods among `ids` with their programme (null when in none) and the company's standing. */
export interface ControlledGoodsAuth {
  programme: { id: number; url: string; title: string } | null;
  auth: ControlledAuth;
}

export async function controlledGoodsAuth(
  db: Executor,
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
  return controlledAuthOf(company, rows, applications);
}

/** A controlled goods with its programme (all null when it is in none), as the reads find it. */
export interface ControlledProgrammeRow {
  goodsId: number;
  programmeId: number | null;
  url: string | null;
  title: string | null;
  regions: string[] | null;
}

/** `controlledGoodsAuth` from rows already read: the programmes and the company's deciding applications. */
export function controlledAuthOf(
  company: BuyerCompany | null,
  rows: readonly ControlledProgrammeRow[],
  applications: Map<number, ApplicationRow>,
): Map<number, ControlledGoodsAuth> {
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
 * Applies controlled sale to a listed product (domain's `mayBuyGoods`): a signed-in buyer who may otherwise
 * order, but is not authorised for the product's programme, gets is_buy 0 and the reason. Prices stay visible
 * (see docs/controlled-sale.md); visitors and unqualified buyers keep the reason they already have.
 */
export function restrictControlled<T extends Goods>(
  item: T,
  standing: BuyerStanding,
  access: ControlledGoodsAuth | undefined,
  facts: { scopeCategory: ScopeCategory; regulatoryClass: RegulatoryClass },
): T {
  if (!access) return item;
  const decision = mayBuyGoods(
    standing,
    { inProgramme: access.programme !== null, status: access.auth.auth_status },
    facts.scopeCategory,
    facts.regulatoryClass,
  );
  return decision.mayBuy ? item : { ...item, is_buy: 0, buy_reason: decision.reason };
}
