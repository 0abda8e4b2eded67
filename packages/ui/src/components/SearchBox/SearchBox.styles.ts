import { styled } from 'styled-components';

export const Root = styled.div`
  position: relative;
  min-width: 0;
`;

export const Input = styled.input`
  width: 100%;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  &:focus { outline: none; border-color: ${({ theme }) => theme.colors.brand}; }
`;

export const Dropdown = styled.div`
  position: absolute;
  top: 100%;
  right: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.popover};
  margin-top: 2px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.12);
  &[hidden] { display: none; }
`;

export const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  &:empty { display: none; }
`;

export const Heading = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Listbox = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} 0;
  list-style: none;
  &[hidden] { display: none; }
`;

/** The highlighted entry is the one `aria-selected` marks; keyboard focus stays in the input. */
export const Option = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const OptionHint = styled.span`
  flex: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
