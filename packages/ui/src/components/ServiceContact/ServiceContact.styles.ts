import { styled } from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Line = styled.p`
  margin: 0;
  white-space: nowrap;
`;

export const Strong = styled.span`
  margin-right: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.text};
`;
