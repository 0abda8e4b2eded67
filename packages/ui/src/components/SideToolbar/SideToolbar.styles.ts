import { styled } from 'styled-components';

export const Root = styled.aside<{ $expanded: boolean }>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.toolbar};
  display: flex;
  width: ${({ theme, $expanded }) => ($expanded ? theme.sizes.toolbarExpanded : theme.sizes.toolbarCollapsed)};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  transition: width 0.2s ease;
`;

export const Rail = styled.div`
  display: flex;
  flex: none;
  flex-direction: column;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.toolbarCollapsed};
  color: ${({ theme }) => theme.colors.textInverse};
  background: ${({ theme }) => theme.colors.toolbar};
`;

export const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Shared by the rail's links and buttons so both look like one column of icons. */
export const Item = styled.span`
  & > a,
  & > button {
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: center;
    width: 100%;
    padding: ${({ theme }) => theme.space[2]} 0;
    border: 0;
    background: none;
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: 1.2;
    color: inherit;
    text-decoration: none;
    cursor: pointer;
  }
  & > a:hover,
  & > button:hover,
  & > button[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.brand};
  }
  & > a:focus-visible,
  & > button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.textInverse};
    outline-offset: -2px;
  }
  & [data-ui='CartBadge'] {
    position: absolute;
    top: 0;
    right: 0;
  }
`;

/**
 * A rail label: the rail is 40 px, two characters a line, so a line breaks only where the label allows it (<wbr>
 * between the words of 我的账户), never inside a word as 我的账/户.
 */
export const Label = styled.span`
  word-break: keep-all;
  overflow-wrap: normal;
  text-align: center;
`;

export const Glyph = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Panel = styled.section`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: -2px 0 8px rgba(0, 0, 0, 0.12);
`;

export const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
  & button { border: 0; background: none; font: inherit; color: ${({ theme }) => theme.colors.textMuted}; cursor: pointer; }
`;

export const PanelBody = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${({ theme }) => theme.space[3]};
  /* Direct children only: the cart panel's content (CartDrawer) brings its own images, text and links. */
  & > iframe { display: block; width: 100%; height: 100%; border: 0; }
  & > img { display: block; width: 160px; height: 160px; margin: 0 auto; object-fit: contain; }
  & > p { text-align: center; }
`;

export const LinkList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  & a { color: ${({ theme }) => theme.colors.brand}; }
`;
