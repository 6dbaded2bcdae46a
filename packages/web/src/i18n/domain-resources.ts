import type { Locale } from '@portal/domain';

type Nested = { [key: string]: string | Nested };

/** The domain's messages as they are declared: flat keys, one text per language. */
export type FlatMessages = Record<string, Partial<Record<Locale, string>> & { en: string }>;

/**
 * The domain's flat message keys ('validation.name_required') as a nested tree for one language,
 * so that `t('messages.validation.name_required')` finds them. English fills any gap. The build runs
 * this once per language (vite/domain-messages-plugin.ts), so a page only loads its own language.
 */
export function domainMessagesFor(messages: FlatMessages, locale: Locale): Nested {
  const tree: Nested = {};
  for (const [key, texts] of Object.entries(messages)) {
    const parts = key.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      node = (node[part] ??= {}) as Nested;
    }
    node[parts[parts.length - 1]!] = texts[locale] ?? texts.en;
  }
  return tree;
}
