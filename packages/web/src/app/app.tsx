import type { BrandConfig, ThemeId } from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { BrowserRouter, useLocation } from 'react-router';

import { ErrorBoundary } from '../features/errors/error-boundary';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { AppRoutes } from './routes';

function RoutesWithErrorPage({ brand }: { brand: BrandConfig }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      <AppRoutes brand={brand} />
    </ErrorBoundary>
  );
}

interface AppProps {
  brand: BrandConfig;
  i18n: I18n;
  /** The data cache, when main.tsx has already read something into it (the portal of the first frame). */
  queryClient?: QueryClient;
  /** The theme of the first frame (first-theme.ts). */
  initialTheme?: ThemeId;
}

/** The whole app for one brand. */
export function App({ brand, i18n, queryClient: given, initialTheme }: AppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <Providers brand={brand} i18n={i18n} queryClient={queryClient} initialTheme={initialTheme}>
      <BrowserRouter>
        <RoutesWithErrorPage brand={brand} />
      </BrowserRouter>
    </Providers>
  );
}
