import { isProfessionalRole, roleOfUser, userInitials, type BrandConfig } from '@portal/domain';
import { escapeHtml } from '../mail/templates/layout';
import { overviewListPath, portalApiPath } from './boot-answers';

/** The build's signed-in first frames of a brand (web vite/prerender-signed-in.tsx). */
export interface SignedInFrames {
  /** The marks the server replaces: the portal's name, its id in the address, the user's initials. */
  marks: { title: string; portal: string; initials: string };
  /** theme id → language → viewer (staff see clients, a client his accounts) → the frame's markup. */
  frames: Record<string, Record<string, Record<'staff' | 'client', string>>>;
}

interface SignedInBoot {
  session?: {
    user?: {
      name?: string | null;
      email?: string;
      userLanguage?: string | null;
      isAdmin?: boolean;
      isProfessional?: boolean;
    };
  } | null;
  answers?: Record<string, unknown>;
}

const OVERVIEW = /^\/dashboard\/([^/?#]+)\/?$/;

/**
 * The first paint of a signed-in page (decision 116): the signed-in frame with the clients overview's
 * first view (its title, the portal's name; the headline figures loading; the invitation to write), drawn from the HTML before any script, in the portal's theme and the
 * user's language, for the app to cover with its own at the same size and place. Only where the page
 * carries the overview's first answers (boot-answers.ts: the overview with no filter, the terms not
 * due, so no figure the gate would hold), the portal, its menu (the frame leaves the menu's room)
 * and no preview (whose banner would push the title down). Everything written in is escaped; the
 * portal's name and the user's initials are this visitor's own answers.
 */
export function signedInFrame(
  built: SignedInFrames | undefined,
  brand: BrandConfig,
  landing: string,
  boot: SignedInBoot,
): { html: string; lang: string } | undefined {
  const match = OVERVIEW.exec(landing);
  const user = boot.session?.user;
  if (!built || !match || !user?.email) return undefined;
  let portalId: string;
  try {
    portalId = decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
  const answers = boot.answers ?? {};
  const portal = answers[portalApiPath(portalId)] as { name?: unknown; theme?: unknown } | undefined;
  const menu = answers[`${portalApiPath(portalId)}/navigation`] as { items?: unknown[] } | undefined;
  const preview = answers['/me/preview'] as { preview?: unknown } | undefined;
  if (
    answers[overviewListPath(portalId)] === undefined ||
    typeof portal?.name !== 'string' ||
    !menu?.items?.length ||
    preview?.preview !== null
  )
    return undefined;
  // The app's choice (web choose-theme.ts): the portal's theme when the brand offers it (the build
  // drew exactly those), else the brand's.
  const byLanguage = built.frames[String(portal.theme)] ?? built.frames[brand.defaultTheme];
  if (!byLanguage) return undefined;
  const lang = [user.userLanguage, brand.defaultLocale].find((lng) => lng && byLanguage[lng]);
  if (!lang) return undefined;
  // Replaced by functions: a replacement string would read `$&` or `$'` in a name as patterns.
  const title = escapeHtml(portal.name);
  const home = escapeHtml(encodeURIComponent(portalId));
  const initials = escapeHtml(userInitials({ name: user.name, email: user.email }));
  const viewer = isProfessionalRole(roleOfUser(user)) ? 'staff' : 'client';
  const html = byLanguage[lang]![viewer].replaceAll(built.marks.title, () => title)
    .replaceAll(built.marks.portal, () => home)
    .replaceAll(built.marks.initials, () => initials);
  return { html, lang };
}
