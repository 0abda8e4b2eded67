import { LoginHeader } from '@yaocai/ui';
import { useSite } from '../data/use-site';
import { renderRouterLink } from '../lib/render-link';
import { headerContacts, LOGO_SRC } from './header-data';
import type { RouteHandle } from './route-handle';

/** The slim header of /login. The user is not loaded here (spec §4), so the site's default manager shows. */
export function LoginHeaderContainer({ handle }: { handle: RouteHandle }) {
  const { data: site } = useSite();
  const { admin, hotLine } = headerContacts(null, site);
  return (
    <LoginHeader
      logoSrc={LOGO_SRC}
      title={handle.title}
      appQrSrc={site?.app_qr || undefined}
      hotLine={hotLine}
      admin={admin}
      renderLink={renderRouterLink}
    />
  );
}
