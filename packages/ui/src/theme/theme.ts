import { colors, fontSizes, fonts, radii, sizes, space, zIndices } from './tokens';

/** The one theme object every styled component reads through `props.theme`. */
export const theme = { colors, space, radii, fonts, fontSizes, zIndices, sizes } as const;

export type YaocaiTheme = typeof theme;

// Typed once here so every `styled` template in the library (and in consuming apps) sees the tokens.
declare module 'styled-components' {
  export interface DefaultTheme extends YaocaiTheme {}
}
