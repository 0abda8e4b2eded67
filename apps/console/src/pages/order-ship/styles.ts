import { styled } from 'styled-components';

/* The ship form's and the parcels' own layout (the page's shared parts are components/page.styles.ts). */

export const LineGroup = styled.fieldset`
  grid-column: 1 / -1;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};

  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    font-weight: 600;
  }
`;

export const BatchRow = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};

  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
  }
`;

export const CodesArea = styled.textarea`
  width: 100%;
  min-height: 5em;
  font-family: ${({ theme }) => theme.fonts.mono};
`;

export const Wide = styled.div`
  grid-column: 1 / -1;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  grid-column: 1 / -1;
`;

export const Coverage = styled.ul`
  grid-column: 1 / -1;
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]};

  li[data-state='short'],
  li[data-state='over'] {
    color: ${({ theme }) => theme.colors.error};
  }
`;

export const ParcelStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const TrackingFields = styled.form`
  display: grid;
  grid-template-columns: 12em 1fr 10em auto;
  align-items: end;
  gap: ${({ theme }) => theme.space[2]};
`;

export const PrintLink = styled.a`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;
