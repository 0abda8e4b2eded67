import { QrPopover } from '../components/QrPopover/QrPopover';
import type { RenderLink } from '../link';
import { InlineList } from './layout.styles';

interface ShortcutNavProps {
  /** Links shown between 添加到桌面 and 手机APP (the top strip adds the member-area links). */
  extraLinks?: { href: string; label: string }[];
  desktopHref: string;
  appQrSrc?: string;
  renderLink: RenderLink;
}

/** 返回首页 · 添加到桌面 · … · 手机APP, shared by the top strip and the login-style header. */
export function ShortcutNav({ extraLinks = [], desktopHref, appQrSrc, renderLink }: ShortcutNavProps) {
  const links = [{ href: '/', label: '返回首页' }, { href: desktopHref, label: '添加到桌面' }, ...extraLinks];
  return (
    <nav aria-label="快捷导航">
      <InlineList>
        {links.map(({ href, label }) => (
          <li key={label}>{renderLink({ href, children: label })}</li>
        ))}
        {appQrSrc && (
          <li>
            <QrPopover src={appQrSrc} alt="药采APP下载二维码" caption="扫码下载药采APP">
              手机APP
            </QrPopover>
          </li>
        )}
      </InlineList>
    </nav>
  );
}
