/**
 * The theme each portal was last drawn in, kept in this browser so that the next visit paints in it
 * from the first frame (a Dark portal must not open in the brand's light theme and then turn dark).
 * Kept a month, as §9 keeps the theme cookie; that cookie itself is the admin bar's own choice
 * (features/admin/menu), which a portal's theme must not overwrite.
 */
const STORAGE_KEY = 'portal.themes';
/** §9: the theme cookie lives a month. */
export const REMEMBER_THEME_MS = 30 * 24 * 60 * 60 * 1000;
/** Enough for anyone's portals; the least recently seen go first. */
const MAX_PORTALS = 20;

type Remembered = Record<string, { theme: string; at: number }>;

function read(): Remembered {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Remembered) : {};
  } catch {
    // Storage refused (private mode) or garbled: nothing is remembered.
    return {};
  }
}

/** The theme `portalId` was last drawn in, if within a month; null otherwise. */
export function rememberedTheme(portalId: string, now = Date.now()): string | null {
  const entry = read()[portalId];
  return entry && typeof entry.theme === 'string' && now - entry.at < REMEMBER_THEME_MS ? entry.theme : null;
}

/** Remembers the theme `portalId` is drawn in (a no-op when it is already remembered and fresh). */
export function rememberTheme(portalId: string, theme: string, now = Date.now()): void {
  const all = read();
  const previous = all[portalId];
  // Rewritten once a day at most while unchanged, not on every screen.
  if (previous?.theme === theme && now - previous.at < 24 * 60 * 60 * 1000) return;
  all[portalId] = { theme, at: now };
  const kept = Object.entries(all)
    .filter(([, entry]) => now - entry.at < REMEMBER_THEME_MS)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_PORTALS);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage refused: the next visit starts from the brand theme and waits for the portal.
  }
}
