import { styled } from 'styled-components';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  & p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  & dt { color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: 2px 0 0; font-size: ${({ theme }) => theme.fontSizes.xl}; font-weight: 600; white-space: nowrap; }
  & div:last-child dd { color: ${({ theme }) => theme.colors.success}; }
`;

export const Meter = styled.div`
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const Bar = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.info};
  &[data-state='overdue'] { background: ${({ theme }) => theme.colors.error}; }
`;

export const Billing = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Overdue = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radii.medium};
  color: ${({ theme }) => theme.colors.error};
`;
