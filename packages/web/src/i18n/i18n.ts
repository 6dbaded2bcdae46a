import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import enMessages from 'virtual:domain-messages/en';

import { loadFeatures, loadLocale } from './locale-loader';
import enCore from './locales/core/en';

/** The app's i18next instance (one namespace, `translation`). */
export const i18n = i18next.createInstance();

/** A language's public-page texts with the domain's messages under `messages.`. */
function bundle(resources: object, messages: object) {
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
      resources: { en: { translation: bundle(enCore, enMessages) } },
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
  if (featuresWanted) await addFeatures(target);
  await i18n.changeLanguage(target);
  return target;
}

// The signed-in screens' texts: loaded once someone is signed in, then with every language change.
let featuresWanted = false;
const featuresLoading = new Map<string, Promise<void>>();
const featuresLoaded = new Set<string>();
const readyPromises = new Map<string, Promise<void>>();

function addFeatures(lng: string): Promise<void> {
  let loading = featuresLoading.get(lng);
  if (!loading) {
    loading = loadFeatures(lng).then((features) => {
      if (features) i18n.addResourceBundle(lng, 'translation', features, true, true);
      featuresLoaded.add(lng);
    });
    featuresLoading.set(lng, loading);
  }
  return loading;
}

/** True when the signed-in screens' texts of the language shown (and of English) are loaded. */
export function featureStringsReady(): boolean {
  return featuresLoaded.has('en') && featuresLoaded.has(i18n.language || 'en');
}

/**
 * Loads the signed-in screens' texts for the language shown and English (the fallback), and from
 * then on with every language change. The same promise per language, so React can wait on it.
 */
export function loadFeatureStrings(): Promise<void> {
  featuresWanted = true;
  const lng = i18n.language || 'en';
  let ready = readyPromises.get(lng);
  if (!ready) {
    ready = Promise.all([addFeatures('en'), addFeatures(lng)]).then(() => undefined);
    readyPromises.set(lng, ready);
  }
  return ready;
}
