import { NavBar } from '@yaocai/ui';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { useFocus } from '../data/use-focus';
import { feedback } from '../feedback/feedback';
import { renderRouterLink } from '../lib/render-link';

const Row = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[4]};
  width: ${({ theme }) => theme.sizes.pageWidth};
  max-width: 100%;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]};
  /* The nav bar's height is held while /api/focus loads, so the page below does not jump when it arrives. */
  min-height: 40px;
  /* Narrower than the page, the bar's items keep one line and can be wider than the screen: the row scrolls,
     not the page. Only there: a scrolling row would also clip the hover sub-menus below it. */
  @media (max-width: 1199px) { overflow-x: auto; }
`;

/**
 * The nav bar under the site header, from /api/focus; while it loads or if it fails the row stays empty at
 * its usual height. (The home page's category menu sits in the home hero row, beside the carousel.)
 */
export function NavRow() {
  const { data: focus } = useFocus();
  const { pathname } = useLocation();
  if (!focus) return <Row />;
  return (
    <Row>
      <NavBar
        items={focus.nav}
        activeHref={pathname}
        onMessage={(text) => feedback.toast(text, 'info')}
        renderLink={renderRouterLink}
      />
    </Row>
  );
}
