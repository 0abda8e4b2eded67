import type { ReactNode } from 'react';
import type { RenderLink } from '../../link';
import { CartButton } from '../CartButton/CartButton';
import { SearchBar, type SearchBarProps, type SearchType } from '../SearchBar/SearchBar';
import { type AccountManager, ServiceContact } from '../ServiceContact/ServiceContact';
import { type HeaderUser, TopBar, type TopBarLink } from '../TopBar/TopBar';
import { Root } from './SiteHeader.styles';

export interface SiteHeaderProps {
  /** The signed-in customer; null for a visitor. */
  user: HeaderUser | null;
  /** Account manager (`user.admin`); shown beside the cart when `showContacts`. */
  admin?: AccountManager | null;
  /** Complaint hotline (`common_config.hot_line`). */
  hotLine?: string;
  /** Number of cart lines (`user.cart`). @default 0 */
  cartCount?: number;
  /** QR image for the 手机APP popover in the top strip. */
  appQrSrc?: string;
  /** Logo image. */
  logoSrc?: string;
  /** Text beside the logo. @default '药品采购批发平台' */
  title?: string;
  /** Show `title` beside the logo; the points mall turns it off. @default true */
  showTitle?: boolean;
  /** Show the account manager and hotline; the points mall turns it off. @default true */
  showContacts?: boolean;
  /** Controlled search type: 0 drugs, 1 manufacturers. */
  searchType?: SearchType;
  /** Called when the 药品/厂家 toggle changes. */
  onSearchTypeChange?: (type: SearchType) => void;
  /** Called with the trimmed keywords and the search type. */
  onSearch: (keywords: string, type: SearchType) => void;
  /** Hot search words under the search box. */
  hotWords?: string[];
  /** Loads search suggestions for the text and type; turns the input into a SearchBox with a dropdown. */
  loadSuggestions?: SearchBarProps['loadSuggestions'];
  /** Suggestion dropdown slot under the search box, when `loadSuggestions` is not used. */
  searchDropdown?: ReactNode;
  /** Pin the search bar to the top (the app sets this after a 205px scroll). @default false */
  searchFixed?: boolean;
  /** Called when a signed-in customer presses 安全退出. */
  onLogout?: () => void;
  /** Login page, e.g. the user state's `login_url`. @default '/login' */
  loginHref?: string;
  /** Renders every link, e.g. with the app router's Link. @default a plain <a href> */
  renderLink?: RenderLink;
  /** Member-area links of the top strip. @default TopBar's 会员中心, 我的订单, 电子发票查询 */
  memberLinks?: TopBarLink[];
}

/** The site header: top strip, then logo, search, cart and service contact. */
export function SiteHeader({
  user,
  admin,
  hotLine,
  cartCount = 0,
  appQrSrc,
  logoSrc,
  title = '药品采购批发平台',
  showTitle = true,
  showContacts = true,
  searchType,
  onSearchTypeChange,
  onSearch,
  hotWords,
  loadSuggestions,
  searchDropdown,
  searchFixed = false,
  onLogout,
  loginHref,
  renderLink,
  memberLinks,
}: SiteHeaderProps) {
  return (
    <Root data-ui="SiteHeader">
      <TopBar
        user={user}
        onLogout={onLogout}
        appQrSrc={appQrSrc}
        loginHref={loginHref}
        memberLinks={memberLinks}
        renderLink={renderLink}
      />
      <SearchBar
        logoSrc={logoSrc}
        title={showTitle ? title : undefined}
        searchType={searchType}
        onSearchTypeChange={onSearchTypeChange}
        onSearch={onSearch}
        hotWords={hotWords}
        loadSuggestions={loadSuggestions}
        dropdown={searchDropdown}
        fixed={searchFixed}
        renderLink={renderLink}
        actions={
          <>
            <CartButton count={cartCount} renderLink={renderLink} />
            {showContacts && <ServiceContact admin={admin} hotLine={hotLine} />}
          </>
        }
      />
    </Root>
  );
}
