import { SANS, type ThemeDefinition } from '../theme-definition';

/** Contrast: maximum legibility, black with yellow accents (dark mode). */
export const contrast: ThemeDefinition = {
  mode: 'dark',
  primary: '#ffd60a',
  primaryContrast: '#000000',
  secondary: '#7fdbff',
  secondaryContrast: '#000000',
  background: '#000000',
  paper: '#0f0f0f',
  text: '#ffffff',
  textSecondary: '#e0e0e0',
  navigation: '#000000',
  navigationText: '#ffffff',
  fontFamily: SANS,
  borderRadius: 2,
};
