import { HUMANIST, type ThemeDefinition } from '../theme-definition';

/** Main: petrol blue with a terracotta accent, the default look of the portal. */
export const main: ThemeDefinition = {
  mode: 'light',
  primary: '#0b4f6c',
  primaryContrast: '#ffffff',
  secondary: '#a4462a',
  secondaryContrast: '#ffffff',
  background: '#f5f7fa',
  paper: '#ffffff',
  text: '#14212b',
  textSecondary: '#4b5b67',
  navigation: '#0b4f6c',
  navigationText: '#ffffff',
  fontFamily: HUMANIST,
  borderRadius: 6,
};
