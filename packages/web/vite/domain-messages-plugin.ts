import type { Plugin } from 'vite';

import { domainMessages } from '../../domain/src/i18n/messages';
import { domainMessagesFor } from '../src/i18n/domain-resources';

const PREFIX = 'virtual:domain-messages/';

/**
 * `import messages from 'virtual:domain-messages/el'`: the domain's messages (validation, errors,
 * results) in one language, as a nested tree. Declared in all languages side by side in the domain,
 * they would otherwise reach every page in all three, inflating the sign-in page's JavaScript.
 * The plugin reads the declarations when Vite starts (restart `npm run dev` after changing them).
 */
export function domainMessagesPlugin(): Plugin {
  return {
    name: 'portal-domain-messages',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const locale = id.slice(PREFIX.length + 1) as Parameters<typeof domainMessagesFor>[1];
      return `export default ${JSON.stringify(domainMessagesFor(domainMessages, locale))};`;
    },
  };
}
