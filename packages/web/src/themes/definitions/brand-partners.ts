import { HUMANIST, type ThemeDefinition } from '../theme-definition';

/** Partners: forest green and rust on stone, a boutique partnership feel. */
export const brandPartners: ThemeDefinition = {
  mode: 'light',
  primary: '#25483b',
  primaryContrast: '#ffffff',
  secondary: '#9c3f22',
  secondaryContrast: '#ffffff',
  background: '#f6f5f1',
  paper: '#ffffff',
  text: '#1d2420',
  textSecondary: '#4d5751',
  navigation: '#25483b',
  navigationText: '#f6f5f1',
  fontFamily: HUMANIST,
  borderRadius: 6,
};
