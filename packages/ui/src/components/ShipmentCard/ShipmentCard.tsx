import { type ReactNode, useId } from 'react';
import { formatMoment, type Moment } from '../../internal/datetime';
import { StatusTimeline } from '../StatusTimeline/StatusTimeline';
import { Actions, Codes, Facts, Header, Muted, Root, Table, TrackingTitle } from './ShipmentCard.styles';

/** One batch packed in the parcel (pharma-buyers: batch, production and expiry dates, 药品追溯码). */
export interface ShipmentBatch {
  /** The goods' name, e.g. 阿莫西林胶囊. */
  name: string;
  /** The goods' specification, e.g. 0.25g*24粒. */
  spec?: string;
  /** 批号. */
  batchNo: string;
  /** YYYY-MM-DD. */
  productionDate: string;
  /** YYYY-MM-DD. */
  expiryDate: string;
  /** Units of this batch in the parcel. */
  quantity: number;
  /** The 药品追溯码 of the units, as scanned. */
  traceCodes: readonly string[];
}

/** One entry of the parcel's tracking timeline. */
export interface ShipmentTrackingEntry {
  /** When it happened: a server timestamp (seconds or ms) or ready text. */
  at: Moment;
  /** What happened, e.g. 已揽收. */
  description: string;
  /** Where, e.g. 广州白云区. */
  location?: string;
}

export interface ShipmentCardProps {
  /** The card's heading, e.g. 包裹 1（共 2 个）. */
  title: ReactNode;
  carrier: string;
  trackingNo: string;
  /** When the parcel left: a server timestamp or ready text. */
  shippedAt: Moment;
  /** 发货仓库, e.g. 广州仓（广东省广州市）; the fact is left out when absent. */
  warehouse?: string;
  /** The batches in the parcel, in order-line order. */
  batches: readonly ShipmentBatch[];
  /** The tracking timeline, oldest first; the newest entry is the parcel's current state. */
  tracking: readonly ShipmentTrackingEntry[];
  /** Where the 随货同行单 (delivery note) PDF of this parcel downloads; no link when absent. */
  deliveryNoteHref?: string;
  /** More actions in the header (the console's print button). */
  actions?: ReactNode;
  /** Below the timeline, e.g. the console's form to add a tracking entry. */
  children?: ReactNode;
}

/**
 * One parcel of an order's shipment: carrier, tracking number and time, the warehouse it left from, the batches with their dates and
 * trace codes (folded: a batch can carry hundreds), the tracking timeline and the delivery note.
 */
export function ShipmentCard({
  title,
  carrier,
  trackingNo,
  shippedAt,
  warehouse,
  batches,
  tracking,
  deliveryNoteHref,
  actions,
  children,
}: ShipmentCardProps) {
  const titleId = useId();
  const units = batches.reduce((sum, batch) => sum + batch.quantity, 0);
  return (
    <Root data-ui="ShipmentCard" aria-labelledby={titleId}>
      <Header>
        <h3 id={titleId}>{title}</h3>
        <Facts>
          <div>
            <dt>承运商</dt>
            <dd>{carrier}</dd>
          </div>
          <div>
            <dt>运单号</dt>
            <dd>{trackingNo}</dd>
          </div>
          <div>
            <dt>发货时间</dt>
            <dd>{formatMoment(shippedAt)}</dd>
          </div>
          {warehouse && (
            <div>
              <dt>发货仓库</dt>
              <dd>{warehouse}</dd>
            </div>
          )}
          <div>
            <dt>件数</dt>
            <dd>
              {batches.length} 个批次，共 {units} 件
            </dd>
          </div>
        </Facts>
        {(deliveryNoteHref || actions) && (
          <Actions>
            {deliveryNoteHref && (
              <a href={deliveryNoteHref} target="_blank" rel="noopener">
                随货同行单（PDF）
              </a>
            )}
            {actions}
          </Actions>
        )}
      </Header>
      <Table>
        <caption>批号与追溯码</caption>
        <thead>
          <tr>
            <th scope="col">商品</th>
            <th scope="col">批号</th>
            <th scope="col">生产日期</th>
            <th scope="col">有效期至</th>
            <th scope="col">数量</th>
            <th scope="col">追溯码</th>
          </tr>
        </thead>
        <tbody>
          {batches.map((batch) => (
            <tr key={`${batch.name}-${batch.batchNo}`}>
              <td>
                {batch.name}
                {batch.spec && <Muted> {batch.spec}</Muted>}
              </td>
              <td>{batch.batchNo}</td>
              <td>{batch.productionDate}</td>
              <td>{batch.expiryDate}</td>
              <td>{batch.quantity}</td>
              <td>
                {batch.traceCodes.length === 0 ? (
                  <Muted>无</Muted>
                ) : (
                  <Codes>
                    <summary>追溯码（{batch.traceCodes.length}）</summary>
                    <ol aria-label={`批号 ${batch.batchNo} 的追溯码`}>
                      {batch.traceCodes.map((code) => (
                        <li key={code}>{code}</li>
                      ))}
                    </ol>
                  </Codes>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <div>
        <TrackingTitle>物流轨迹</TrackingTitle>
        <StatusTimeline
          label={`${carrier} ${trackingNo} 物流轨迹`}
          steps={tracking.map((entry, index) => ({
            key: String(index),
            label: entry.description,
            time: entry.at,
            note: entry.location,
          }))}
          emptyText="暂无物流轨迹：承运商揽收后更新"
        />
      </div>
      {children}
    </Root>
  );
}
