import { type RenderLink, renderAnchor } from '../../link';
import { Bubble, Card, Meta, Row } from './ChatThread.styles';
import type { ChatThreadMessage } from './types';

/** HH:mm, or MM-DD HH:mm for another day, in Beijing time (the server's clock is what counts). */
export function chatTime(seconds: number, now = Date.now()): string {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false, ...options }).format(
      seconds * 1000,
    );
  const day = (at: number) => new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai' }).format(at);
  const time = format({ hour: '2-digit', minute: '2-digit' });
  return day(seconds * 1000) === day(now) ? time : `${format({ month: '2-digit', day: '2-digit' })} ${time}`;
}

export interface ChatBubbleProps {
  message: ChatThreadMessage;
  mine: boolean;
  /** How the other side is named (e.g. 客服 before an operator's name). */
  senderLabel: string;
  goodsHref?: (id: number) => string;
  orderHref?: (id: number) => string;
  renderLink?: RenderLink;
}

/** One message: a text or picture bubble, or a goods / order card. */
export function ChatBubble({
  message,
  mine,
  senderLabel,
  goodsHref,
  orderHref,
  renderLink = renderAnchor,
}: ChatBubbleProps) {
  const { goods, order } = message;
  const link = (href: string | undefined, text: string) =>
    href ? renderLink({ href, children: text }) : <strong>{text}</strong>;
  return (
    <Row $mine={mine} data-ui="ChatBubble">
      <Meta>
        {senderLabel} ·{' '}
        <time dateTime={new Date(message.created_at * 1000).toISOString()}>
          {chatTime(message.created_at)}
        </time>
      </Meta>
      {message.type === 'goods' && goods ? (
        <Card aria-label="商品卡片">
          <img src={goods.image} alt="" />
          <div>
            {link(goodsHref?.(goods.id), goods.name)}
            <p>{goods.spec}</p>
            <p>{goods.manufacturer}</p>
          </div>
        </Card>
      ) : message.type === 'order' && order ? (
        <Card aria-label="订单卡片">
          <div>
            {link(orderHref?.(order.id), `订单 ${order.order_sn}`)}
            <p>
              {order.status_text} · 合计 ¥{order.total}
            </p>
          </div>
        </Card>
      ) : message.type === 'image' && message.image ? (
        <Bubble $mine={mine}>
          <a href={message.image} target="_blank" rel="noopener noreferrer">
            <img src={message.image} alt={`${message.sender_name}发送的图片`} />
          </a>
        </Bubble>
      ) : (
        <Bubble $mine={mine}>{message.content}</Bubble>
      )}
    </Row>
  );
}
