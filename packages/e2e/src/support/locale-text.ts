import type { Locale } from '@portal/domain';
import { domainMessages } from '@portal/domain';
import en from '../../../web/src/i18n/locales/en';
import el from '../../../web/src/i18n/locales/el';
import is from '../../../web/src/i18n/locales/is';

const resources = { en, el, is } as const;

/** The web's own text for a key in a language, so e2e checks follow the translations. */
export function webText(locale: Locale, key: string): string {
  if (key.startsWith('messages.')) {
    const entry = domainMessages[key.slice('messages.'.length) as keyof typeof domainMessages];
    if (!entry) throw new Error(`No domain message ${key}`);
    return entry[locale];
  }
  let node: unknown = resources[locale];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No web text ${key} in ${locale}`);
  return node;
}
