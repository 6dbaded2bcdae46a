// Run by vite/prerender-plugin.ts after a build (`tsx vite/prerender-public.tsx <dist>`): writes
// dist/prerender/<brand>.json: the markup of the sign-in pages' branded backdrop (PublicBackdrop) in
// the brand's theme and default language with its styles inline, that language, and the backdrop's
// tagline as the page's description; and dist/prerender/<brand>.signed-in.json, the signed-in frame
// the server sends as the clients overview's first paint (prerender-signed-in.tsx). The server puts the markup inside `<div id="root">` of /login,
// /signup and /password-reset, so a phone paints the page before the JavaScript arrives; the app then
// draws the same backdrop in its place (the same size, so not a later largest paint).
import fs from 'node:fs';
import path from 'node:path';
import { BRAND_IDS, getBrand, type Locale } from '@portal/domain';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';

import { PublicBackdrop } from '../src/features/auth/public-backdrop';
import el from '../src/i18n/locales/core/el';
import en from '../src/i18n/locales/core/en';
import featuresEl from '../src/i18n/locales/features/el';
import featuresEn from '../src/i18n/locales/features/en';
import featuresIs from '../src/i18n/locales/features/is';
import is from '../src/i18n/locales/core/is';
import { BrandProvider } from '../src/lib/brand-context';
import { PortalThemeProvider } from '../src/themes/portal-theme-provider';
import { signedInFrames } from './prerender-signed-in';

/** The backdrop's texts per language (a new language is added here too). */
const CORE: Partial<Record<Locale, object>> = { en, el, is };
/** The signed-in texts beside them (the signed-in frame's). */
const SIGNED_IN: Partial<Record<Locale, object[]>> = {
  en: [en, featuresEn],
  el: [el, featuresEl],
  is: [is, featuresIs],
};

const dist = path.resolve(process.argv[2] ?? 'dist');
fs.mkdirSync(path.join(dist, 'prerender'), { recursive: true });
for (const id of BRAND_IDS) {
  const brand = getBrand(id);
  const lng = CORE[brand.defaultLocale] ? brand.defaultLocale : 'en';
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    resources: { [lng]: { translation: CORE[lng]! } },
    lng,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  const html = renderToStaticMarkup(
    <BrandProvider brand={brand}>
      <I18nextProvider i18n={i18n}>
        <PortalThemeProvider brandTheme={brand.defaultTheme}>
          <PublicBackdrop />
        </PortalThemeProvider>
      </I18nextProvider>
    </BrandProvider>,
  );
  // The language goes with it: the server sets <html lang> to match what is painted.
  const page = { lang: lng, description: i18n.t('public.tagline'), html };
  fs.writeFileSync(path.join(dist, 'prerender', `${id}.json`), JSON.stringify(page));
  // The clients overview's first paint, per theme and language (prerender-signed-in.tsx).
  const frames = await signedInFrames(brand, SIGNED_IN);
  fs.writeFileSync(path.join(dist, 'prerender', `${id}.signed-in.json`), JSON.stringify(frames));
}
