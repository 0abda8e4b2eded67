import { styled } from 'styled-components';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};

  & h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;

  & div { display: flex; gap: ${({ theme }) => theme.space[1]}; }
  & dt { color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: 0; font-variant-numeric: tabular-nums; }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: auto;

  & a { color: ${({ theme }) => theme.colors.info}; }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  & caption {
    padding-bottom: ${({ theme }) => theme.space[1]};
    text-align: left;
    font-weight: 600;
  }
  & th,
  & td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  & thead th {
    font-weight: normal;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const Codes = styled.details`
  & summary { cursor: pointer; color: ${({ theme }) => theme.colors.info}; }
  & ol {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    padding-left: ${({ theme }) => theme.space[4]};
    max-height: 160px;
    overflow: auto;
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const TrackingTitle = styled.h4`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
