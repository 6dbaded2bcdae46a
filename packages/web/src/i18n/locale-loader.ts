import type { Locale } from '@portal/domain';

import type { LocaleResources } from './locales/en';

type LocaleModule = { default: LocaleResources };

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
export async function loadLocale(lng: string): Promise<LocaleResources | null> {
  const loader = loaders[`./locales/${lng}.ts`];
  if (!loader) {
    // eslint-disable-next-line no-console -- §8: the missing locale is only logged, the user sees English
    console.warn(`Cannot find module './locales/${lng}'`);
    return null;
  }
  return (await loader()).default;
}
