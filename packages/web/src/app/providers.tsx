import type { BrandConfig } from '@portal/domain';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { BrandProvider } from '../lib/brand-context';
import { PortalThemeProvider } from '../themes/portal-theme-provider';

interface ProvidersProps {
  brand: BrandConfig;
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Brand, data, language and theme, in the order the rest relies on them. */
export function Providers({ brand, i18n, queryClient, children }: ProvidersProps) {
  return (
    <BrandProvider brand={brand}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <PortalThemeProvider brandTheme={brand.defaultTheme}>{children}</PortalThemeProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </BrandProvider>
  );
}
