import { styled } from 'styled-components';

export const Campaign = styled.section`
  margin: ${({ theme }) => theme.space[4]} 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.brand};
  }
`;

export const RuleText = styled.p`
  white-space: pre-line;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const GoodsLinks = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;

  img {
    display: block;
  }
`;
