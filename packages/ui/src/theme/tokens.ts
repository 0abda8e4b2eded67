/**
 * Design tokens for 药采. Components read these through the theme, never as literals, so a
 * rebrand or a dark variant only touches this file.
 */
export const colors = {
  /*
   * Tag and brand hues are deep enough that white 12px text on them passes WCAG AA (4.5:1),
   * which the axe checks on every story enforce.
   */
  /** Brand red: prices, primary buttons, most product tags. */
  brand: '#c81623',
  brandHover: '#a50f1b',
  orange: '#b84f00',
  blue: '#1668d0',
  amber: '#a15c00',
  pink: '#c2185b',
  gold: '#8a5d00',
  success: '#2e7d32',
  warning: '#a15c00',
  error: '#c62828',
  info: '#1565c0',
  text: '#333333',
  textMuted: '#595959',
  textInverse: '#ffffff',
  border: '#e5e5e5',
  surface: '#ffffff',
  surfaceMuted: '#f5f5f5',
  topBar: '#f2f2f2',
  toolbar: '#2b2b2b',
  overlay: 'rgba(0, 0, 0, 0.45)',
} as const;

export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
} as const;

export const radii = {
  none: '0',
  small: '2px',
  medium: '4px',
  large: '8px',
  pill: '999px',
} as const;

export const fonts = {
  /** Chinese system fonts first so Windows, macOS and Linux each pick a native CJK face. */
  body: '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", "Helvetica Neue", Arial, sans-serif',
  mono: 'Menlo, Consolas, "Courier New", monospace',
} as const;

export const fontSizes = {
  xs: '12px',
  sm: '13px',
  md: '14px',
  lg: '16px',
  xl: '20px',
} as const;

export const zIndices = {
  header: 100,
  toolbar: 900,
  popover: 1000,
  dialog: 1100,
  toast: 1200,
} as const;

/** Widths fixed by the spec (§9): the right-hand toolbar collapses to 40px and expands to 310px. */
export const sizes = {
  pageWidth: '1200px',
  toolbarCollapsed: '40px',
  toolbarExpanded: '310px',
} as const;
