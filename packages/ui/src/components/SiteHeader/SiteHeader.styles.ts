import { styled } from 'styled-components';

export const Root = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  font-family: ${({ theme }) => theme.fonts.body};
`;
