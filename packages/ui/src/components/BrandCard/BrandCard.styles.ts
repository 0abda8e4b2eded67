import { styled } from 'styled-components';

export const Root = styled.div`
  font-family: ${({ theme }) => theme.fonts.body};

  & > a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    background: ${({ theme }) => theme.colors.surface};
    transition: border-color 0.15s;
  }
  & > a:hover { border-color: ${({ theme }) => theme.colors.brand}; }
  & > a:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

const logoBox = `
  display: flex;
  align-items: center;
  justify-content: center;
  width: 160px;
  max-width: 100%;
  height: 80px;
`;

export const Logo = styled.img`
  ${logoBox}
  object-fit: contain;
`;

export const LogoFallback = styled.span`
  ${logoBox}
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const Name = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Count = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
