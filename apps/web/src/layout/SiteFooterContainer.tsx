import { type RenderLink, SiteFooter } from '@yaocai/ui';
import { useFriendLinks } from '../data/use-content';
import { useSite } from '../data/use-site';
import { renderRouterLink } from '../lib/render-link';

/** Where the footer's licence numbers lead: the help centre's 网站资质 page. */
const LICENCES_PAGE = '/help/fwbz/wzzz';

const renderFooterLink: RenderLink = renderRouterLink;

/**
 * Footer from /api/site and the 友情链接 of /api/global/links; the help list falls back to the locally stored
 * copy while it loads. Each help entry opens its help page (the tree's `url`).
 */
export function SiteFooterContainer() {
  const { data: site, help } = useSite();
  const links = useFriendLinks().data ?? [];
  return (
    <SiteFooter
      helpCategories={help?.map((group) => ({
        name: group.name,
        children: group.children.map((page) => ({ id: page.id, name: page.name, href: page.url })),
      }))}
      licences={site?.licences.map((licence) => ({ ...licence, sample: licence.sample === 1 }))}
      licencesHref={LICENCES_PAGE}
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
