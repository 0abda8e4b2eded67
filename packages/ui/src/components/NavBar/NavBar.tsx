import { useFlyoutMenu } from '../../internal/useFlyoutMenu';
import { type RenderLink, renderAnchor } from '../../link';
import { Item, ItemList, MessageButton, Root, SubList } from './NavBar.styles';

/** The nav bar holds at most 9 items (spec §2). */
const MAX_ITEMS = 9;

/** Shown for an item whose activity has no page yet (empty url). */
const NOT_STARTED = '活动未开始';

export interface NavBarItem {
  /** Item text, e.g. 中药专区. */
  name: string;
  /** Page path; empty means 活动未开始, and `*#text` shows `text` instead of navigating. */
  url: string;
  /** Sub-items shown on hover or focus. */
  children?: NavBarItem[];
}

export interface NavBarProps {
  /** Nav items in order; only the first 9 are shown. */
  items: NavBarItem[];
  /** Called with the message of an item that does not navigate (活动未开始, or the text after '#'). */
  onMessage: (text: string) => void;
  /** Path of the current page; the item with that url, or with a sub-item with it, is highlighted. */
  activeHref?: string;
  /** Renders every link, e.g. with the app router's Link. @default a plain <a href> */
  renderLink?: RenderLink;
}

/** The message an item shows instead of navigating, or null for an ordinary link. */
function messageOf(url: string): string | null {
  if (url === '') return NOT_STARTED;
  if (!url.startsWith('*')) return null;
  const hash = url.indexOf('#');
  return (hash === -1 ? url.slice(1) : url.slice(hash + 1)) || NOT_STARTED;
}

function isActive(item: NavBarItem, activeHref: string | undefined): boolean {
  if (!activeHref) return false;
  return item.url === activeHref || (item.children ?? []).some((child) => isActive(child, activeHref));
}

/** The main navigation under the header, with hover and focus sub-menus. */
export function NavBar({ items, onMessage, activeHref, renderLink = renderAnchor }: NavBarProps) {
  const { openKey, itemProps } = useFlyoutMenu();

  const entry = (item: NavBarItem) => {
    const message = messageOf(item.url);
    if (message === null) return renderLink({ href: item.url, children: item.name });
    return (
      <MessageButton type="button" onClick={() => onMessage(message)}>
        {item.name}
      </MessageButton>
    );
  };

  return (
    <Root data-ui="NavBar" aria-label="主导航">
      <ItemList>
        {items.slice(0, MAX_ITEMS).map((item) => {
          const key = `${item.name}|${item.url}`;
          const children = item.children ?? [];
          const active = isActive(item, activeHref);
          return (
            <Item key={key} aria-current={active ? 'page' : undefined} {...itemProps(key)}>
              {entry(item)}
              {openKey === key && children.length > 0 && (
                <SubList aria-label={item.name}>
                  {children.map((child) => (
                    <li
                      key={`${child.name}|${child.url}`}
                      aria-current={isActive(child, activeHref) ? 'page' : undefined}
                    >
                      {entry(child)}
                    </li>
                  ))}
                </SubList>
              )}
            </Item>
          );
        })}
      </ItemList>
    </Root>
  );
}
