import { getBrand } from '@portal/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { isAvailableLocale, languageFromUrl, pickLanguage, setupI18n, storeLanguage } from './i18n';
import { readBrandId } from './lib/read-brand-id';

async function start() {
  const brand = getBrand(readBrandId());
  const urlLanguage = languageFromUrl(window.location.search);
  // Only a language we have is remembered; any other is tried once (and falls back to English).
  if (urlLanguage && isAvailableLocale(urlLanguage)) storeLanguage(urlLanguage);
  const i18n = await setupI18n(pickLanguage({ url: urlLanguage, brandDefault: brand.defaultLocale }));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App brand={brand} i18n={i18n} />
    </StrictMode>,
  );
}

void start();
