import { styled } from 'styled-components';

/** Left out of print: forms, buttons and notes. */
export const NoPrint = styled.div`
  @media print {
    display: none;
  }
`;

/** One receipt; each prints on a page of its own. */
export const Receipt = styled.section`
  margin-block: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
  }
  @media print {
    break-after: page;
    border: none;
  }
`;
