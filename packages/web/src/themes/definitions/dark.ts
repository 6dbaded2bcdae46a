import { SANS, type ThemeDefinition } from '../theme-definition';

/** Dark: deep ink surfaces with soft blue and champagne accents. */
export const dark: ThemeDefinition = {
  mode: 'dark',
  primary: '#8ab4f8',
  primaryContrast: '#0b1526',
  secondary: '#d4b67a',
  secondaryContrast: '#1a1408',
  background: '#10151f',
  paper: '#182030',
  text: '#e8ecf3',
  textSecondary: '#b4bdcc',
  navigation: '#0b0f17',
  navigationText: '#e8ecf3',
  fontFamily: SANS,
  borderRadius: 8,
};
