import { type ReactNode, useId } from 'react';
import { useControllableState } from '../../internal/useControllableState';
import { type RenderLink, renderAnchor } from '../../link';
import { CountBadge } from '../CountBadge/CountBadge';
import { ChatPanel } from './panels';
import { Glyph, Item, Items, Label, Panel, PanelBody, PanelHeader, Rail, Root } from './SideToolbar.styles';

/** Which panel the expanded toolbar shows. */
export type SideToolbarPanel = 'cart' | 'chat' | 'wechat';

const panelTitles: Record<SideToolbarPanel, string> = { cart: '购物车', chat: '在线客服', wechat: '微信' };

/** A label of the rail, allowed to break only between its two-character words (我的|账户, 在线|客服). */
function RailLabel({ text }: { text: string }) {
  const words = text.length === 4 ? [text.slice(0, 2), text.slice(2)] : [text];
  return (
    <Label>
      {words.map((word, index) => (
        <span key={word}>
          {index > 0 && <wbr />}
          {word}
        </span>
      ))}
    </Label>
  );
}

export interface SideToolbarProps {
  /** Controlled expanded state: 310px wide when true, 40px when false. */
  expanded?: boolean;
  /** Initial expanded state when uncontrolled. @default false */
  defaultExpanded?: boolean;
  /** Called when a panel button or 收起 expands or collapses the toolbar. */
  onExpandedChange?: (expanded: boolean) => void;
  /** Controlled panel shown while expanded. */
  activePanel?: SideToolbarPanel;
  /** Initial panel when uncontrolled. @default 'cart' when `cartPanel` is given, else 'chat' */
  defaultActivePanel?: SideToolbarPanel;
  /** Called when the user switches panels. */
  onActivePanelChange?: (panel: SideToolbarPanel) => void;
  /** Cart drawer content; the 购物车 entry is shown only when given. */
  cartPanel?: ReactNode;
  /** Number of cart lines for the 购物车 badge. @default 0 */
  cartCount?: number;
  /**
   * The embedded chat (the app's live conversation, e.g. a `ChatThread`), shown when `isCanChat`; it replaces the
   * `chatUrl` frame, so no credential travels in an address.
   */
  chatPanel?: ReactNode;
  /** Unread customer-service messages for the 在线客服 badge. @default 0 */
  unreadChats?: number;
  /** Unread messages for the 我的消息 badge. @default 0 */
  unreadMessages?: number;
  /** Whether the customer may use the embedded chat (`is_can_chat`); otherwise QQ links are shown. @default false */
  isCanChat?: boolean;
  /**
   * Chat page loaded in the iframe, ready to load: whatever identifies the customer to the chat is
   * put in by the app, so the library never handles a credential.
   */
  chatUrl?: string;
  /** First customer-service QQ number (`common_config.qq1`). */
  qq1?: string;
  /** Second customer-service QQ number (`common_config.qq2`). */
  qq2?: string;
  /** WeChat official account QR shown in the 微信 panel. */
  wechatQrSrc?: string;
  /** Called by 返回顶部. @default smooth-scrolls the window to the top */
  onBackToTop?: () => void;
  /** Target of 我的账户. @default '/user' */
  accountHref?: string;
  /** Target of 我的消息. @default '/wdxx' */
  messagesHref?: string;
  /** Renders the 我的账户 and 我的消息 links, e.g. with the app router's Link. @default a plain <a href> */
  renderLink?: RenderLink;
}

const scrollWindowToTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

/** The fixed toolbar on the right edge: account, cart, messages, chat, WeChat and back-to-top. */
export function SideToolbar(props: SideToolbarProps) {
  const {
    cartPanel,
    cartCount = 0,
    unreadMessages = 0,
    wechatQrSrc,
    accountHref = '/user',
    messagesHref = '/wdxx',
    renderLink = renderAnchor,
  } = props;
  const panelId = useId();
  const [expanded, setExpanded] = useControllableState(
    props.expanded,
    props.defaultExpanded ?? false,
    props.onExpandedChange,
  );
  const [activePanel, setActivePanel] = useControllableState(
    props.activePanel,
    props.defaultActivePanel ?? (cartPanel ? 'cart' : 'chat'),
    props.onActivePanelChange,
  );

  const togglePanel = (panel: SideToolbarPanel) => {
    if (expanded && activePanel === panel) return setExpanded(false);
    if (activePanel !== panel) setActivePanel(panel);
    if (!expanded) setExpanded(true);
  };

  const panelButton = (panel: SideToolbarPanel, glyph: string, badge?: ReactNode) => (
    <Item>
      <button
        type="button"
        aria-expanded={expanded && activePanel === panel}
        aria-controls={expanded ? panelId : undefined}
        onClick={() => togglePanel(panel)}
      >
        <Glyph aria-hidden="true">{glyph}</Glyph>
        <RailLabel text={panelTitles[panel]} />
        {badge}
      </button>
    </Item>
  );

  return (
    <Root data-ui="SideToolbar" aria-label="侧边工具栏" $expanded={expanded}>
      {expanded && (
        <Panel id={panelId} aria-label={panelTitles[activePanel]}>
          <PanelHeader>
            <h2>{panelTitles[activePanel]}</h2>
            <button type="button" onClick={() => setExpanded(false)}>
              收起
            </button>
          </PanelHeader>
          <PanelBody>
            {activePanel === 'cart' && cartPanel}
            {activePanel === 'chat' && props.isCanChat && props.chatPanel}
            {activePanel === 'chat' && !(props.isCanChat && props.chatPanel) && (
              <ChatPanel
                isCanChat={props.isCanChat ?? false}
                chatUrl={props.chatUrl}
                qq1={props.qq1}
                qq2={props.qq2}
              />
            )}
            {activePanel === 'wechat' && wechatQrSrc && (
              <>
                <img src={wechatQrSrc} alt="药采官方微信二维码" />
                <p>扫码关注药采公众号</p>
              </>
            )}
          </PanelBody>
        </Panel>
      )}
      <Rail>
        <Items>
          <li>
            <Item>
              {renderLink({
                href: accountHref,
                children: (
                  <>
                    <Glyph aria-hidden="true">☺</Glyph>
                    <RailLabel text="我的账户" />
                  </>
                ),
              })}
            </Item>
          </li>
          {cartPanel && (
            <li>
              {panelButton(
                'cart',
                '🛒',
                <CountBadge count={cartCount} label={`购物车中有 ${cartCount} 种商品`} />,
              )}
            </li>
          )}
          <li>
            <Item>
              {renderLink({
                href: messagesHref,
                children: (
                  <>
                    <Glyph aria-hidden="true">✉</Glyph>
                    <RailLabel text="我的消息" />
                    <CountBadge count={unreadMessages} label={`${unreadMessages} 条未读消息`} />
                  </>
                ),
              })}
            </Item>
          </li>
          <li>
            {panelButton(
              'chat',
              '☎',
              <CountBadge
                count={props.unreadChats ?? 0}
                label={`${props.unreadChats ?? 0} 条未读客服消息`}
              />,
            )}
          </li>
          <li>{panelButton('wechat', '◫')}</li>
          <li>
            <Item>
              <button type="button" onClick={props.onBackToTop ?? scrollWindowToTop}>
                <Glyph aria-hidden="true">↑</Glyph>
                <RailLabel text="返回顶部" />
              </button>
            </Item>
          </li>
        </Items>
      </Rail>
    </Root>
  );
}
