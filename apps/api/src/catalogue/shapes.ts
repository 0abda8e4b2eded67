import {
  type BuyerStanding,
  beijingToday,
  buyerStanding,
  fenToYuan,
  type Goods,
  mayBuyGoods,
  nextBatch,
} from '@yaocai/domain';
import type { Db } from '../db/client';
import type { SessionUser } from '../lib/session-store';
import { type CatalogueCache, displayFactsOf, type RowFacts } from './cache';
import {
  type BuyerCompany,
  type ControlledGoodsAuth,
  controlledGoodsAuth,
  restrictControlled,
} from './controlled-access';
import { goodsImageUrl } from './images';
import { findGoodsFacts, type ListedGoods } from './listing-reads';

/*
 * The listed shape of a product (spec §7 `goods`), the one every list, the detail page, favourites, promotions
 * and the controlled-sale zone answer with. Display only: it may be built from the read caches, and nothing
 * that commits money or stock reads it (those read the tables through `loaders.ts`).
 */

/**
 * Who is looking: their standing (`buyerStanding` of domain) decides prices and ordering; the company (read with
 * the session) is what controlled sale authorises.
 */
export interface Viewer {
  userId: number | null;
  standing: BuyerStanding;
  company: BuyerCompany | null;
  /** Answers kept with the viewer's session for as long as the session memo keeps it (`SessionUser.remembered`). */
  remembered?: Map<string, unknown>;
}

export function viewerOf(user: SessionUser | null): Viewer {
  return {
    userId: user?.userId ?? null,
    standing: buyerStanding(user === null ? null : user.facts),
    company: user?.company ?? null,
    ...(user === null ? {} : { remembered: user.remembered }),
  };
}

/** Controlled sale only narrows what a buyer who may order at all can buy; others need no lookup. */
function controlledAuthFor(db: Db, viewer: Viewer, ids: readonly number[]) {
  return viewer.standing.mayBuy
    ? controlledGoodsAuth(db, viewer.company, ids)
    : Promise.resolve(new Map<number, ControlledGoodsAuth>());
}

/** A wire flag (spec §7 answers 0/1, not booleans). */
export const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** is_buy and buy_reason before controlled sale (`restrictControlled` narrows them further). */
function buyDecision(standing: BuyerStanding, row: ListedGoods) {
  const decision = mayBuyGoods(standing, undefined, row.scopeCategory, row.regulatoryClass);
  return { is_buy: flag(decision.mayBuy), buy_reason: decision.reason };
}

/** The listed shape; prices and ladder prices only for viewers who may see prices, never for visitors. */
function toGoods({ found: { row, manufacturer }, ladders, tags, batches }: RowFacts, viewer: Viewer): Goods {
  const pricesShown = viewer.standing.maySeePrices;
  return {
    id: row.id,
    name: row.name,
    sccj: manufacturer,
    ypgg: row.ypgg,
    bzdw: row.bzdw,
    zbz: row.zbz,
    pzwh: row.pzwh,
    // One warehouse so far; 0 is the cart's default warehouse id.
    ck_id: 0,
    goods_image: [goodsImageUrl(row.id)],
    price: pricesShown ? fenToYuan(row.priceFen) : null,
    base_price: pricesShown ? fenToYuan(row.basePriceFen) : null,
    ...buyDecision(viewer.standing, row),
    number: row.stock,
    ladder_price: pricesShown
      ? ladders.map((tier) => ({ number: tier.minNumber, price: fenToYuan(tier.priceFen) }))
      : null,
    ladder_price_type: flag(pricesShown && ladders.length > 0),
    is_dpby: flag(row.isDpby),
    qg_number: row.qgNumber,
    is_free_shipping: flag(row.isFreeShipping),
    free_shipping_number: row.freeShippingNumber,
    is_youx: flag(row.isPremium),
    type: row.isSelfOperated ? 1 : 0,
    tags: tags.map((tag) => ({ name: tag.name, describe: tag.describe, is_show: flag(tag.isShow === 1) })),
    regulatory_class: row.regulatoryClass,
    dosage_form: row.dosageForm,
    expire_date: nextBatch(batches, beijingToday())?.expiry_date ?? null,
  };
}

/**
 * The listed shapes of `ids` in that order (unknown ids skipped), with controlled sale applied: only the
 * controlled goods among them need the buyer's standing, and the facts say which those are.
 */
async function shapesOf(
  db: Db,
  ids: readonly number[],
  facts: Map<number, RowFacts>,
  viewer: Viewer,
): Promise<Goods[]> {
  const controlledIds = ids.filter((id) => facts.get(id)?.found.row.isControlled);
  const controlled =
    controlledIds.length > 0 ? await controlledAuthFor(db, viewer, controlledIds) : undefined;
  return ids.flatMap((id) => {
    const found = facts.get(id);
    return found
      ? [restrictControlled(toGoods(found, viewer), viewer.standing, controlled?.get(id), found.found.row)]
      : [];
  });
}

/** The listed shape of `ids`, in that order, from fresh listing documents (favourites, promotions). */
export async function goodsShapes(db: Db, ids: readonly number[], viewer: Viewer): Promise<Goods[]> {
  const facts = await findGoodsFacts(db, ids);
  return shapesOf(db, ids, new Map(facts.map((item) => [item.found.row.id, item])), viewer);
}

/** Display only: the listed shape of `ids`, in that order, from cached product facts (see cache.ts). */
export async function displayGoodsShapes(
  db: Db,
  cache: CatalogueCache,
  ids: readonly number[],
  viewer: Viewer,
): Promise<Goods[]> {
  return shapesOf(db, ids, await displayFactsOf(db, cache, ids), viewer);
}

/**
 * The listed shape of one product from its facts and its controlled-sale standing for the viewer (the detail
 * page reads that with its other per-viewer facts, and adds its own fields to the shape).
 */
export function listedShapeOf(
  facts: RowFacts,
  viewer: Viewer,
  controlled: ControlledGoodsAuth | undefined,
): Goods {
  return restrictControlled(toGoods(facts, viewer), viewer.standing, controlled, facts.found.row);
}

export interface GoodsPage {
  list: Goods[];
  total: number;
  page: number;
  per_page: number;
}
