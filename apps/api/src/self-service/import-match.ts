import {
  fenToYuan,
  type ImportCandidate,
  type ImportRow,
  MATCH_CONFIDENT,
  MATCH_POSSIBLE,
  normaliseText,
  type PurchaseRowInput,
} from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { pinyin } from 'pinyin-pro';
import type { Db } from '../db/client';

/*
 * Matching a purchase list against the catalogue (docs/self-service.md "Matching"). One statement finds every
 * row's candidates: barcode and approval number by btree; names through the search dictionary `goods_names`
 * (its trigram GIN indexes at a lowered similarity threshold, and its full pinyin of every polyphone reading, so a
 * homophone typed by an IME — 阿莫西临 for 阿莫西林 — still finds the name), then up to 8 goods per name, the
 * row's spec and maker first. The scores are worked out here, where they can be read: the name by edit distance
 * or pinyin, then multiplied by how the spec and the maker agree.
 */

/** How many dictionary names and goods per name a row considers. */
const NAMES_PER_ROW = 4;
const GOODS_PER_NAME = 8;
/** A second product this close to the best makes the row ambiguous (the buyer chooses). */
const MARGIN = 0.1;
/** Candidates shown besides the pick. */
const ALTERNATIVES = 4;

/** Levenshtein similarity of two strings by code points, 0..1. */
export function editSimilarity(left: string, right: string): number {
  const a = [...left];
  const b = [...right];
  if (a.length === 0 || b.length === 0) return a.length === b.length ? 1 : 0;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return 1 - (previous[b.length] ?? 0) / Math.max(a.length, b.length);
}

/** The row's name in full pinyin, first readings, letters and digits only: how goods_names.pinyin_full spells. */
function pinyinKey(text: string): string {
  if (!/[\u3400-\u9fff]/.test(text)) return '';
  return pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' })
    .join('')
    .toLowerCase()
    .replaceAll('ü', 'v')
    .replace(/[^a-z0-9.]/g, '');
}

/** 国药准字H20013536, or the bare H20013536 buyers type. */
function approvalKey(text: string): string {
  const value = normaliseText(text);
  return /^[HZSJBTF]\d{8}$/.test(value) ? `国药准字${value}` : value;
}

interface Candidate extends Record<string, unknown> {
  i: number;
  by: 'barcode' | 'approval_no' | 'name';
  id: number;
  name: string;
  trade_name: string;
  ypgg: string;
  maker: string;
  short_name: string;
  pzwh: string;
  price_fen: number;
  stock: number;
  expiry_date: string | null;
  zbz: number;
  pinyin_match: boolean | null;
}

function candidatesSql(rows: string) {
  return sql`
    WITH r AS MATERIALIZED (SELECT * FROM jsonb_to_recordset(${rows}::jsonb)
        AS r(i int, barcode text, approval text, name text, trade text, spec text, maker text, py text)),
      code AS (
        SELECT r.i, g.id, 'barcode' AS by FROM r JOIN goods g ON g.barcode = r.barcode
          WHERE r.barcode <> '' AND NOT g.banned_online
        UNION ALL
        SELECT r.i, g.id, 'approval_no' FROM r JOIN goods g ON g.pzwh = r.approval
          WHERE r.approval <> '' AND NOT g.banned_online),
      nm AS (
        SELECT r.i, r.spec, r.maker, n.name, n.trade_key, n.pinyin_match FROM r CROSS JOIN LATERAL (
          SELECT n.name, n.trade_key,
              r.py <> '' AND (' ' || n.pinyin_full || ' ') LIKE ('% ' || r.py || ' %') AS pinyin_match,
              greatest(similarity(n.name, r.name), similarity(n.trade_key, r.name),
                similarity(n.trade_key, r.trade)) AS sim
            FROM goods_names n
            WHERE n.goods_count > 0 AND r.name <> ''
              AND (n.name % r.name OR n.trade_key % r.name OR (r.trade <> '' AND n.trade_key % r.trade)
                OR (r.py <> '' AND n.pinyin_full LIKE ('%' || r.py || '%')))
            ORDER BY pinyin_match DESC, sim DESC LIMIT ${NAMES_PER_ROW}) n),
      named AS (
        SELECT nm.i, g.id, 'name' AS by, nm.pinyin_match FROM nm CROSS JOIN LATERAL (
          SELECT g.id FROM goods g JOIN manufacturers m ON m.id = g.manufacturer_id
            WHERE g.name = nm.name AND coalesce(g.trade_name, '') = nm.trade_key AND NOT g.banned_online
            ORDER BY upper(replace(g.ypgg, ' ', '')) = nm.spec DESC,
              greatest(similarity(m.name, nm.maker), similarity(m.short_name, nm.maker)) DESC,
              g.price_fen, g.expiry_date DESC NULLS LAST, g.id
            LIMIT ${GOODS_PER_NAME}) g)
    SELECT c.i, c.by, g.id, g.name, coalesce(g.trade_name, '') AS trade_name, g.ypgg, m.name AS maker,
        m.short_name, g.pzwh, g.price_fen, g.stock, g.expiry_date::text AS expiry_date, g.zbz, c.pinyin_match
      FROM (SELECT i, id, by, NULL::boolean AS pinyin_match FROM code
            UNION ALL SELECT i, id, by, pinyin_match FROM named) c
      JOIN goods g ON g.id = c.id JOIN manufacturers m ON m.id = g.manufacturer_id`;
}

const specFactor = (row: string, goods: string) => {
  if (!row || !goods) return 0.95;
  return row === normaliseText(goods) ? 1 : 0.6;
};

const makerFactor = (row: string, name: string, short: string) => {
  if (!row) return 0.97;
  const full = normaliseText(name);
  const brief = normaliseText(short);
  if (full.includes(row) || row.includes(full) || (brief && row.includes(brief))) return 1;
  return editSimilarity(row, full) >= 0.7 ? 1 : 0.75;
};

function confidence(input: PurchaseRowInput, candidate: Candidate): number {
  const spec = specFactor(normaliseText(input.spec), candidate.ypgg);
  const maker = makerFactor(normaliseText(input.maker), candidate.maker, candidate.short_name);
  if (candidate.by === 'barcode') return 1;
  if (candidate.by === 'approval_no') return 0.95 * spec * maker;
  const typed = normaliseText(input.name);
  const names = [normaliseText(candidate.name), normaliseText(candidate.trade_name)].filter(Boolean);
  let name = Math.max(...names.map((known) => (known === typed ? 1 : editSimilarity(typed, known))));
  if (input.trade_name && normaliseText(input.trade_name) === normaliseText(candidate.trade_name))
    name = Math.max(name, 0.95);
  if (candidate.pinyin_match) name = Math.max(name, 0.92);
  return name * spec * maker;
}

const toCandidate = (candidate: Candidate, score: number): ImportCandidate => ({
  id: candidate.id,
  name: candidate.name,
  trade_name: candidate.trade_name,
  spec: candidate.ypgg,
  manufacturer: candidate.maker,
  approval_no: candidate.pzwh,
  price: fenToYuan(candidate.price_fen),
  stock: candidate.stock,
  expiry_date: candidate.expiry_date,
  zbz: candidate.zbz,
  confidence: Math.round(score * 1000) / 1000,
  by: candidate.by,
});

/** The same product on offer (same name, spec and maker): the cheaper, then the longer-dated, is the better offer. */
const productKey = (candidate: ImportCandidate) =>
  [candidate.name, candidate.trade_name, normaliseText(candidate.spec), candidate.manufacturer].join('|');

function decide(row: number, input: PurchaseRowInput, found: Candidate[]): ImportRow {
  const best = new Map<number, { candidate: Candidate; score: number }>();
  for (const candidate of found) {
    const score = confidence(input, candidate);
    const known = best.get(candidate.id);
    if (!known || known.score < score) best.set(candidate.id, { candidate, score });
  }
  // Equal scores: in stock first, then the better offer — the lower price, then the later expiry.
  const ranked = [...best.values()]
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(b.candidate.stock > 0) - Number(a.candidate.stock > 0) ||
        a.candidate.price_fen - b.candidate.price_fen ||
        (b.candidate.expiry_date ?? '').localeCompare(a.candidate.expiry_date ?? '') ||
        a.candidate.id - b.candidate.id,
    )
    .map(({ candidate, score }) => toCandidate(candidate, score));
  const [top, ...rest] = ranked;
  const number = input.number;
  if (!top || top.confidence < MATCH_POSSIBLE)
    return { row, input, status: 'none', goods: null, alternatives: [], number };
  const rival = rest.find((other) => productKey(other) !== productKey(top));
  const clear = top.confidence >= MATCH_CONFIDENT && (!rival || rival.confidence < top.confidence - MARGIN);
  return {
    row,
    input,
    status: clear ? 'matched' : 'ambiguous',
    goods: top,
    alternatives: rest.filter((other) => other.confidence >= MATCH_POSSIBLE).slice(0, ALTERNATIVES),
    number,
  };
}

/** Every row matched: one statement for the whole list, then scored here. */
export async function matchRows(
  db: Db,
  rows: readonly { row: number; input: PurchaseRowInput }[],
): Promise<ImportRow[]> {
  const keyed = rows.map(({ input }, i) => ({
    i,
    barcode: input.barcode.replace(/\D/g, ''),
    approval: approvalKey(input.approval_no),
    name: normaliseText(input.name),
    trade: normaliseText(input.trade_name),
    spec: normaliseText(input.spec),
    maker: normaliseText(input.maker),
    py: pinyinKey(normaliseText(input.name)),
  }));
  const found = await db.transaction(async (tx) => {
    // Typos in short names leave few trigrams in common; the names found are scored again below.
    await tx.execute(sql`SET LOCAL pg_trgm.similarity_threshold = 0.2`);
    const result = await tx.execute<Candidate>(candidatesSql(JSON.stringify(keyed)));
    return result.rows;
  });
  const byRow = new Map<number, Candidate[]>();
  for (const candidate of found) {
    const list = byRow.get(candidate.i) ?? [];
    list.push(candidate);
    byRow.set(candidate.i, list);
  }
  return rows.map(({ row, input }, i) => decide(row, input, byRow.get(i) ?? []));
}
