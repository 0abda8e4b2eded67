import { styled } from 'styled-components';
import { PageColumn, quietLinks } from '../../internal/layout.styles';

export const Root = styled.footer`
  padding: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[6]};
  border-top: 2px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  ${quietLinks}
`;

export const Column = styled(PageColumn)`
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[6]};
`;

export const HelpRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[6]};
  padding-bottom: ${({ theme }) => theme.space[6]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const HelpGroup = styled.section`
  min-width: 120px;
`;

export const HelpTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
`;

export const PlainList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const QrRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
`;

export const QrFigure = styled.figure`
  margin: 0;
  text-align: center;
  /* A QR picture keeps its own proportions inside the square (a raster one would otherwise be stretched). */
  & img { display: block; width: 96px; height: 96px; object-fit: contain; }
  & figcaption { margin-top: ${({ theme }) => theme.space[1]}; }
`;

export const Legal = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  text-align: center;
  & p { margin: 0; }
`;

export const LicenceList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FriendLinks = styled.section`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]};

  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 500;
    color: ${({ theme }) => theme.colors.text};
    white-space: nowrap;
  }

  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
