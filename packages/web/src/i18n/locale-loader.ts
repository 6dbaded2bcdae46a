import type { Locale } from '@portal/domain';

import type { LocaleResources } from './locales/en';

type LocaleModule = { default: LocaleResources };
type Nested = { [key: string]: string | Nested };

/** A language's UI texts and its domain messages, loaded together. */
export interface LoadedLocale {
  resources: LocaleResources;
  messages: Nested;
}

/**
 * The domain's messages per language other than English (vite/domain-messages-plugin.ts). A
 * virtual module cannot be globbed, so each language is named; a test checks none is missing.
 */
export const domainMessageLoaders: Record<string, () => Promise<{ default: Nested }>> = {
  el: () => import('virtual:domain-messages/el'),
  is: () => import('virtual:domain-messages/is'),
};

// English is bundled with the entry; every other language is its own chunk, loaded on demand.
const loaders = import.meta.glob<LocaleModule>(['./locales/*.ts', '!./locales/en.ts']);

/** Languages that have a resource file. */
export const AVAILABLE_LOCALES: readonly string[] = [
  'en',
  ...Object.keys(loaders).map((path) => path.replace(/^\.\/locales\/(.+)\.ts$/, '$1')),
];

export function isAvailableLocale(lng: string): lng is Locale {
  return AVAILABLE_LOCALES.includes(lng);
}

/**
 * The resources of a language other than English, or null when there is no such file. A missing
 * file is logged as the §8 'Cannot find module' message and the caller falls back to English.
 */
export async function loadLocale(lng: string): Promise<LoadedLocale | null> {
  const loader = loaders[`./locales/${lng}.ts`];
  const messagesLoader = domainMessageLoaders[lng];
  if (!loader || !messagesLoader) {
    // eslint-disable-next-line no-console -- §8: the missing locale is only logged, the user sees English
    console.warn(`Cannot find module './locales/${lng}'`);
    return null;
  }
  const [resources, messages] = await Promise.all([loader(), messagesLoader()]);
  return { resources: resources.default, messages: messages.default };
}
