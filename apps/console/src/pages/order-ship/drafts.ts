import type { OrderLine, ShipOrderBody } from '@yaocai/domain';

/*
 * The ship form's state as typed (several parcels, each with batch rows per order line) and the body it sends:
 * one parcel goes as `carrier`, `tracking_no`, `batches` (the contract of #26), several as `parcels[i]`.
 */

/** One batch row, as typed. */
export interface BatchDraft {
  key: number;
  lineId: number;
  batch_no: string;
  production_date: string;
  expiry_date: string;
  number: string;
  codes: string;
}

/** One parcel, as typed. */
export interface ParcelDraft {
  key: number;
  carrier: string;
  tracking: string;
  /** The warehouse it leaves from, as the select holds it ('' until chosen: the default one). */
  warehouse: string;
  batches: BatchDraft[];
}

let nextKey = 1;

export const batchDraft = (lineId: number, number: number | string): BatchDraft => ({
  key: nextKey++,
  lineId,
  batch_no: '',
  production_date: '',
  expiry_date: '',
  number: String(number),
  codes: '',
});

/** The first parcel carries every line whole; a later one starts empty. */
export const parcelDraft = (lines: readonly OrderLine[] = []): ParcelDraft => ({
  key: nextKey++,
  carrier: '',
  tracking: '',
  warehouse: '',
  batches: lines.map((line) => batchDraft(line.id, line.number)),
});

/** Goods lines carry goods: a combination's own line ships as its parts. */
export const shippable = (lines: readonly OrderLine[]) => lines.filter((line) => line.goods_id !== null);

/** Trace codes as pasted or scanned: one a line, blank lines ignored. */
const codesOf = (text: string) =>
  text
    .split('\n')
    .map((code) => code.trim())
    .filter(Boolean);

/** A whole number as typed, else NaN (sent as null, which the server refuses with its own words). */
export const quantity = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** A parcel's batch rows in the order the form shows them (by order line): their index names field errors. */
export const orderedBatches = (parcel: ParcelDraft, lines: readonly OrderLine[]) =>
  lines.flatMap((line) => parcel.batches.filter((row) => row.lineId === line.id));

/**
 * The body to send. Every parcel names its warehouse (the chosen one, else `defaultWarehouse`), so the server
 * checks its batches against that warehouse's records (docs/console.md 仓库管理).
 */
export function shipBody(
  parcels: readonly ParcelDraft[],
  lines: readonly OrderLine[],
  defaultWarehouse: number,
): ShipOrderBody {
  const wire = parcels.map((parcel) => ({
    carrier: parcel.carrier,
    tracking_no: parcel.tracking,
    warehouse_id: parcel.warehouse ? Number(parcel.warehouse) : defaultWarehouse,
    batches: orderedBatches(parcel, lines).map((row) => ({
      line_id: row.lineId,
      batch_no: row.batch_no,
      production_date: row.production_date,
      expiry_date: row.expiry_date,
      number: quantity(row.number),
      trace_codes: codesOf(row.codes),
    })),
  }));
  const [only] = wire;
  return wire.length === 1 && only ? only : { parcels: wire };
}

/** The field-error name of a parcel's field: `carrier` with one parcel, `parcels.1.carrier` with several. */
export const fieldName = (parcelCount: number, parcelIndex: number, field: string) =>
  parcelCount === 1 ? field : `parcels.${parcelIndex}.${field}`;

/** Units of each line across every parcel, as typed (rows not yet a number count 0). */
export function assignedUnits(parcels: readonly ParcelDraft[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const parcel of parcels)
    for (const row of parcel.batches) {
      const number = quantity(row.number);
      units.set(row.lineId, (units.get(row.lineId) ?? 0) + (Number.isNaN(number) ? 0 : number));
    }
  return units;
}
