import { styled } from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

export const Lines = styled.ul`
  display: flex;
  flex: 1;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Line = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const LineText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  text-align: start;
  & strong { font-weight: 600; overflow-wrap: anywhere; }
  & span { font-size: ${({ theme }) => theme.fontSizes.xs}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export const Footer = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Summary = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  & strong { font-size: ${({ theme }) => theme.fontSizes.lg}; color: ${({ theme }) => theme.colors.brand}; }
`;

/** The settle link looks like the primary button; whatever the link renderer outputs gets the look. */
export const Settle = styled.div`
  & a {
    display: block;
    padding: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.medium};
    text-align: center;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.textInverse};
    background: ${({ theme }) => theme.colors.brand};
  }
  & a:hover { background: ${({ theme }) => theme.colors.brandHover}; }
  & a:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;
