import CssBaseline from '@mui/material/CssBaseline';
// The system provider, not @mui/material/styles' one: ours are plain themes (no CSS variables),
// and that one also carries the CSS-variables provider into every page, /login included.
import { ThemeProvider } from '@mui/system';
import type { ThemeId } from '@portal/domain';
import { useMemo, type ReactNode } from 'react';

import { themeFor } from './theme-for';

interface PortalThemeProviderProps {
  /** The brand's default theme. */
  brandTheme: ThemeId;
  /** The portal's own theme (from the portal record); it overrides the brand default. */
  portalTheme?: ThemeId | string | null;
  children: ReactNode;
}

export function PortalThemeProvider({ brandTheme, portalTheme, children }: PortalThemeProviderProps) {
  const theme = useMemo(() => themeFor(portalTheme || brandTheme), [brandTheme, portalTheme]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
