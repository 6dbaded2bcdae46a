import { SANS, type ThemeDefinition } from '../theme-definition';

/** Light: airy white with a confident blue and teal. */
export const light: ThemeDefinition = {
  mode: 'light',
  primary: '#1d4ed8',
  primaryContrast: '#ffffff',
  secondary: '#0f766e',
  secondaryContrast: '#ffffff',
  background: '#ffffff',
  paper: '#f8fafc',
  text: '#0f172a',
  textSecondary: '#475569',
  navigation: '#f1f5f9',
  navigationText: '#0f172a',
  fontFamily: SANS,
  borderRadius: 8,
};
