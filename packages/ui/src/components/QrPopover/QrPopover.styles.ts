import { styled } from 'styled-components';
import { textButton } from '../../internal/textButton.styles';

export const Trigger = styled.button`
  ${textButton}
  &[data-state='open'] { color: ${({ theme }) => theme.colors.brand}; }
`;
