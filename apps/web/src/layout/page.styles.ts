/** The few page-level building blocks the library does not provide (layout, not components). */
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

export const PageWidth = styled.div`
  width: ${({ theme }) => theme.sizes.pageWidth};
  max-width: 100%;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
`;

/**
 * A block that usually starts below the first screen: the browser skips its layout and paint (and the
 * pictures in it) until it nears the viewport (`content-visibility: auto`), with `height` as its size until it
 * has been rendered once (`auto` then remembers the real one). Its content stays in the page for search, find
 * and assistive technology.
 */
export const OffscreenBlock = styled.div<{ $height: number }>`
  content-visibility: auto;
  contain-intrinsic-size: auto ${({ $height }) => $height}px;
`;

export const Panel = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  padding: ${({ theme }) => theme.space[5]};
`;

export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.blue};
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A page's one h1 above its content. */
export const PageHeading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 500;
`;

/** A list without bullets, its items stacked with a small gap (announcements, advert tiles, activities). */
export const StackList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A list of wide cards, as many 360 px columns as fit (controlled-sale programmes, combinations). */
export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(360px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;
