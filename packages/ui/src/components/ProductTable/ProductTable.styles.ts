import { styled } from 'styled-components';

export const Root = styled.div`
  overflow-x: auto;
  font-family: ${({ theme }) => theme.fonts.body};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};

  & th,
  & td {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  & thead th {
    font-weight: 600;
    white-space: nowrap;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  & tbody tr:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

/** Shown above rows that are being replaced, e.g. while the next page loads. */
export const Busy = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
export const Notice = styled.td`
  && {
    padding: ${({ theme }) => theme.space[10]} 0;
    text-align: center;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const NameCell = styled.th`
  && { font-weight: normal; }

  & a {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-decoration: none;
  }
  & a:hover { color: ${({ theme }) => theme.colors.brand}; text-decoration: underline; }
`;

export const Tags = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
  margin-left: ${({ theme }) => theme.space[2]};
`;

export const ThumbnailBox = styled.span`
  display: block;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  & img { display: block; width: 100%; height: 100%; object-fit: contain; }
`;

export const StockCell = styled.td<{ $soldOut: boolean }>`
  white-space: nowrap;
  && { color: ${({ theme, $soldOut }) => ($soldOut ? theme.colors.error : 'inherit')}; }
`;

export const PriceCell = styled.td<{ $muted: boolean }>`
  white-space: nowrap;
  && {
    font-size: ${({ theme, $muted }) => ($muted ? theme.fontSizes.xs : theme.fontSizes.md)};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/** The all-store offer's price, under the price in the same hue, smaller. */
export const StoreWidePrice = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 400;
`;
