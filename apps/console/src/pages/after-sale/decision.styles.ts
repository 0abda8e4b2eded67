import { styled } from 'styled-components';

/** One decision's row of fields and its button. */
export const Decision = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[3]};
`;
