import { SANS, type ThemeDefinition } from '../theme-definition';

/** Greek market: Aegean blue and sea teal; fonts chosen for full Greek coverage. */
export const brandGreek: ThemeDefinition = {
  mode: 'light',
  primary: '#0d47a1',
  primaryContrast: '#ffffff',
  secondary: '#00695c',
  secondaryContrast: '#ffffff',
  background: '#f4f7fb',
  paper: '#ffffff',
  text: '#0f1c2e',
  textSecondary: '#44536a',
  navigation: '#ffffff',
  navigationText: '#0f1c2e',
  fontFamily: `"Noto Sans", ${SANS}`,
  borderRadius: 8,
};
