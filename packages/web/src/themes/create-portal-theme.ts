import { createTheme, type Theme } from '@mui/material/styles';
import { BREAKPOINTS } from '@portal/domain';

import type { ThemeDefinition } from './theme-definition';

declare module '@mui/material/styles' {
  interface Palette {
    navigation: { main: string; contrastText: string };
  }
  interface PaletteOptions {
    navigation?: { main: string; contrastText: string };
  }
}

/** Builds a full MUI theme from a definition: §9 breakpoints, visible focus, print styles. */
export function createPortalTheme(def: ThemeDefinition): Theme {
  const headings = { fontFamily: def.headingFontFamily ?? def.fontFamily, fontWeight: 600 };
  const focusRing = `2px solid ${def.mode === 'dark' ? def.primary : def.text}`;
  return createTheme({
    // §9: mobile below 960, desktop from 960, large from 1441, extra large from 1904.
    breakpoints: {
      values: { xs: 0, sm: 600, md: BREAKPOINTS.desktop, lg: BREAKPOINTS.large, xl: BREAKPOINTS.xlarge },
    },
    palette: {
      mode: def.mode,
      primary: { main: def.primary, contrastText: def.primaryContrast },
      secondary: { main: def.secondary, contrastText: def.secondaryContrast },
      background: { default: def.background, paper: def.paper },
      text: { primary: def.text, secondary: def.textSecondary },
      navigation: { main: def.navigation, contrastText: def.navigationText },
      // Filled snackbars draw white on info/warning main in light mode: MUI's defaults give 3.9:1
      // and 3.2:1, so light themes take darker ones (4.8:1, 5.0:1); see snackbar-contrast.test.ts.
      ...(def.mode === 'dark'
        ? { error: { main: '#ff8a80' }, success: { main: '#69d2a0' } }
        : { info: { main: '#0277bd' }, warning: { main: '#b45309' } }),
    },
    shape: { borderRadius: def.borderRadius },
    typography: {
      fontFamily: def.fontFamily,
      h1: { ...headings, fontSize: '2rem' },
      h2: { ...headings, fontSize: '1.6rem' },
      h3: { ...headings, fontSize: '1.35rem' },
      h4: { ...headings, fontSize: '1.2rem' },
      h5: headings,
      h6: headings,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          ':focus-visible': { outline: focusRing, outlineOffset: 2 },
          'body.print': { background: '#fff', color: '#000' },
          '@media print': { 'body [data-print="hide"]': { display: 'none !important' } },
          'body.print [data-print="hide"]': { display: 'none !important' },
        },
      },
      MuiButtonBase: {
        styleOverrides: { root: { '&.Mui-focusVisible': { outline: focusRing, outlineOffset: 2 } } },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      // MUI draws unselected toggle buttons in action.active (54 % black), under 4.5:1 on tinted
      // backgrounds; the theme's secondary text colour is chosen to pass on its own surfaces.
      MuiToggleButton: { styleOverrides: { root: { color: def.textSecondary } } },
    },
  });
}
