import type { ShipmentCardProps } from './ShipmentCard';

/**
 * A parcel as the order wire carries it (`orderParcel` of @yaocai/domain's contracts): written out here because
 * the library bundles only domain's zod-free modules.
 */
export interface ParcelOnWire {
  seq: number;
  carrier: string;
  tracking_no: string;
  shipped_at: number;
  warehouse: { name: string; region: string };
  batches: readonly {
    name: string;
    ypgg: string;
    batch_no: string;
    production_date: string;
    expiry_date: string;
    number: number;
    trace_codes: readonly string[];
  }[];
  tracking: readonly { at: number; description: string; location: string }[];
}

/**
 * The card's props from a parcel of the order wire (`GET /api/order/{id}`, the console's order page): one mapping
 * for the buyer's and the operators' app. `deliveryNoteHref` is where that app downloads the parcel's PDF.
 */
export function shipmentCardProps(
  parcel: ParcelOnWire,
  parcelCount: number,
  deliveryNoteHref?: string,
): ShipmentCardProps {
  return {
    title: `包裹 ${parcel.seq}（共 ${parcelCount} 个）`,
    carrier: parcel.carrier,
    trackingNo: parcel.tracking_no,
    shippedAt: parcel.shipped_at,
    warehouse: parcel.warehouse.region
      ? `${parcel.warehouse.name}（${parcel.warehouse.region}）`
      : parcel.warehouse.name,
    deliveryNoteHref,
    batches: parcel.batches.map((batch) => ({
      name: batch.name,
      spec: batch.ypgg,
      batchNo: batch.batch_no,
      productionDate: batch.production_date,
      expiryDate: batch.expiry_date,
      quantity: batch.number,
      traceCodes: batch.trace_codes,
    })),
    tracking: parcel.tracking.map((entry) => ({
      at: entry.at,
      description: entry.description,
      location: entry.location,
    })),
  };
}
