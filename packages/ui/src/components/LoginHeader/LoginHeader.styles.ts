import { styled } from 'styled-components';
import { PageColumn, quietLinks } from '../../internal/layout.styles';

export const Root = styled.header`
  border-bottom: 2px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.surface};
  font-family: ${({ theme }) => theme.fonts.body};
`;

export const Column = styled(PageColumn)`
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[4]};
  padding-bottom: ${({ theme }) => theme.space[4]};
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  & img { display: block; height: 48px; }
`;

export const Title = styled.span`
  padding-left: ${({ theme }) => theme.space[3]};
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const Side = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  ${quietLinks}
`;
