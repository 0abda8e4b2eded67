import { css, styled } from 'styled-components';

export const Root = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

export const List = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const box = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  height: 32px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  font: inherit;
  color: inherit;
  background: ${({ theme }) => theme.colors.surface};
`;

/** Buttons and whatever the link renderer outputs get the same box. */
export const Item = styled.li`
  & > button,
  & > a {
    ${box}
    text-decoration: none;
    cursor: pointer;
  }
  & > button:hover:not(:disabled),
  & > a:hover {
    border-color: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.brand};
  }
  & > button:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: not-allowed;
  }
  & > :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 2px;
  }
`;

export const Current = styled.span`
  ${box}
  border-color: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  background: ${({ theme }) => theme.colors.brand};
`;

export const Unavailable = styled.span`
  ${box}
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const Gap = styled.span`
  padding: 0 ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Jump = styled.form`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};

  & input {
    width: 56px;
    height: 32px;
    padding: 0 ${({ theme }) => theme.space[1]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    font: inherit;
    text-align: center;
  }
  & button {
    ${box}
    cursor: pointer;
  }
`;
