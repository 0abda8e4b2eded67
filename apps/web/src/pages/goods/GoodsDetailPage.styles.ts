import { styled } from 'styled-components';

export const Layout = styled.article`
  display: grid;
  grid-template-columns: 360px 1fr;
  gap: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space[5]};
`;

export const Gallery = styled.div`
  img {
    display: block;
    width: 360px;
    height: 360px;
    object-fit: contain;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Name = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 600;
`;

export const Tags = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

export const PriceRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: 6em 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;

  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; }
`;

export const Quantity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.orange};
`;

export const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  color: ${({ theme }) => theme.colors.warning};
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;
