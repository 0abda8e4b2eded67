import { LinkList } from './SideToolbar.styles';

/** QQ's "open a chat" link for a customer-service number. */
export function qqChatHref(qq: string): string {
  return `https://wpa.qq.com/msgrd?v=3&uin=${encodeURIComponent(qq)}&site=qq&menu=yes`;
}

/** The chat page with the customer's identity appended, so the agent sees who is asking. */
export function chatFrameSrc(chatUrl: string, username: string, token: string): string {
  const query = new URLSearchParams({ username, token });
  return `${chatUrl}${chatUrl.includes('?') ? '&' : '?'}${query}`;
}

export interface ChatPanelProps {
  isCanChat: boolean;
  chatUrl?: string;
  username?: string;
  token?: string;
  qq1?: string;
  qq2?: string;
}

/** Embedded chat when the customer may chat online; otherwise the two QQ contacts. */
export function ChatPanel({ isCanChat, chatUrl, username = '', token = '', qq1, qq2 }: ChatPanelProps) {
  if (isCanChat && chatUrl) {
    return <iframe src={chatFrameSrc(chatUrl, username, token)} title="在线客服" />;
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
