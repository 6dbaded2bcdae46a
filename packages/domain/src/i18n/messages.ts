import type { Locale } from '../brands/types';
import { adminMessages } from './messages/admin';
import { authMessages } from './messages/auth';
import { commonMessages } from './messages/common';
import { dataProcessesMessages } from './messages/data-processes';
import { formsMessages } from './messages/forms';
import { jobsMessages } from './messages/jobs';
import { libraryMessages } from './messages/library';
import { marketDataMessages } from './messages/market-data';
import { portfolioMessages } from './messages/portfolio';
import { publicContactMessages } from './messages/public-contact';
import { publicSiteMessages } from './messages/public-site';
import { publicSiteShellMessages } from './messages/public-site-shell';
import { reportsMessages } from './messages/reports';
import type { MessageTable } from './messages/table';

/**
 * Messages that the domain and the server produce (validation §5, errors §8, results §8), in every
 * language. Zod schemas carry the key as their message; the server answers with the text in the
 * caller's language and the web merges these into its i18next resources under `messages.`.
 * Each area declares its own in `messages/<area>.ts`; a key belongs to exactly one area.
 */
export const domainMessages = {
  ...commonMessages,
  ...authMessages,
  ...adminMessages,
  ...portfolioMessages,
  ...libraryMessages,
  ...formsMessages,
  ...dataProcessesMessages,
  ...jobsMessages,
  ...marketDataMessages,
  ...reportsMessages,
  ...publicSiteMessages,
  ...publicContactMessages,
  ...publicSiteShellMessages,
} as const satisfies MessageTable;

export type MessageKey = keyof typeof domainMessages;

/** The text of a message in a language, with `{{name}}` placeholders filled. English is the fallback. */
export function translateMessage(
  key: MessageKey,
  locale: Locale = 'en',
  values: Record<string, string | number> = {},
): string {
  const entry = domainMessages[key];
  const text: string = entry[locale] ?? entry.en;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(domainMessages, value);
}
