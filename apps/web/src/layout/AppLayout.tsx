import type { GetScrollRestorationKeyFunction } from 'react-router-dom';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { styled } from 'styled-components';
import { useSite } from '../data/use-site';
import { AuthGate } from './AuthGate';
import { LoginHeaderContainer } from './LoginHeaderContainer';
import { NavRow } from './NavRow';
import { OffscreenBlock } from './page.styles';
import { isRouteHandle, useRouteHandle } from './route-handle';
import { SideToolbarContainer } from './SideToolbarContainer';
import { SiteFooterContainer } from './SiteFooterContainer';
import { SiteHeaderContainer } from './SiteHeaderContainer';
import { TopAdvert } from './TopAdvert';
import { useDocumentTitle } from './use-document-title';

// A full screen from the start: while a page's data loads, the footer waits below the fold instead of showing
// and then being pushed down (a layout shift on every page).
const Main = styled.main`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/** Under the footer, the room an advert pinned to the window's foot takes (set by the home page's bottom banner). */
const FooterBlock = styled(OffscreenBlock)`
  padding-bottom: var(--bottom-advert-height, 0px);
`;

let unrestoredVisit = 0;

/**
 * Scroll positions are kept per history entry (back/forward returns to where the reader was). A route
 * whose handle turns restoration off gets a key that is never reused, so it always opens at the top.
 */
const scrollKey: GetScrollRestorationKeyFunction = (location, matches) => {
  const handle = matches.findLast((match) => isRouteHandle(match.handle))?.handle;
  if (isRouteHandle(handle) && !handle.scrollRestoration) {
    unrestoredVisit += 1;
    return `no-restore-${unrestoredVisit}`;
  }
  return location.key;
};

/** The shell around every page: reads the matched route's layout flags and renders the parts it asks for. */
export function AppLayout() {
  const handle = useRouteHandle();
  const { data: site } = useSite();
  useDocumentTitle(handle.title, site?.site_title || undefined);

  return (
    <>
      {handle.topAdvert && <TopAdvert />}
      {handle.header === 'site' && <SiteHeaderContainer handle={handle} />}
      {handle.header === 'site' && <NavRow />}
      {handle.header === 'login' && <LoginHeaderContainer handle={handle} />}
      <Main>
        <AuthGate>
          <Outlet />
        </AuthGate>
      </Main>
      {handle.footer && (
        <FooterBlock $height={360}>
          <SiteFooterContainer />
        </FooterBlock>
      )}
      {handle.toolbar && <SideToolbarContainer handle={handle} />}
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
