import { css, keyframes, styled } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants = {
  primary: css`
    color: ${({ theme }) => theme.colors.textInverse};
    background: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.brandHover}; }
  `,
  secondary: css`
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.brand}; color: ${({ theme }) => theme.colors.brand}; }
  `,
  danger: css`
    color: ${({ theme }) => theme.colors.textInverse};
    background: ${({ theme }) => theme.colors.error};
    border-color: ${({ theme }) => theme.colors.error};
    &:hover:not(:disabled) { filter: brightness(0.9); }
  `,
  link: css`
    min-width: 0;
    height: auto;
    padding: 0;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.info};
    background: none;
    &:hover:not(:disabled) { text-decoration: underline; }
  `,
};

const heights = { sm: '26px', md: '32px', lg: '40px' } as const;

const spin = keyframes`to { transform: rotate(360deg); }`;

/** The one button look of the site, for a `<button>` and for a link that reads as one (`ButtonLink`). */
const look = css<{ $variant: ButtonVariant; $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: ${({ $size }) => ($size === 'sm' ? '56px' : '80px')};
  height: ${({ $size }) => heights[$size]};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space[2] : theme.space[4])};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.medium};
  font: inherit;
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSizes.lg : theme.fontSizes.md)};
  cursor: pointer;
  ${({ $variant }) => variants[$variant]}
  &:disabled { cursor: not-allowed; opacity: 0.6; }
  &[aria-busy='true'] { cursor: progress; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

/** `link` reads as text but keeps button semantics. */
export const Root = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${look}
`;

/** The router's (or a plain) anchor inside gets the button look; the wrapper itself takes no room. */
export const LinkRoot = styled.span<{ $variant: ButtonVariant; $size: ButtonSize }>`
  display: contents;

  & > a {
    ${look}
    box-sizing: border-box;
    text-decoration: none;
  }
`;

export const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;
