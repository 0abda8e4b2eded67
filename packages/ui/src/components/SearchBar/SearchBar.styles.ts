import { css, styled } from 'styled-components';
import { PageColumn } from '../../internal/layout.styles';
import { textButton } from '../../internal/textButton.styles';
import { SearchBox } from '../SearchBox/SearchBox';

export const Root = styled.div<{ $fixed: boolean }>`
  /* The narrow layout follows the bar's own width (a phone, or a narrow frame), not the viewport's. */
  container-type: inline-size;
  background: ${({ theme }) => theme.colors.surface};
  ${({ $fixed, theme }) =>
    $fixed &&
    css`
      position: fixed;
      top: 0;
      right: 0;
      left: 0;
      z-index: ${theme.zIndices.header};
      box-shadow: 0 2px 8px rgba(0, 0, 0, 0.12);
    `}
`;

/** Below this width the logo, the search box and the cart take a row each. */
const NARROW = '767px';

export const Column = styled(PageColumn)<{ $fixed: boolean }>`
  gap: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme, $fixed }) => ($fixed ? theme.space[2] : theme.space[5])};
  padding-bottom: ${({ theme, $fixed }) => ($fixed ? theme.space[2] : theme.space[5])};

  /* On a phone the three side by side squeezed the search box to nothing. The cart row is a row from the start,
     so the service contact arriving with the site settings widens it without moving anything. */
  @container (max-width: ${NARROW}) {
    flex-wrap: wrap;
    row-gap: ${({ theme }) => theme.space[3]};
    && > * { flex: 1 1 100%; }
  }
`;

export const Brand = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  & img { display: block; height: 48px; }
`;

export const Title = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const SearchArea = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
`;

export const TypeToggle = styled.div`
  display: flex;
`;

export const TypeButton = styled.button`
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.medium} ${({ theme }) => theme.radii.medium} 0 0;
  background: none;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.textInverse};
    background: ${({ theme }) => theme.colors.brand};
  }
`;

export const Form = styled.form`
  display: flex;
  border: 2px solid ${({ theme }) => theme.colors.brand};
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  font: inherit;
  outline: none;
`;

/** The SearchBox sits inside the bar's red frame, so its own border goes. */
export const BarSearchBox = styled(SearchBox)`
  flex: 1;
  & input {
    height: 36px;
    border: 0;
    border-radius: 0;
  }
`;

export const SubmitButton = styled.button`
  width: 96px;
  border: 0;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textInverse};
  background: ${({ theme }) => theme.colors.brand};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.brandHover}; }
`;

/**
 * One line, whatever the number of words or the width: words that do not fit wrap onto a clipped second line.
 * The bar then has the same height before the site settings (which bring the words) arrive and after, so the
 * page below does not move; on a phone the words used to wrap into a column that grew the header by ~230px.
 */
const hotWordsLine = css`
  height: 24px;
  margin: ${({ theme }) => theme.space[1]} 0 0;
`;

export const HotWords = styled.ul`
  ${hotWordsLine}
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space[3]};
  overflow: hidden;
  padding: 0;
  list-style: none;

  /* A word never shrinks below its text: one that does not fit wraps onto the clipped line instead. */
  & > li { flex: none; }
`;

/** Holds the hot-words line while there are no words yet. */
export const HotWordsSpace = styled.div`
  ${hotWordsLine}
`;

export const HotWord = styled.button`
  ${textButton}
  /* 24px tall: the minimum touch target (WCAG 2.5.8). */
  height: 24px;
  min-width: 24px;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex: none;
  min-height: 40px;
  align-items: center;
  gap: ${({ theme }) => theme.space[6]};
`;
