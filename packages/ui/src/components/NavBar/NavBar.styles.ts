import { css, styled } from 'styled-components';
import { textButton } from '../../internal/textButton.styles';

export const Root = styled.nav`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const ItemList = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const entry = css`
  display: block;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.colors.brand}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.info}; outline-offset: -2px; }
`;

export const MessageButton = styled.button`
  ${textButton}
  ${entry}
`;

export const Item = styled.li`
  position: relative;
  /* Squeezed on a phone, an item would wrap its Chinese text a character a line and grow the bar when the items
     arrive; it keeps one line and the row around the bar scrolls sideways instead. */
  flex: none;
  white-space: nowrap;

  & > a { ${entry} }
  &[aria-current='page'] > a,
  &[aria-current='page'] > button {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.brand};
  }
  &[data-state='open'] > a,
  &[data-state='open'] > button { color: ${({ theme }) => theme.colors.brand}; }
`;

export const SubList = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.popover};
  min-width: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} 0;
  list-style: none;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.12);

  & a, & button { ${entry} width: 100%; text-align: left; }
  & [aria-current='page'] > a { color: ${({ theme }) => theme.colors.brand}; }
`;
