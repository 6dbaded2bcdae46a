// The signed-in frame as the server's first paint of the clients overview (decision 113), rendered
// by prerender-public.tsx after a build: for one brand, per theme it offers and language it speaks,
// the app's own top bar and frame (app/shell) with the screen's title, laid over the page
// (lib/first-frame.ts), with marks where the server writes, escaped, what it knows of this visitor:
// the portal's name, its address and the user's initials (server web/signed-in-frame.ts).
import Box from '@mui/material/Box';
import { type BrandConfig } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';

import { SignedInFrame } from '../src/app/shell/signed-in-frame';
import { TopBar } from '../src/app/shell/top-bar';
import { BrandProvider } from '../src/lib/brand-context';
import { FIRST_FRAME_ID } from '../src/lib/first-frame';
import { PortalThemeProvider } from '../src/themes/portal-theme-provider';
import { ScreenTitle } from '../src/ui/screen-title';

/** What the server replaces in a frame (each once or more, always escaped for HTML). */
export const FRAME_MARKS = {
  /** The portal's name: the overview's title. */
  title: '%FRAME_TITLE%',
  /** The portal's id as it stands in its address (`/dashboard/<id>`), URI-encoded. */
  portal: '__FRAME_PORTAL__',
  /**
   * The user's initials (domain userInitials). Two private-use characters: the account menu makes
   * initials of the user's name, and these stay as they are.
   */
  initials: '\uE000\uE001',
};

export interface SignedInFrames {
  marks: typeof FRAME_MARKS;
  /** theme id → language → markup of the whole first frame. */
  frames: Record<string, Record<string, string>>;
}

/** Every first frame of `brand`; `texts` are the core texts per language (core/en.ts …). */
export async function signedInFrames(
  brand: BrandConfig,
  texts: Partial<Record<string, object>>,
): Promise<SignedInFrames> {
  const frames: SignedInFrames['frames'] = {};
  const languages = brand.locales.filter((lng) => texts[lng]);
  for (const lng of languages) {
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({
      resources: { [lng]: { translation: texts[lng]! } },
      lng,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    for (const theme of brand.themes) {
      (frames[theme] ??= {})[lng] = renderToStaticMarkup(
        <BrandProvider brand={brand}>
          <I18nextProvider i18n={i18n}>
            <QueryClientProvider client={new QueryClient()}>
              <MemoryRouter>
                <PortalThemeProvider brandTheme={theme}>
                  <FirstFrame brand={brand} language={lng} />
                </PortalThemeProvider>
              </MemoryRouter>
            </QueryClientProvider>
          </I18nextProvider>
        </BrandProvider>,
      );
    }
  }
  return { marks: FRAME_MARKS, frames };
}

/**
 * Over the page until the app has drawn the screen beneath it (fixed, above the app's bars and
 * dialogs), in the page's background; inert, so neither keys nor assistive technology reach it.
 */
function FirstFrame({ brand, language }: { brand: BrandConfig; language: string }) {
  const user = { id: '', email: '', name: `${FRAME_MARKS.initials[0]} ${FRAME_MARKS.initials[1]}` };
  return (
    <Box
      id={FIRST_FRAME_ID}
      inert
      sx={{ position: 'fixed', inset: 0, zIndex: 2000, overflow: 'hidden', bgcolor: 'background.default' }}
    >
      <SignedInFrame
        topBar={
          <TopBar
            name={brand.displayName}
            homeHref={`/dashboard/${FRAME_MARKS.portal}`}
            user={user}
            language={{ value: language, languages: brand.locales, onChange: () => undefined }}
          />
        }
        hasNav
      >
        <ScreenTitle title={FRAME_MARKS.title} />
      </SignedInFrame>
    </Box>
  );
}
