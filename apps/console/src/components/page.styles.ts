import { styled } from 'styled-components';

/* What the console's detail pages (a company under review, an order to ship) lay out alike. */

/** Label–value pairs: the labels muted in one column, the values beside them. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

/** One titled part of a detail page. */
export const Block = styled.section`
  margin-top: ${({ theme }) => theme.space[6]};
`;
