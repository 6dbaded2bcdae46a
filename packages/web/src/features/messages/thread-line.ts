import { formatDateTime } from '../../ui/format';

type T = (key: string, values?: Record<string, unknown>) => string;

/** §2 'In {thread initiator} thread started at {date}', the date in the reader's language. */
export function threadLine(initiator: { name: string; at: string }, language: string, t: T): string {
  const date = formatDateTime(initiator.at, language);
  return t('messageCentre.threadLine', { name: initiator.name, date });
}
