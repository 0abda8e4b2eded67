import { styled } from 'styled-components';

export const Root = styled.nav`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Steps = styled.ol`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Each step carries a bar under it; done and current steps colour theirs brand red. */
export const Step = styled.li`
  position: relative;
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[1]};
  border-bottom: 3px solid ${({ theme }) => theme.colors.border};

  &[data-state='done'],
  &[data-state='current'] {
    border-bottom-color: ${({ theme }) => theme.colors.brand};
  }
  &[data-state='current'] {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
  }
  &[data-state='done'] {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const StepNumber = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textInverse};
  background: ${({ theme }) => theme.colors.textMuted};

  [data-state='done'] > &,
  [data-state='current'] > & {
    background: ${({ theme }) => theme.colors.brand};
  }
`;

export const Label = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
