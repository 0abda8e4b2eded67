import { formatYuan } from '@yaocai/domain/print';
import { type ReactNode, useId } from 'react';
import { formatMoment, type Moment } from '../../internal/datetime';
import { Thumb } from '../../internal/Thumb';
import { type OrderStatus, OrderStatusBadge } from '../OrderStatusBadge/OrderStatusBadge';
import {
  Actions,
  Footer,
  Header,
  Line,
  Lines,
  LineText,
  Meta,
  More,
  OrderNumber,
  Root,
  Total,
} from './OrderCard.styles';

/** One ordered goods line as the order list shows it. */
export interface OrderCardLine {
  /** Stable key, e.g. the order line id. */
  id: string | number;
  name: string;
  /** Specification, e.g. 0.25g*24粒. */
  spec?: string;
  imageSrc?: string;
  quantity: number;
  /** Packaging unit, e.g. 盒. @default '件' */
  unit?: string;
  /** Final unit price, yuan string (the order's, not today's). */
  unitPrice: string;
}

export interface OrderCardProps {
  /** The order number (wire `order_sn`). */
  orderSn: string;
  /** When the order was placed: a server timestamp (seconds or ms) or ready text. */
  createdAt: Moment;
  status: OrderStatus;
  /** The order's lines; only the first `maxLines` are shown. */
  lines: readonly OrderCardLine[];
  /** How many lines the order has, when the list sends only the first few. @default lines.length */
  lineCount?: number;
  /** What the order costs the buyer, yuan string. */
  payable: string;
  /** The order's actions, e.g. 去支付 and 取消订单 buttons or a 查看详情 link made with the app's router. */
  actions?: ReactNode;
  /** Lines shown before 等 N 种商品. @default 3 */
  maxLines?: number;
}

/**
 * One order in the order centre (/order): number, time and status, its first lines with the final unit
 * prices, the line count, the payable total and the actions the status allows (the app decides which).
 */
export function OrderCard({
  orderSn,
  createdAt,
  status,
  lines,
  lineCount = lines.length,
  payable,
  actions,
  maxLines = 3,
}: OrderCardProps) {
  const titleId = useId();
  const shown = lines.slice(0, maxLines);
  const hidden = lineCount - shown.length;
  return (
    <Root data-ui="OrderCard" data-status={status} aria-labelledby={titleId}>
      <Header>
        <OrderNumber id={titleId}>订单号：{orderSn}</OrderNumber>
        <Meta>下单时间：{formatMoment(createdAt)}</Meta>
        <OrderStatusBadge status={status} />
      </Header>
      <Lines aria-label="订单商品">
        {shown.map((line) => (
          <Line key={line.id}>
            <Thumb src={line.imageSrc} size={56} />
            <LineText>
              <strong>{line.name}</strong>
              {line.spec && <span>{line.spec}</span>}
            </LineText>
            <span>
              {formatYuan(line.unitPrice)} × {line.quantity}
              {line.unit ?? '件'}
            </span>
          </Line>
        ))}
      </Lines>
      {hidden > 0 && <More>等 {hidden} 种商品未展示</More>}
      <Footer>
        <span>共 {lineCount} 种商品</span>
        <Total>
          应付金额 <strong>{formatYuan(payable)}</strong>
        </Total>
        {actions && <Actions>{actions}</Actions>}
      </Footer>
    </Root>
  );
}
