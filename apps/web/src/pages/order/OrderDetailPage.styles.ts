import { styled } from 'styled-components';

export const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  h1 { margin: 0; }
  a { margin-left: auto; color: ${({ theme }) => theme.colors.brand}; }
`;

export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space[5]};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[3]} 0;

  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; }
`;

export const Amounts = styled(Facts)`
  justify-content: end;
  dd { text-align: end; }
`;

export const Parcels = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;
