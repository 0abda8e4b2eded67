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

/** A create / edit form in place above a list: three columns, the heading and `.wide` parts across. */
export const FormPanel = styled.form`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  h3,
  .wide {
    grid-column: 1 / -1;
    margin: 0;
  }
  img {
    max-width: 320px;
    max-height: 120px;
  }
  /* A rule text, not an article: a few lines tall. */
  textarea {
    min-height: 96px;
  }
  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    border: 0;
    padding: 0;
  }
`;
