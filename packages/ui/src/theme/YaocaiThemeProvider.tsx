import type { ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { theme as defaultTheme, type YaocaiTheme } from './theme';

const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export interface YaocaiThemeProviderProps {
  children?: ReactNode;
  /** Theme override, e.g. for a white-label build. @default theme */
  theme?: YaocaiTheme;
  /** Inject the global body reset and Chinese font stack. Turn off when the app has its own. @default true */
  withGlobalStyle?: boolean;
}

/** Provides the 药采 theme to every component below it. */
export function YaocaiThemeProvider({
  children,
  theme = defaultTheme,
  withGlobalStyle = true,
}: YaocaiThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}
