import { ListState, SideToolbar, type SideToolbarPanel } from '@yaocai/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useCartCount } from '../data/use-cart';
import { useChatUnread } from '../data/use-chat';
import { useSite } from '../data/use-site';
import { useUser } from '../data/use-user';
import { chatOpener } from '../lib/chat-opener';
import { renderRouterLink } from '../lib/render-link';
import type { RouteHandle } from './route-handle';

// Loaded when the drawer first opens: with its delete confirmation it brings the dialog stack (Radix dialog,
// focus scope, scroll lock; ~9 KiB gzip) that no page needs for its first screen.
const CartDrawerContainer = lazy(() =>
  import('./CartDrawerContainer').then((module) => ({ default: module.CartDrawerContainer })),
);

// The live chat and its composer load when the panel first opens (issue #23 §3, docs/chat.md).
const ChatPanelContainer = lazy(() =>
  import('./ChatPanelContainer').then((module) => ({ default: module.ChatPanelContainer })),
);

/**
 * The right-hand toolbar: the embedded live chat with 客服 when the buyer `is_can_chat` (cookie-authenticated:
 * no token in any address), QQ links otherwise; unread badges (messages from the user state, chat from
 * /api/chat/unread); the cart drawer for a signed-in buyer. 咨询客服 elsewhere opens the chat (`chatOpener`).
 *
 * The cart drawer is forced closed on cart step 1 (spec §4): that page is the cart, and a second copy of its
 * lines beside it would go stale between the page's edits. There the toolbar offers no 购物车 entry at all, so
 * no button is left that does nothing; the other panels still open.
 */
export function SideToolbarContainer({ handle }: { handle: RouteHandle }) {
  const { data: site } = useSite();
  const user = useUser().data ?? null;
  const cartCount = useCartCount();
  const [expanded, setExpanded] = useState(false);
  const [panel, setPanel] = useState<SideToolbarPanel>('cart');
  const drawerBarred = handle.cartStep === 1;
  const canChat = user?.is_can_chat === 1;
  const chatUnread = useChatUnread(canChat).data?.count ?? 0;
  const chatOpen = expanded && panel === 'chat';
  const [chatStarted, setChatStarted] = useState(false);
  if (chatOpen && canChat && !chatStarted) setChatStarted(true);

  useEffect(
    () =>
      chatOpener.subscribe(() => {
        setPanel('chat');
        setExpanded(true);
      }),
    [],
  );
  const cartDrawer = user !== null && !drawerBarred;

  // Arriving on step 1 with the drawer open closes it, so it is not found open again on leaving the page.
  useEffect(() => {
    if (drawerBarred && panel === 'cart') setExpanded(false);
  }, [drawerBarred, panel]);

  return (
    <SideToolbar
      expanded={expanded && (cartDrawer || panel !== 'cart')}
      onExpandedChange={setExpanded}
      activePanel={cartDrawer || panel !== 'cart' ? panel : 'chat'}
      onActivePanelChange={setPanel}
      cartPanel={
        cartDrawer ? (
          <Suspense fallback={<ListState status="loading" loadingText="正在加载购物车…" />}>
            <CartDrawerContainer />
          </Suspense>
        ) : undefined
      }
      cartCount={cartCount}
      unreadMessages={user?.message_count ?? 0}
      isCanChat={canChat}
      unreadChats={chatUnread}
      chatPanel={
        chatStarted ? (
          <Suspense fallback={<ListState status="loading" loadingText="正在连接客服…" />}>
            <ChatPanelContainer open={chatOpen} />
          </Suspense>
        ) : undefined
      }
      qq1={user?.common_config.qq1 || site?.qq1}
      qq2={user?.common_config.qq2 || site?.qq2}
      wechatQrSrc={site?.wechat_qr || undefined}
      renderLink={renderRouterLink}
    />
  );
}
