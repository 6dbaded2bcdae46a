import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { portals } from './schema/index';

/**
 * Ordering and phone-book letters by the portal's language (decision 55). Migration 0010 creates
 * the collations portal_en, portal_el and portal_is on both databases; the language is read in the
 * statement itself (one scalar subquery on the portal), so a repository needs no extra round trip.
 */

/** The portal's interface language as SQL text ('' when unset, which orders as English). */
export function portalLanguageOf(portalId: string | SQL): SQL {
  return sql`(select coalesce(${portals.portalLanguage}, '') from ${portals} where ${portals.id} = ${portalId})`;
}

/**
 * ORDER BY keys for a name in the language's collation: Icelandic and Greek keys are null for
 * other languages, so only the portal's own collation decides; English (ICU en-GB) then breaks ties.
 */
export function collated(column: AnyPgColumn | SQL, language: SQL): SQL[] {
  return [
    sql`(case when ${language} like 'is%' then ${column} end) collate portal_is`,
    sql`(case when ${language} like 'el%' then ${column} end) collate portal_el`,
    sql`${column} collate portal_en`,
  ];
}

const COLLATION_OF = {
  en: sql.raw('portal_en'),
  el: sql.raw('portal_el'),
  is: sql.raw('portal_is'),
} as const;

/**
 * A text in one language's collation, the language known before the statement (a reader's):
 * plain `x collate portal_is`, which an index on (…, x collate portal_is, …) serves in order.
 */
export function inCollationOf(column: AnyPgColumn | SQL, language: keyof typeof COLLATION_OF): SQL {
  return sql`${column} collate ${COLLATION_OF[language]}`;
}

/** The Icelandic letters that carry a mark and are letters of their own (not A, E, … with an accent). */
const ICELANDIC_OWN = ['Á', 'Ð', 'É', 'Í', 'Ó', 'Ú', 'Ý', 'Þ', 'Æ', 'Ö'];

/**
 * The phone-book letter of a text in SQL, as the domain's phoneBookLetter writes it: the first
 * character upper case, kept when it is a letter of the language's alphabet ('Á' in Icelandic),
 * else without its accents ('Émile' → 'E', 'Άννα' → 'Α'); '#' when it is not a letter.
 */
export function phoneBookInitial(text: AnyPgColumn | SQL, language: SQL): SQL<string> {
  const first = sql`left(btrim(${text}), 1)`;
  const own = sql`(case when ${language} like 'is%' then array[${sql.join(
    ICELANDIC_OWN.map((letter) => sql`${letter}`),
    sql`, `,
  )}]::text[] else '{}'::text[] end)`;
  return sql<string>`(case when ${first} !~ '^[[:alpha:]]' then '#' when upper(${first}) = any(${own}) then upper(${first}) else upper(left(normalize(${first}, NFD), 1)) end)`;
}
