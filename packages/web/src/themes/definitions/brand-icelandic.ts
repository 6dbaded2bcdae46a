import { SANS, type ThemeDefinition } from '../theme-definition';

/** Icelandic: glacier blue with a signal red, on cool white. */
export const brandIcelandic: ThemeDefinition = {
  mode: 'light',
  primary: '#003a70',
  primaryContrast: '#ffffff',
  secondary: '#b0102a',
  secondaryContrast: '#ffffff',
  background: '#f3f6f9',
  paper: '#ffffff',
  text: '#0e1a26',
  textSecondary: '#46576a',
  navigation: '#003a70',
  navigationText: '#ffffff',
  fontFamily: SANS,
  borderRadius: 10,
};
