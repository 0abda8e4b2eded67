import { styled } from 'styled-components';

export const Root = styled.span`
  display: inline-flex;

  & > a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    height: 36px;
    padding: 0 ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.surface};
    text-decoration: none;
  }
  & > a:hover { border-color: ${({ theme }) => theme.colors.brand}; }
`;
