import { SANS, SERIF, type ThemeDefinition } from '../theme-definition';

/** Classic: private-bank navy and antique gold on warm paper, serif headings. */
export const classic: ThemeDefinition = {
  mode: 'light',
  primary: '#1f3a5f',
  primaryContrast: '#ffffff',
  secondary: '#7a5c14',
  secondaryContrast: '#ffffff',
  background: '#f7f5f0',
  paper: '#ffffff',
  text: '#1c1c1c',
  textSecondary: '#4f4a42',
  navigation: '#1f3a5f',
  navigationText: '#f4efe3',
  fontFamily: SANS,
  headingFontFamily: SERIF,
  borderRadius: 4,
};
