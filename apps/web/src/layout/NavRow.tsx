import { CategoryMenu, NavBar } from '@yaocai/ui';
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
`;

/**
 * Under the site header: the category menu (only where the route asks for it, i.e. the home page) and
 * the nav bar. Both come from /api/focus; while it loads or if it fails the row simply stays empty.
 */
export function NavRow({ categoryMenu }: { categoryMenu: boolean }) {
  const { data: focus } = useFocus();
  const { pathname } = useLocation();
  if (!focus) return null;
  return (
    <Row>
      {categoryMenu && (
        <CategoryMenu
          categories={focus.category}
          hrefFor={(category) => `/list?category_id=${category.id}`}
          renderLink={renderRouterLink}
        />
      )}
      <NavBar
        items={focus.nav}
        activeHref={pathname}
        onMessage={(text) => feedback.toast(text, 'info')}
        renderLink={renderRouterLink}
      />
    </Row>
  );
}
