import { css, styled } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary';

const variants = {
  primary: css`
    color: ${({ theme }) => theme.colors.textInverse};
    background: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
    &:hover { background: ${({ theme }) => theme.colors.brandHover}; }
  `,
  secondary: css`
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover { border-color: ${({ theme }) => theme.colors.brand}; color: ${({ theme }) => theme.colors.brand}; }
  `,
};

/** The one button look shared by dialogs and the search bar. */
export const Button = styled.button<{ $variant?: ButtonVariant }>`
  min-width: 80px;
  height: 32px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.medium};
  font: inherit;
  cursor: pointer;
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

/** A button that reads as inline text (安全退出, 手机APP, hot words) and turns brand red on hover. */
export const textButton = css`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.brand}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;
