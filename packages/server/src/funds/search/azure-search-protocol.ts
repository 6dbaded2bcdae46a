import { z } from 'zod';
import { FUND_FACETS, type FundFacet, type FundListQuery } from '@portal/domain';

/**
 * Azure AI Search's Search Documents call (GET form), as the fund-data search service speaks it:
 * `GET {url}/indexes/{index}/docs?api-version=…&search=…&searchFields=name,isin&searchMode=all
 * &$filter=…&$orderby=…&$top=…&$skip=…&$count=true&facet=category,count:100` with an `api-key`
 * header, answering `{"@odata.count", "@search.facets": {field: [{value, count}]}, value: [docs]}`.
 * The index holds one document per fund with the fields below (decision record: fund search).
 */

/** A decimal as the index stores it (Edm.Double, or a string) read back as our decimal string. */
const decimal = z
  .union([z.number().finite(), z.string().regex(/^-?\d+(\.\d+)?$/)])
  .nullish()
  .transform((v) => (v === null || v === undefined ? null : String(v)));
const label = z
  .string()
  .max(200)
  .nullish()
  .transform((v) => v ?? null);

/** One fund document of the index. */
export const fundDocument = z.object({
  isin: z
    .string()
    .regex(/^[A-Za-z]{2}[A-Za-z0-9]{9}[0-9]$/)
    .transform((v) => v.toUpperCase()),
  name: z.string().min(1).max(300),
  fundCode: label,
  groupName: label,
  category: label,
  fundType: label,
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .nullish()
    .transform((v) => v?.toUpperCase() ?? null),
  region: label,
  sector: label,
  esgRating: z
    .number()
    .int()
    .min(0)
    .max(100)
    .nullish()
    .transform((v) => v ?? null),
  size: decimal,
  price: decimal,
  /** Edm.DateTimeOffset or a date: the day is kept. */
  priceDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/)
    .nullish()
    .transform((v) => v?.slice(0, 10) ?? null),
});
export type FundDocument = z.output<typeof fundDocument>;

const facetValue = z.object({
  value: z.union([z.string(), z.number(), z.null()]),
  count: z.number().int().min(0),
});

export const searchAnswer = z.object({
  '@odata.count': z.number().int().min(0).optional(),
  '@search.facets': z.record(z.string(), z.array(facetValue)).optional(),
  value: z.array(fundDocument),
});
export type SearchAnswer = z.output<typeof searchAnswer>;

/** An OData string literal (a quote is doubled). */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

const ISIN = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;

/**
 * The simple-syntax search of our q: each word must start a word of the name or the ISIN (prefix
 * queries, all words), the service's operators taken out of the user's text. A whole ISIN is an
 * equality filter instead, as our own search treats it.
 */
export function searchText(q: string | undefined): { search: string; isin?: string } {
  const trimmed = (q ?? '').trim();
  if (ISIN.test(trimmed.toUpperCase())) return { search: '*', isin: trimmed.toUpperCase() };
  const words = trimmed
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  return { search: words.length ? words.map((w) => `${w}*`).join(' ') : '*' };
}

/** Each facet filter as an OData clause (GBP finds GBX too, as our own search does). */
function facetClauses(query: FundListQuery): Record<FundFacet, string | undefined> {
  return {
    category: query.category ? `category eq ${literal(query.category)}` : undefined,
    currency: query.currency
      ? query.currency === 'GBP'
        ? "search.in(currency, 'GBP|GBX', '|')"
        : `currency eq ${literal(query.currency)}`
      : undefined,
    region: query.region ? `region eq ${literal(query.region)}` : undefined,
  };
}

/**
 * The $filter of a query with every facet filter but `without` (undefined: all of them), the ESG bar,
 * an exact ISIN and, for favourites only, the viewer's favourite ISINs.
 */
export function filterOf(
  query: FundListQuery,
  extra: { isin?: string | undefined; favouriteIsins?: readonly string[] | undefined },
  without?: FundFacet,
): string | undefined {
  const facets = facetClauses(query);
  const clauses = [
    ...FUND_FACETS.filter((f) => f !== without).map((f) => facets[f]),
    query.esgMin !== undefined ? `esgRating ge ${query.esgMin}` : undefined,
    extra.isin ? `isin eq ${literal(extra.isin)}` : undefined,
    extra.favouriteIsins ? `search.in(isin, ${literal(extra.favouriteIsins.join(','))}, ',')` : undefined,
  ].filter((c): c is string => c !== undefined);
  return clauses.length ? clauses.join(' and ') : undefined;
}

export function orderByOf(sort: FundListQuery['sort']): string {
  if (sort === 'size') return 'size desc,name asc';
  if (sort === 'esg') return 'esgRating desc,name asc';
  return 'name asc';
}

/** Most values a facet asks for (the service's default is 10). */
export const FACET_VALUES = 100;
