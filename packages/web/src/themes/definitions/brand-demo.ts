import { HUMANIST, type ThemeDefinition } from '../theme-definition';

/** Demo: a friendly violet and green, for show rooms and trials. */
export const brandDemo: ThemeDefinition = {
  mode: 'light',
  primary: '#4f35b0',
  primaryContrast: '#ffffff',
  secondary: '#0b6e5a',
  secondaryContrast: '#ffffff',
  background: '#f8f7fc',
  paper: '#ffffff',
  text: '#1b1830',
  textSecondary: '#51506a',
  navigation: '#ffffff',
  navigationText: '#1b1830',
  fontFamily: HUMANIST,
  borderRadius: 12,
};
