import { styled } from 'styled-components';

/** The column count is a custom property, so sections inside lay their fields out in the same grid. */
export const Root = styled.form<{ $columns: number }>`
  --form-columns: ${({ $columns }) => $columns};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
  @media (max-width: 640px) { --form-columns: 1; }
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Description = styled.p`
  margin: -${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const grid = `
  display: grid;
  grid-template-columns: repeat(var(--form-columns), minmax(0, 1fr));
  align-items: start;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const Fields = styled.fieldset`
  ${grid}
  gap: ${({ theme }) => theme.space[4]};
`;

export const Section = styled.fieldset`
  ${grid}
  grid-column: 1 / -1;
  gap: ${({ theme }) => theme.space[4]};
`;

/** A fieldset's legend is rendered above its content box, so it heads the grid without taking a cell. */
export const SectionLegend = styled.legend`
  padding: 0 0 ${({ theme }) => theme.space[2]};
  font-weight: 600;
`;

export const Wide = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;
