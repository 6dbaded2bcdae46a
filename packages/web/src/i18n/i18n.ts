import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import enMessages from 'virtual:domain-messages/en';

import { loadLocale } from './locale-loader';
import en from './locales/en';
import type { LocaleResources } from './locales/en';

/** The app's i18next instance (one namespace, `translation`). */
export const i18n = i18next.createInstance();

/** A language's UI texts with the domain's messages under `messages.`. */
function bundle(resources: LocaleResources, messages: object) {
  return { ...resources, messages };
}

function syncDocumentLanguage(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/** Initialises i18next with English and then switches to `language` (loading its file). */
export async function setupI18n(language: string): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', syncDocumentLanguage);
    await i18n.use(initReactI18next).init({
      resources: { en: { translation: bundle(en, enMessages) } },
      lng: 'en',
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      showSupportNotice: false,
    });
    syncDocumentLanguage('en');
  }
  await changeLanguage(language);
  return i18n;
}

/**
 * Switches the language, loading its resources first. A language without a resource file logs
 * 'Cannot find module' and the user sees English. Resolves to the language actually shown.
 */
export async function changeLanguage(lng: string): Promise<string> {
  let target = lng;
  if (lng !== 'en' && !i18n.hasResourceBundle(lng, 'translation')) {
    const loaded = await loadLocale(lng);
    if (loaded) i18n.addResourceBundle(lng, 'translation', bundle(loaded.resources, loaded.messages));
    else target = 'en';
  }
  await i18n.changeLanguage(target);
  return target;
}
