import { SideToolbar } from '@yaocai/ui';
import { useState } from 'react';
import { useSite } from '../data/use-site';
import { useUser } from '../data/use-user';
import { renderRouterLink } from '../lib/render-link';

/**
 * The right-hand toolbar: embedded chat (username + token) when the buyer `is_can_chat`, QQ links
 * otherwise; unread-message badge from the user state. The cart drawer arrives with the cart pages.
 */
export function SideToolbarContainer() {
  const { site } = useSite();
  const user = useUser().data ?? null;
  const [expanded, setExpanded] = useState(false);
  return (
    <SideToolbar
      expanded={expanded}
      onExpandedChange={setExpanded}
      unreadMessages={user?.message_count ?? 0}
      isCanChat={user?.is_can_chat === 1}
      chatUrl={site?.chat_url || undefined}
      username={user?.username}
      token={user?.token}
      qq1={user?.common_config.qq1 || site?.qq1}
      qq2={user?.common_config.qq2 || site?.qq2}
      wechatQrSrc={site?.wechat_qr || undefined}
      renderLink={renderRouterLink}
    />
  );
}
