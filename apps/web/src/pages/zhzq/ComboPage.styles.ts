import { styled } from 'styled-components';

export const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(360px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`;

export const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; font-weight: 600; }
`;

export const Parts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Part = styled.li`
  display: grid;
  grid-template-columns: 64px 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  img { object-fit: contain; border: 1px solid ${({ theme }) => theme.colors.border}; }
  div { display: flex; flex-direction: column; }
  div span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

export const Buy = styled.div`
  margin-top: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Stock = styled.span`
  margin-right: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
