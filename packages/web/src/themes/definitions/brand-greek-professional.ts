import { SANS, type ThemeDefinition } from '../theme-definition';

/** Greek market, professional variant: a denser, darker navy chrome for advisors. */
export const brandGreekProfessional: ThemeDefinition = {
  mode: 'light',
  primary: '#0a2540',
  primaryContrast: '#ffffff',
  secondary: '#1565c0',
  secondaryContrast: '#ffffff',
  background: '#eef2f7',
  paper: '#ffffff',
  text: '#0a1626',
  textSecondary: '#3f4d60',
  navigation: '#0a2540',
  navigationText: '#ffffff',
  fontFamily: `"Noto Sans", ${SANS}`,
  borderRadius: 4,
};
