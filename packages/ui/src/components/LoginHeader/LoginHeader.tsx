import { ShortcutNav } from '../../internal/ShortcutNav';
import { type RenderLink, renderAnchor } from '../../link';
import { type AccountManager, ServiceContact } from '../ServiceContact/ServiceContact';
import { Brand, Column, Root, Side, Title } from './LoginHeader.styles';

export interface LoginHeaderProps {
  /** Logo image. */
  logoSrc?: string;
  /** Page name beside the logo, e.g. 欢迎登录 or 用户注册. */
  title?: string;
  /** QR image for the 手机APP popover; the entry is hidden without it. */
  appQrSrc?: string;
  /** Complaint hotline (`common_config.hot_line`). */
  hotLine?: string;
  /** Account manager whose name and phone are shown. */
  admin?: AccountManager | null;
  /** Download of the desktop shortcut behind 添加到桌面. @default '/desktop' */
  desktopHref?: string;
  /** Renders every link, e.g. with the app router's Link. @default a plain <a href> */
  renderLink?: RenderLink;
}

/** The slim header of login, registration and similar pages. */
export function LoginHeader({
  logoSrc,
  title,
  appQrSrc,
  hotLine,
  admin,
  desktopHref = '/desktop',
  renderLink = renderAnchor,
}: LoginHeaderProps) {
  return (
    <Root data-ui="LoginHeader">
      <Column>
        <Brand>
          {logoSrc && renderLink({ href: '/', children: <img src={logoSrc} alt="药采首页" /> })}
          {title && <Title>{title}</Title>}
        </Brand>
        <Side>
          <ShortcutNav desktopHref={desktopHref} appQrSrc={appQrSrc} renderLink={renderLink} />
          <ServiceContact admin={admin} hotLine={hotLine} />
        </Side>
      </Column>
    </Root>
  );
}
