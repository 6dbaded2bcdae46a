type T = (key: string, values?: Record<string, unknown>) => string;

/** §2 'In {thread initiator} thread started at {date}', the date in the reader's language. */
export function threadLine(initiator: { name: string; at: string }, language: string, t: T): string {
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(initiator.at),
  );
  return t('messageCentre.threadLine', { name: initiator.name, date });
}
