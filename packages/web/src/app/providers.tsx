import type { BrandConfig, ThemeId } from '@portal/domain';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { BrandProvider } from '../lib/brand-context';
import { PortalThemeProvider } from '../themes/portal-theme-provider';
import { ThemeChoiceContext } from '../themes/theme-choice-context';

interface ProvidersProps {
  brand: BrandConfig;
  i18n: I18n;
  queryClient: QueryClient;
  /** The theme of the first frame (first-theme.ts); the brand's by default. */
  initialTheme?: ThemeId;
  children: ReactNode;
}

/**
 * Brand, data, language and theme, in the order the rest relies on them. The theme starts as
 * `initialTheme` (the brand's default unless main.tsx knew better); inside the router,
 * `usePortalTheme` switches it to the current portal's.
 */
export function Providers({ brand, i18n, queryClient, initialTheme, children }: ProvidersProps) {
  const [themeId, setThemeId] = useState<ThemeId>(initialTheme ?? brand.defaultTheme);
  return (
    <BrandProvider brand={brand}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <ThemeChoiceContext.Provider value={setThemeId}>
            <PortalThemeProvider brandTheme={brand.defaultTheme} portalTheme={themeId}>
              {children}
            </PortalThemeProvider>
          </ThemeChoiceContext.Provider>
        </I18nextProvider>
      </QueryClientProvider>
    </BrandProvider>
  );
}
