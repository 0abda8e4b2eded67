import { LinkList } from './SideToolbar.styles';

/** QQ's "open a chat" link for a customer-service number. */
export function qqChatHref(qq: string): string {
  return `https://wpa.qq.com/msgrd?v=3&uin=${encodeURIComponent(qq)}&site=qq&menu=yes`;
}

export interface ChatPanelProps {
  isCanChat: boolean;
  chatUrl?: string;
  qq1?: string;
  qq2?: string;
}

/** Embedded chat when the customer may chat online; otherwise the two QQ contacts. */
export function ChatPanel({ isCanChat, chatUrl, qq1, qq2 }: ChatPanelProps) {
  if (isCanChat && chatUrl) {
    return <iframe src={chatUrl} title="在线客服" />;
  }
  const contacts = [
    { qq: qq1, label: 'QQ客服1' },
    { qq: qq2, label: 'QQ客服2' },
  ].filter((contact): contact is { qq: string; label: string } => Boolean(contact.qq));
  return (
    <LinkList>
      {contacts.map(({ qq, label }) => (
        <li key={label}>
          <a href={qqChatHref(qq)} target="_blank" rel="noopener noreferrer">
            {label}
          </a>
        </li>
      ))}
    </LinkList>
  );
}
