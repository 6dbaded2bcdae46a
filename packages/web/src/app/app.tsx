import type { BrandConfig } from '@portal/domain';
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

/** The whole app for one brand. */
export function App({ brand, i18n }: { brand: BrandConfig; i18n: I18n }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <Providers brand={brand} i18n={i18n} queryClient={queryClient}>
      <BrowserRouter>
        <RoutesWithErrorPage brand={brand} />
      </BrowserRouter>
    </Providers>
  );
}
