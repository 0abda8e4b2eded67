import { styled } from 'styled-components';

export const Frame = styled.div`
  display: grid;
  grid-template-columns: 200px 1fr;
  grid-template-rows: auto 1fr;
  min-height: 100vh;
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
`;

export const Header = styled.header`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[6]}`};
  background: ${({ theme }) => theme.colors.toolbar};
  color: ${({ theme }) => theme.colors.textInverse};
`;

export const Title = styled.h1`
  margin: 0 auto 0 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Nav = styled.nav`
  background: ${({ theme }) => theme.colors.surfaceMuted};
  padding: ${({ theme }) => theme.space[4]} 0;

  a {
    display: block;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: bold;
  }
`;

export const Main = styled.main`
  padding: ${({ theme }) => theme.space[6]};
`;

export const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
  font-family: ${({ theme }) => theme.fonts.body};
`;
