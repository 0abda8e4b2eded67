import { styled } from 'styled-components';
import type { TagTone } from './tagTone';

export const Root = styled.span<{ $tone: TagTone }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.small};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 18px;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textInverse};
  background: ${({ theme, $tone }) => theme.colors[$tone]};
`;
