import { SideToolbar } from '@yaocai/ui';
import { useState } from 'react';
import { useCartCount } from '../data/use-cart';
import { useSite } from '../data/use-site';
import { useUser } from '../data/use-user';
import { renderRouterLink } from '../lib/render-link';

/**
 * The right-hand toolbar: embedded chat (username + token) when the buyer `is_can_chat`, QQ links
 * otherwise; unread-message badge from the user state. The cart drawer arrives with the cart pages.
 */
/** The chat page with the buyer's identity, built here so the component library never sees a token. */
function chatFrameSrc(chatUrl: string | undefined, username = '', token = ''): string | undefined {
  if (!chatUrl) return undefined;
  const query = new URLSearchParams({ username, token });
  return `${chatUrl}${chatUrl.includes('?') ? '&' : '?'}${query}`;
}

export function SideToolbarContainer() {
  const { site } = useSite();
  const user = useUser().data ?? null;
  const cartCount = useCartCount();
  const [expanded, setExpanded] = useState(false);
  return (
    <SideToolbar
      expanded={expanded}
      onExpandedChange={setExpanded}
      cartCount={cartCount}
      unreadMessages={user?.message_count ?? 0}
      isCanChat={user?.is_can_chat === 1}
      chatUrl={chatFrameSrc(site?.chat_url || undefined, user?.username, user?.token)}
      qq1={user?.common_config.qq1 || site?.qq1}
      qq2={user?.common_config.qq2 || site?.qq2}
      wechatQrSrc={site?.wechat_qr || undefined}
      renderLink={renderRouterLink}
    />
  );
}
