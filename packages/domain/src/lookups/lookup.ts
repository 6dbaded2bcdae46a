import { z } from 'zod';
import { LOOKUP_DESCRIPTION_MAX } from '../constants';
import { invalidInput } from '../schemas/common';

/**
 * Lookup lists (§7 "a public API list for lookup text fields", §9 lookup description 60): a text
 * field whose value is chosen from a named list. Each entry is a value (the stored code) and a
 * description of at most 60 characters. The server answers from its local lists or a public API.
 */
export const LOOKUP_LISTS = ['countries', 'currencies'] as const;
export type LookupListName = (typeof LOOKUP_LISTS)[number];

export interface LookupEntry {
  value: string;
  description: string;
}

/** The shape of a list's value: ISO 3166-1 alpha-2 for countries, ISO 4217 for currencies. */
export const LOOKUP_VALUE_PATTERNS: Record<LookupListName, RegExp> = {
  countries: /^[A-Z]{2}$/,
  currencies: /^[A-Z]{3}$/,
};

/** Most entries one answer may hold, and the default. */
export const LOOKUP_LIMIT_MAX = 100;
export const LOOKUP_LIMIT_DEFAULT = 20;

export const lookupEntrySchema = z.object({
  value: z.string().min(1).max(LOOKUP_DESCRIPTION_MAX),
  description: z.string().max(LOOKUP_DESCRIPTION_MAX),
});

export const lookupParamsSchema = z.object({ list: z.enum(LOOKUP_LISTS, invalidInput) });

export const lookupQuerySchema = z.object({
  q: z.string(invalidInput).trim().max(LOOKUP_DESCRIPTION_MAX, invalidInput).default(''),
  limit: z.coerce
    .number(invalidInput)
    .int(invalidInput)
    .min(1, invalidInput)
    .max(LOOKUP_LIMIT_MAX, invalidInput)
    .default(LOOKUP_LIMIT_DEFAULT),
});
export type LookupQuery = z.infer<typeof lookupQuerySchema>;

export const lookupAnswerSchema = z.object({ entries: z.array(lookupEntrySchema) });
export type LookupAnswer = z.infer<typeof lookupAnswerSchema>;

/** Lower case without accents ('Ísland' → 'island'), so matching ignores both. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A description cut to the §9 limit (a remote list's names may be longer). */
export function lookupDescription(text: string): string {
  return text.length > LOOKUP_DESCRIPTION_MAX ? text.slice(0, LOOKUP_DESCRIPTION_MAX) : text;
}

/**
 * The entries matching `q`: the value or the description starts with it, or one of the
 * description's words does (case- and accent-insensitive). Prefix matches of the value come
 * first, then of the description, then word matches; at most `limit`. An empty q lists the start.
 */
export function matchLookup(entries: readonly LookupEntry[], q: string, limit: number): LookupEntry[] {
  const needle = foldText(q.trim());
  if (!needle) return entries.slice(0, limit);
  const rank = (entry: LookupEntry) => {
    const description = foldText(entry.description);
    if (foldText(entry.value).startsWith(needle)) return 0;
    if (description.startsWith(needle)) return 1;
    if (description.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(needle))) return 2;
    return 3;
  };
  return entries
    .map((entry, index) => ({ entry, index, rank: rank(entry) }))
    .filter((ranked) => ranked.rank < 3)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map((ranked) => ranked.entry);
}
