import { SiteHeader, StepHeader } from '@yaocai/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { useCartCount } from '../data/use-cart';
import { loadSuggestions } from '../data/use-goods';
import { useLogout } from '../data/use-session';
import { useSite } from '../data/use-site';
import { useUser } from '../data/use-user';
import { renderRouterLink } from '../lib/render-link';
import { headerContacts, LOGO_SRC } from './header-data';
import type { RouteHandle } from './route-handle';
import { useScrolledPast } from './use-scrolled-past';

/**
 * The header's height once /api/site has answered (the hot-words line under the search box comes with it), held
 * from the first paint so the page below does not move down when the line appears.
 */
const HeaderBox = styled.div`
  min-height: 155px;
`;

/** The cart steps under the header, on the page's width. */
const StepRow = styled.div`
  width: ${({ theme }) => theme.sizes.pageWidth};
  max-width: 100%;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]} 0;
`;

/** While a head office buys for one of its stores (/ddgl), every page says which. */
const ActingStore = styled.p`
  width: ${({ theme }) => theme.sizes.pageWidth};
  max-width: 100%;
  margin: ${({ theme }) => theme.space[2]} auto 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.brand};
`;

/** The header search bar pins to the top after this much scrolling (spec §9). */
const FIXED_SEARCH_OFFSET = 205;

type SearchType = 0 | 1;

/** The full site header, fed with the signed-in buyer (or the site defaults for visitors); the step on cart pages. */
export function SiteHeaderContainer({ handle }: { handle: RouteHandle }) {
  const { data: site } = useSite();
  const user = useUser().data ?? null;
  const cartCount = useCartCount();
  const logout = useLogout();
  const [searchType, setSearchType] = useState<SearchType>(0);
  const navigate = useNavigate();
  const search = (keywords: string, type: SearchType) => {
    const trimmed = keywords.trim();
    if (!trimmed) return;
    navigate(`/search?${new URLSearchParams({ keywords: trimmed, type: String(type) })}`);
  };
  const searchFixed = useScrolledPast(FIXED_SEARCH_OFFSET);
  const { admin, hotLine } = headerContacts(user, site);

  return (
    <HeaderBox>
      <SiteHeader
        user={user ? { company: user.company, name: user.name, username: user.username } : null}
        admin={admin}
        hotLine={hotLine}
        cartCount={cartCount}
        appQrSrc={site?.app_qr || undefined}
        logoSrc={LOGO_SRC}
        showTitle={handle.showTitle}
        showContacts={handle.showContacts}
        searchType={searchType}
        onSearchTypeChange={setSearchType}
        onSearch={search}
        loadSuggestions={loadSuggestions}
        hotWords={site?.hot_words}
        searchFixed={searchFixed}
        onLogout={() => void logout.run()}
        renderLink={renderRouterLink}
      />
      {user?.acting_store && (
        <ActingStore role="status">
          当前门店：{user.acting_store.company}
          <Link to="/zhzx/ddgl">切换</Link>
        </ActingStore>
      )}
      {/* On the cart steps the header shows where the buyer is (spec §2 Cart). */}
      {handle.cartStep !== null && (
        <StepRow>
          <StepHeader current={handle.cartStep} />
        </StepRow>
      )}
    </HeaderBox>
  );
}
