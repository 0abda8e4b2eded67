import { styled } from 'styled-components';
import { PageColumn, quietLinks } from '../../internal/layout.styles';
import { textButton } from '../../internal/textButton.styles';

export const Root = styled.div`
  height: 32px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 32px;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.topBar};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${quietLinks}
`;

export const Column = styled(PageColumn)`
  justify-content: space-between;
`;

export const Greeting = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  & a {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

export const Company = styled.span`
  color: ${({ theme }) => theme.colors.text};
`;

export const LogoutButton = styled.button`
  ${textButton}
`;
