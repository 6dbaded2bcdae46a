import { domainMessages, type Locale } from '@portal/domain';

type Nested = { [key: string]: string | Nested };

/**
 * The domain's flat message keys ('validation.name_required') as a nested tree for one language,
 * so that `t('messages.validation.name_required')` finds them. English fills any gap.
 */
export function domainMessagesFor(locale: Locale): Nested {
  const tree: Nested = {};
  for (const [key, texts] of Object.entries(domainMessages)) {
    const byLocale = texts as Record<Locale, string>;
    const parts = key.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      node = (node[part] ??= {}) as Nested;
    }
    node[parts[parts.length - 1]!] = byLocale[locale] ?? byLocale.en;
  }
  return tree;
}
