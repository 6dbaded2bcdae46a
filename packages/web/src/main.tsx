import { getBrand } from '@portal/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { firstTheme } from './app/first-theme';
import { createQueryClient } from './app/query-client';
import { isAvailableLocale, languageFromUrl, pickLanguage, setupI18n, storeLanguage } from './i18n';
import { readBrandId } from './lib/read-brand-id';

async function start() {
  const brand = getBrand(readBrandId());
  const urlLanguage = languageFromUrl(window.location.search);
  // Only a language we have is remembered; any other is tried once (and falls back to English).
  if (urlLanguage && isAvailableLocale(urlLanguage)) storeLanguage(urlLanguage);
  const queryClient = createQueryClient();
  // The first frame waits for the language files and, on a portal's page, for the portal's theme.
  const [i18n, initialTheme] = await Promise.all([
    setupI18n(pickLanguage({ url: urlLanguage, brandDefault: brand.defaultLocale })),
    firstTheme({ brand, pathname: window.location.pathname, queryClient }),
  ]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App brand={brand} i18n={i18n} queryClient={queryClient} initialTheme={initialTheme} />
    </StrictMode>,
  );
}

void start();
