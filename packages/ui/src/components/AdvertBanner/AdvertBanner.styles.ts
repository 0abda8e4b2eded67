import { css, styled } from 'styled-components';

/** Where an advert sits on the page. */
export type AdvertVariant = 'top' | 'bottom' | 'side';

const placement = {
  top: css`
    display: flex;
    justify-content: center;
  `,
  bottom: css`
    position: fixed;
    right: 0;
    bottom: 0;
    left: 0;
    z-index: ${({ theme }) => theme.zIndices.header};
    display: flex;
    justify-content: center;
  `,
  side: css`
    display: inline-block;
  `,
};

export const Root = styled.div<{ $variant: AdvertVariant }>`
  position: relative;
  line-height: 0;
  ${({ $variant }) => placement[$variant]}

  & a { display: block; }
`;

/** `$width`: a side advert given its slot's width keeps that box (and its ratio) before the picture arrives. */
export const Image = styled.img<{ $variant: AdvertVariant; $width?: number }>`
  display: block;
  width: ${({ $variant, $width }) => ($variant !== 'side' ? '100%' : $width ? `${$width}px` : 'auto')};
  max-width: ${({ $variant, theme }) => ($variant === 'side' ? '100%' : theme.sizes.pageWidth)};
  height: auto;
`;

export const CloseButton = styled.button<{ $variant: AdvertVariant }>`
  position: absolute;
  top: ${({ theme, $variant }) => ($variant === 'side' ? 0 : theme.space[2])};
  /* Full-width strips: at the picture's right edge (it is at most a page wide), never at the viewport's,
     where the right-hand toolbar would cover the button. */
  right: ${({ theme, $variant }) =>
    $variant === 'side'
      ? 0
      : `max(${theme.space[4]}, calc((100% - ${theme.sizes.pageWidth}) / 2 + ${theme.space[2]}))`};
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 24px;
  color: ${({ theme }) => theme.colors.textInverse};
  background: ${({ theme }) => theme.colors.toolbar};
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.brand}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;
