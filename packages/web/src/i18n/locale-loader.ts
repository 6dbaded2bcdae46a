import type { Locale } from '@portal/domain';

import type { CoreResources } from './locales/core/en';
import type { FeatureResources } from './locales/features/en';

type Nested = { [key: string]: string | Nested };

/** A language's public-page texts and its domain messages, loaded together. */
export interface LoadedLocale {
  resources: CoreResources;
  messages: Nested;
}

// English core is bundled with the entry; every other language's core, and every language's
// signed-in screens (features), are chunks loaded on demand.
const coreLoaders = import.meta.glob<{ default: CoreResources }>([
  './locales/core/*.ts',
  '!./locales/core/en.ts',
]);
const featureLoaders = import.meta.glob<{ default: FeatureResources }>('./locales/features/*.ts');

/**
 * The domain's messages per language other than English (vite/domain-messages-plugin.ts). A
 * virtual module cannot be globbed, so each language is named; a test checks none is missing.
 */
export const domainMessageLoaders: Record<string, () => Promise<{ default: Nested }>> = {
  el: () => import('virtual:domain-messages/el'),
  is: () => import('virtual:domain-messages/is'),
};

/** Languages that have a resource file. */
export const AVAILABLE_LOCALES: readonly string[] = [
  'en',
  ...Object.keys(coreLoaders).map((path) => path.replace(/^\.\/locales\/core\/(.+)\.ts$/, '$1')),
];

export function isAvailableLocale(lng: string): lng is Locale {
  return AVAILABLE_LOCALES.includes(lng);
}

/**
 * The public-page resources of a language other than English, or null when there is no such file.
 * A missing file is logged as the §8 'Cannot find module' message and the caller falls back to English.
 */
export async function loadLocale(lng: string): Promise<LoadedLocale | null> {
  const loader = coreLoaders[`./locales/core/${lng}.ts`];
  const messagesLoader = domainMessageLoaders[lng];
  if (!loader || !messagesLoader) {
    // eslint-disable-next-line no-console -- §8: the missing locale is only logged, the user sees English
    console.warn(`Cannot find module './locales/${lng}'`);
    return null;
  }
  const [resources, messages] = await Promise.all([loader(), messagesLoader()]);
  return { resources: resources.default, messages: messages.default };
}

/** The signed-in screens' texts of a language, or null when it has none. */
export async function loadFeatures(lng: string): Promise<FeatureResources | null> {
  const loader = featureLoaders[`./locales/features/${lng}.ts`];
  return loader ? (await loader()).default : null;
}
