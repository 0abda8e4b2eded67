import type { OrderParcel } from '@yaocai/domain';
import { type SQL, sql } from 'drizzle-orm';

/*
 * An order's parcels as the buyer and the operator see them (docs/logistics.md): each with the warehouse it left
 * from (name and region, never its code), its batches (and their lines' goods) and its tracking timeline,
 * gathered with json_agg inside the order detail's one statement.
 */

const epoch = (column: SQL) => sql`floor(extract(epoch FROM ${column}))::int8`;

/** A column of the detail statement: the parcels of the order aliased `o`, in `seq` order. */
export const parcelsColumn = sql`(SELECT coalesce(json_agg(json_build_object('id', p.id, 'seq', p.seq,
    'carrier', p.carrier, 'tracking_no', p.tracking_no, 'shipped_at', ${epoch(sql`p.shipped_at`)},
    'warehouse', (SELECT json_build_object('name', w.name, 'region', w.region)
      FROM warehouses w WHERE w.id = p.warehouse_id),
    'batches', (SELECT coalesce(json_agg(json_build_object('line_id', l.id, 'name', l.name, 'ypgg', l.ypgg,
        'batch_no', b.batch_no, 'production_date', b.production_date, 'expiry_date', b.expiry_date,
        'number', b.number, 'trace_codes', b.trace_codes) ORDER BY l.sort, l.id, b.id), '[]')
      FROM order_line_batches b JOIN order_lines l ON l.id = b.order_line_id WHERE b.parcel_id = p.id),
    'tracking', (SELECT coalesce(json_agg(json_build_object('at', ${epoch(sql`t.at`)},
        'description', t.description, 'location', t.location, 'source', t.source) ORDER BY t.at, t.id), '[]')
      FROM parcel_tracking t WHERE t.parcel_id = p.id)) ORDER BY p.seq), '[]')
  FROM order_parcels p WHERE p.order_id = o.id)`;

export type ParcelRow = Omit<OrderParcel, 'delivery_note_no' | 'shipped_at' | 'tracking'> & {
  shipped_at: string | number;
  tracking: (Omit<OrderParcel['tracking'][number], 'at'> & { at: string | number })[];
};

/** A parcel row of `parcelsColumn` on the wire; the delivery note is numbered `<order_sn>-<seq>`. */
export function toOrderParcel(orderSn: string, row: ParcelRow): OrderParcel {
  return {
    ...row,
    delivery_note_no: `${orderSn}-${row.seq}`,
    shipped_at: Number(row.shipped_at),
    tracking: row.tracking.map((entry) => ({ ...entry, at: Number(entry.at) })),
  };
}
