// The signed-in frame as the server's first paint of the clients overview (decision 116), rendered
// by prerender-public.tsx after a build: for one brand, per theme it offers, language it speaks and
// viewer (staff or client), the app's own top bar and frame (app/shell) with the overview's first
// view (title, headline figures while they load, the invitation to write), laid over the page
// (lib/first-frame.ts), with marks where the server writes, escaped, what it knows of this visitor:
// the portal's name, its address and the user's initials (server web/signed-in-frame.ts).
import Box from '@mui/material/Box';
import { buildPath, hasRoute, type BrandConfig } from '@portal/domain';
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
import { OverviewHead } from '../src/features/clients/overview-head';

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

/** Staff see their clients' count, a client his accounts'. */
type Viewer = 'staff' | 'client';
const VIEWERS: Viewer[] = ['staff', 'client'];

export interface SignedInFrames {
  marks: typeof FRAME_MARKS;
  /** theme id → language → viewer → markup of the whole first frame. */
  frames: Record<string, Record<string, Record<Viewer, string>>>;
}

/**
 * Every first frame of `brand`; `texts` are the bundles per language, merged deep in order as the app
 * does (core/en.ts, then the signed-in features/en.ts).
 */
export async function signedInFrames(
  brand: BrandConfig,
  texts: Partial<Record<string, object[]>>,
): Promise<SignedInFrames> {
  const frames: SignedInFrames['frames'] = {};
  const languages = brand.locales.filter((lng) => texts[lng]);
  for (const lng of languages) {
    const [core, ...more] = texts[lng]!;
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({
      resources: { [lng]: { translation: core! } },
      lng,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    for (const bundle of more) i18n.addResourceBundle(lng, 'translation', bundle, true, true);
    for (const theme of brand.themes) {
      const byViewer = ((frames[theme] ??= {})[lng] = {} as Record<Viewer, string>);
      for (const viewer of VIEWERS)
        byViewer[viewer] = renderToStaticMarkup(
          <BrandProvider brand={brand}>
            <I18nextProvider i18n={i18n}>
              <QueryClientProvider client={new QueryClient()}>
                <MemoryRouter>
                  <PortalThemeProvider brandTheme={theme}>
                    <FirstFrame brand={brand} language={lng} staff={viewer === 'staff'} />
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
function FirstFrame({ brand, language, staff }: { brand: BrandConfig; language: string; staff: boolean }) {
  const messages = hasRoute(brand, 'dashboard-portal-messages')
    ? buildPath(brand, 'dashboard-portal-messages', { portal: FRAME_MARKS.portal })
    : null;
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
        <OverviewHead title={FRAME_MARKS.title} staff={staff} figures={null} messages={messages} />
      </SignedInFrame>
    </Box>
  );
}
