import type { Locale } from '../../brands/types';

/** One area's messages: a flat key ('validation.name_required') and its text in every language. */
export type MessageTable = Record<string, Record<Locale, string>>;
