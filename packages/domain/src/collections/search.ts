/** Most words a grid search uses, and the longest word: enough for a name, bounded for the database. */
export const SEARCH_MAX_WORDS = 5;
export const SEARCH_MAX_WORD_LENGTH = 50;

/**
 * The words of a grid search (§2 "search box"), lower-case, each keeping only letters, digits and
 * the characters of an e-mail address (@ . _ -). The server matches every word as the start of a
 * word in the collection's search fields. Empty when nothing searchable is left.
 */
export function searchWords(query: string | undefined | null): string[] {
  if (!query) return [];
  return query
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}@._-]/gu, '').slice(0, SEARCH_MAX_WORD_LENGTH))
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, SEARCH_MAX_WORDS);
}
