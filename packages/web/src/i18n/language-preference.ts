import type { Locale } from '@portal/domain';

export const LANGUAGE_STORAGE_KEY = 'portal.language';

/** The language chosen earlier on this device, if any. */
export function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Remembers an explicit choice (selector or `?lng=`) on this device. */
export function storeLanguage(lng: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Storage may be disabled (private mode); the choice then lasts for this page only.
  }
}

interface LanguageSources {
  /** `?lng=` on the URL. */
  url?: string | null;
  /** The signed-in user's profile language (userLanguage). */
  userLanguage?: string | null;
  brandDefault: Locale;
}

/**
 * The language to show: an explicit choice on the URL, then one made earlier on this device with
 * the selector, then the signed-in user's userLanguage, then the brand's default locale.
 */
export function pickLanguage({ url, userLanguage, brandDefault }: LanguageSources): string {
  return url || readStoredLanguage() || userLanguage || brandDefault;
}

export function languageFromUrl(search: string): string | null {
  return new URLSearchParams(search).get('lng');
}
