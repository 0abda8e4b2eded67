import { SiteFooter } from '@yaocai/ui';
import { useSite } from '../data/use-site';
import { renderRouterLink } from '../lib/render-link';

/** Footer from /api/site; the help list falls back to the locally stored copy while it loads. */
export function SiteFooterContainer() {
  const { site, help } = useSite();
  return (
    <SiteFooter
      helpCategories={help}
      licences={site?.licences}
      wechatQrSrc={site?.wechat_qr || undefined}
      appQrSrc={site?.app_qr || undefined}
      techSupport={
        site?.tech_support.name ? { name: site.tech_support.name, href: site.tech_support.url } : undefined
      }
      renderLink={renderRouterLink}
    />
  );
}
