import { SANS, SERIF, type ThemeDefinition } from '../theme-definition';

/** Asset manager: deep navy and bronze, serif headings for an institutional voice. */
export const brandAssetManager: ThemeDefinition = {
  mode: 'light',
  primary: '#14365d',
  primaryContrast: '#ffffff',
  secondary: '#8a5a19',
  secondaryContrast: '#ffffff',
  background: '#f5f6f8',
  paper: '#ffffff',
  text: '#142032',
  textSecondary: '#4a5568',
  navigation: '#14365d',
  navigationText: '#ffffff',
  fontFamily: SANS,
  headingFontFamily: SERIF,
  borderRadius: 4,
};
