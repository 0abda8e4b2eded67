import { ShortcutNav } from '../../internal/ShortcutNav';
import { type RenderLink, renderAnchor } from '../../link';
import { Column, Company, Greeting, LogoutButton, Root } from './TopBar.styles';

/** The signed-in customer, as much of the user state as the header shows. */
export interface HeaderUser {
  /** Pharmacy or company name, e.g. 仁心大药房. */
  company: string;
  /** Contact person's name. */
  name: string;
  /** Login name. */
  username: string;
}

export interface TopBarProps {
  /** The signed-in customer; null or omitted for a visitor. */
  user?: HeaderUser | null;
  /** Called when a signed-in customer presses 安全退出. */
  onLogout?: () => void;
  /** QR image for the 手机APP popover; the entry is hidden without it. */
  appQrSrc?: string;
  /** Login page, e.g. the user state's `login_url`. @default '/login' */
  loginHref?: string;
  /** Registration page. @default '/register' */
  registerHref?: string;
  /** Download of the desktop shortcut behind 添加到桌面. @default '/desktop' */
  desktopHref?: string;
  /** Member-area links after 添加到桌面. @default 会员中心 /user, 我的订单 /order, 电子发票查询 /dzfp */
  memberLinks?: TopBarLink[];
  /** Renders each link, e.g. with the app router's Link. @default a plain <a href> */
  renderLink?: RenderLink;
}

/** A quick link of the top strip. */
export interface TopBarLink {
  href: string;
  label: string;
}

/** The member-area links of spec §2; an app whose routes differ passes its own. */
const defaultMemberLinks: TopBarLink[] = [
  { href: '/user', label: '会员中心' },
  { href: '/order', label: '我的订单' },
  { href: '/dzfp', label: '电子发票查询' },
];

/** The thin strip above the header: greeting or login links on the left, quick links on the right. */
export function TopBar({
  user,
  onLogout,
  appQrSrc,
  loginHref = '/login',
  registerHref = '/register',
  desktopHref = '/desktop',
  memberLinks = defaultMemberLinks,
  renderLink = renderAnchor,
}: TopBarProps) {
  return (
    <Root data-ui="TopBar">
      <Column>
        <Greeting>
          {user ? (
            <>
              <span>
                您好，<Company>{user.company}</Company>
              </span>
              <LogoutButton type="button" onClick={onLogout}>
                安全退出
              </LogoutButton>
            </>
          ) : (
            <>
              <span>您好，欢迎来到药采！</span>
              {renderLink({ href: loginHref, children: '请登录' })}
              {renderLink({ href: registerHref, children: '免费注册' })}
            </>
          )}
        </Greeting>
        <ShortcutNav
          extraLinks={memberLinks}
          desktopHref={desktopHref}
          appQrSrc={appQrSrc}
          renderLink={renderLink}
        />
      </Column>
    </Root>
  );
}
