import { getBrand } from '@portal/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { firstTheme } from './app/first-theme';
import { createQueryClient } from './app/query-client';
import { entryPathQuery } from './app/root-redirect';
import { preloadScreen } from './app/route-modules';
import {
  isAvailableLocale,
  languageFromUrl,
  loadFeatureStrings,
  pickLanguage,
  setupI18n,
  storeLanguage,
} from './i18n';
import { bootEntryPath, setBootAnswers } from './lib/boot-answers';
import { readBootData } from './lib/boot-data';
import { limitFirstFrame } from './lib/first-frame';
import { markNetworkActivity } from './lib/network-activity';
import { readBrandId } from './lib/read-brand-id';
import { SESSION_QUERY_KEY } from './lib/session';

async function start() {
  const brand = getBrand(readBrandId());
  const urlLanguage = languageFromUrl(window.location.search);
  // Only a language we have is remembered; any other is tried once (and falls back to English).
  if (urlLanguage && isAvailableLocale(urlLanguage)) storeLanguage(urlLanguage);
  const queryClient = createQueryClient();
  // The page says who is signed in (decision 106): no GET /api/auth/session before anything else, and
  // what a signed-in page needs next is asked for at once instead of one after the other.
  const boot = readBootData();
  if (boot) {
    queryClient.setQueryData(SESSION_QUERY_KEY, boot.session);
    setBootAnswers(boot.answers);
    if (boot.session) markNetworkActivity();
  }
  const signedIn = !!boot?.session;
  const { pathname, search } = window.location;
  // `/` lands on the entry path, unless it signs out (app/root-redirect.tsx).
  const landingPage = pathname === '/' && !new URLSearchParams(search).has('logout');
  // Where it lands, when the page brought it (decision 112): the screen, its theme and its code are
  // then known before anything is drawn.
  const landing = landingPage ? bootEntryPath(boot?.answers) : undefined;
  if (signedIn) {
    // The signed-in frame's and the screen's code, fetched beside the language files rather than
    // one after the other behind the session, the entry path and the portal's terms.
    void import('./app/shell/app-layout');
    const entryQuery = entryPathQuery(boot.session?.user.id);
    if (pathname !== '/') preloadScreen(brand, pathname);
    else if (landing) {
      queryClient.setQueryData(entryQuery.queryKey, landing);
      preloadScreen(brand, landing);
    } else if (landingPage)
      void queryClient
        .fetchQuery(entryQuery)
        .then((entry) => preloadScreen(brand, entry))
        .catch(() => undefined);
  }
  // The first frame waits for the language files and, on a portal's page, for the portal's theme.
  const [i18n, initialTheme] = await Promise.all([
    setupI18n(pickLanguage({ url: urlLanguage, brandDefault: brand.defaultLocale })).then((ready) => {
      // The signed-in screens' texts, which they would otherwise ask for once the session is known.
      if (signedIn) void loadFeatureStrings();
      return ready;
    }),
    firstTheme({ brand, pathname: landing ?? pathname, queryClient }),
  ]);
  limitFirstFrame();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App brand={brand} i18n={i18n} queryClient={queryClient} initialTheme={initialTheme} />
    </StrictMode>,
  );
}

void start();
