import { type RenderLink, SiteFooter } from '@yaocai/ui';
import { useFriendLinks } from '../data/use-content';
import { useSite } from '../data/use-site';
import { renderRouterLink } from '../lib/render-link';

/** The library's help links go to /help, a page not built yet: until it is, the article names are plain text. */
const HELP_PAGE = /^\/help(?:[/?#]|$)/;
const renderFooterLink: RenderLink = (link) =>
  HELP_PAGE.test(link.href) ? <span>{link.children}</span> : renderRouterLink(link);

/** Footer from /api/site and the 友情链接 of /api/global/links; the help list falls back to the locally stored copy while it loads. */
export function SiteFooterContainer() {
  const { data: site, help } = useSite();
  const links = useFriendLinks().data ?? [];
  return (
    <SiteFooter
      helpCategories={help}
      licences={site?.licences}
      wechatQrSrc={site?.wechat_qr || undefined}
      appQrSrc={site?.app_qr || undefined}
      techSupport={
        site?.tech_support.name ? { name: site.tech_support.name, href: site.tech_support.url } : undefined
      }
      links={links.map((link) => ({ name: link.name, href: link.url }))}
      renderLink={renderFooterLink}
    />
  );
}
