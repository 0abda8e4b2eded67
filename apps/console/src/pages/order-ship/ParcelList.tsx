import type { ConsoleOrderDetail } from '@yaocai/domain';
import { ShipmentCard, shipmentCardProps } from '@yaocai/ui';
import { deliveryNoteHref } from '../../data/use-orders';
import { ParcelStack, PrintLink } from './styles';
import { TrackingForm } from './TrackingForm';

/** The order's parcels: each card with its 随货同行单 to print and the form for its tracking timeline. */
export function ParcelList({
  order,
  onChanged,
}: {
  order: ConsoleOrderDetail;
  onChanged: (message: string) => void;
}) {
  return (
    <ParcelStack>
      {order.parcels.map((parcel) => (
        <ShipmentCard
          key={parcel.id}
          {...shipmentCardProps(parcel, order.parcels.length)}
          actions={
            <PrintLink href={deliveryNoteHref(order.id, parcel.id)} target="_blank" rel="noopener">
              打印随货同行单
            </PrintLink>
          }
        >
          <TrackingForm
            orderId={order.id}
            parcelId={parcel.id}
            label={`包裹${parcel.seq}`}
            onAdded={onChanged}
          />
        </ShipmentCard>
      ))}
    </ParcelStack>
  );
}
