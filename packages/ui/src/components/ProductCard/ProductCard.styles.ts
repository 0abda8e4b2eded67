import { styled } from 'styled-components';

export const Root = styled.article<{ $soldOut: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  transition: border-color 0.15s, box-shadow 0.15s;

  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
    box-shadow: 0 4px 12px rgba(0, 0, 0, 0.08);
  }

  & img { opacity: ${({ $soldOut }) => ($soldOut ? 0.5 : 1)}; }
`;

export const ImageBox = styled.div`
  position: relative;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const Image = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
`;

export const ImageFallback = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Badge = styled.span`
  position: absolute;
  top: 0;
  left: 0;
  padding: 2px ${({ theme }) => theme.space[2]};
  border-bottom-right-radius: ${({ theme }) => theme.radii.medium};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 18px;
  color: ${({ theme }) => theme.colors.textInverse};
  background: ${({ theme }) => theme.colors.brand};

  & small { display: block; font-size: inherit; }
`;

/** The name's link stretches over the whole card, so one link (one tab stop) serves image and text. */
export const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  line-height: 1.4;

  & a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  & a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  & a:hover { color: ${({ theme }) => theme.colors.brand}; }
  & a:focus-visible { outline: none; }
  & a:focus-visible::after { outline: 2px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

export const Details = styled.dl`
  margin: 0;
  line-height: 1.6;

  & > div { display: flex; min-width: 0; }
  & dt { flex: none; }
  & dt::after { content: '：'; }
  & dd {
    margin: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const Tags = styled.ul`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Footer = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
`;

export const Price = styled.p<{ $muted: boolean }>`
  margin: 0;
  font-size: ${({ theme, $muted }) => ($muted ? theme.fontSizes.sm : theme.fontSizes.lg)};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.brand};
`;

/** The all-store offer's price, under the price in the same hue, smaller. */
export const StoreWidePrice = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 400;
`;

export const Stock = styled.p<{ $soldOut: boolean }>`
  margin: 0;
  color: ${({ theme, $soldOut }) => ($soldOut ? theme.colors.error : theme.colors.textMuted)};
`;

/** Above the stretched link so quantity inputs and buttons receive their own clicks. */
export const Actions = styled.div`
  position: relative;
  z-index: 1;
`;
