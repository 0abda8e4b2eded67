import { styled } from 'styled-components';

const MENU_WIDTH = '200px';

/** The flyout is placed against the whole menu, not its item, so every flyout lines up at the top. */
export const Root = styled.nav`
  position: relative;
  width: ${MENU_WIDTH};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  background: ${({ theme }) => theme.colors.toolbar};
`;

export const Title = styled.div`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textInverse};
  background: ${({ theme }) => theme.colors.brand};
`;

export const TopLevelList = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} 0;
  list-style: none;
`;

export const Item = styled.li`
  &[data-state='open'] > div { background: ${({ theme }) => theme.colors.brand}; }
`;

export const TopLevel = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};

  & img { width: 20px; height: 20px; }
  & a {
    flex: 1;
    color: ${({ theme }) => theme.colors.textInverse};
    text-decoration: none;
  }
  & a:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.textInverse}; outline-offset: 2px; }
`;

export const Flyout = styled.ul`
  position: absolute;
  top: 0;
  left: 100%;
  z-index: ${({ theme }) => theme.zIndices.popover};
  box-sizing: border-box;
  width: 720px;
  min-height: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 4px 4px 12px rgba(0, 0, 0, 0.12);
  font-size: ${({ theme }) => theme.fontSizes.xs};

  & a { color: ${({ theme }) => theme.colors.textMuted}; text-decoration: none; }
  & a:hover { color: ${({ theme }) => theme.colors.brand}; }
  & a:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.info}; outline-offset: 1px; }
`;

export const Group = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[2]} 0;
  border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
  &:last-child { border-bottom: 0; }
`;

export const GroupTitle = styled.span`
  flex: none;
  width: 88px;
  font-weight: 600;
  & a { color: ${({ theme }) => theme.colors.text}; }
`;

export const GroupLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
