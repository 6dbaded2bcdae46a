/** The few choices that make a theme: palette, type and shape. Everything else is shared. */
export interface ThemeDefinition {
  mode: 'light' | 'dark';
  primary: string;
  /** Text on primary surfaces (buttons, the app bar); must reach 4.5:1 against `primary`. */
  primaryContrast: string;
  secondary: string;
  secondaryContrast: string;
  background: string;
  paper: string;
  text: string;
  textSecondary: string;
  /** Navigation surfaces (drawer, bottom navigation). */
  navigation: string;
  navigationText: string;
  fontFamily: string;
  headingFontFamily?: string;
  borderRadius: number;
}

export const SANS = '"Inter", "Segoe UI", "Helvetica Neue", Arial, "Noto Sans", sans-serif';
export const SERIF = 'Georgia, "Times New Roman", "Noto Serif", serif';
export const HUMANIST = '"Source Sans 3", "Segoe UI", Candara, "Noto Sans", sans-serif';
