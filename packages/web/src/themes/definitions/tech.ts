import type { ThemeDefinition } from '../theme-definition';

/** Tech: midnight surfaces, cyan and violet highlights (dark mode). */
export const tech: ThemeDefinition = {
  mode: 'dark',
  primary: '#22d3ee',
  primaryContrast: '#04141a',
  secondary: '#b49cfc',
  secondaryContrast: '#120a2a',
  background: '#0a1020',
  paper: '#111a2e',
  text: '#e6edf7',
  textSecondary: '#a9b6cc',
  navigation: '#070c18',
  navigationText: '#e6edf7',
  fontFamily: '"JetBrains Mono", "IBM Plex Sans", "Segoe UI", "Noto Sans", sans-serif',
  borderRadius: 10,
};
