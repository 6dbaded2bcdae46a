import { SANS, type ThemeDefinition } from '../theme-definition';

/** Corporate: sober blue and slate, square corners. */
export const corporate: ThemeDefinition = {
  mode: 'light',
  primary: '#00468b',
  primaryContrast: '#ffffff',
  secondary: '#4a5a6a',
  secondaryContrast: '#ffffff',
  background: '#f3f5f7',
  paper: '#ffffff',
  text: '#17202a',
  textSecondary: '#4a5663',
  navigation: '#ffffff',
  navigationText: '#17202a',
  fontFamily: SANS,
  borderRadius: 2,
};
