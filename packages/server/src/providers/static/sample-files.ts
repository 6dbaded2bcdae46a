import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  accountFeedSchema,
  chargesFeedSchema,
  fxFeedSchema,
  holdingFeedSchema,
  portfolioFeedSchema,
  riskComparisonSchema,
  sectionReportSchema,
  transactionFeedSchema,
} from '@portal/domain';

/**
 * The files of §7's static variant, relative to the sample folder. Keys (external ids, ISINs, fund
 * codes) become file names, so the loader takes only names made of the characters an id needs.
 */
export const SAMPLE_PATHS = {
  clients: 'clients.json',
  accounts: 'accounts.json',
  dates: 'dates.json',
  docs: 'docs.json',
  team: 'team.json',
  funds: 'funds.json',
  fundDocs: 'fund-docs.json',
  riskComparison: 'riskComparisonData.json',
  site: 'site.json',
  sitemap: 'reports/sitemap.json',
  account: (id: string) => `Accounts/${id}.json`,
  subscription: (id: string) => `Subscriptions/${id}.json`,
  fund: (fundCode: string) => `fund/${fundCode}.json`,
  fundData: (isin: string) => `fund-data/${isin}.json`,
  portfolio: (id: string) => `portfolio/${id}.json`,
  performance: (id: string) => `${id}/all.json`,
  clientReport: (id: string) => `reports/client-${id}.json`,
  section: (name: string) => `reports/${name}.json`,
} as const;

/** The per-section reports the sitemap lists: the book grouped each of these ways. */
export const REPORT_SECTIONS = ['portfolio-types', 'risk-levels', 'asset-classes', 'regions'] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

/** `reports/client-{id}.json`: an account's value and portfolios (§7). */
export const clientReportSchema = z.object({ value: z.string(), portfolios: z.array(portfolioFeedSchema) });
/** `portfolio/{id}.json`: value, currency, accounts (§7), and the feeds the screens value it from. */
export const samplePortfolioSchema = z.object({
  value: z.string(),
  currency: z.string(),
  accounts: z.array(z.string()),
  holdings: z.array(holdingFeedSchema),
  fx: z.array(fxFeedSchema),
  transactions: z.array(transactionFeedSchema),
  charges: chargesFeedSchema.omit({ portfolioId: true }),
});
export const clientsSchema = z.array(accountFeedSchema);
/** `accounts.json`: every account with the keys of its portfolios. */
export const accountsSchema = z.array(accountFeedSchema.extend({ portfolios: z.array(z.string()) }));
/** `docs.json`: the portal-wide library (factsheets, forms…); never an account's own documents. */
export const docsSchema = z.array(
  z.object({
    id: z.string(),
    portalId: z.string(),
    name: z.string(),
    type: z.string(),
    fileName: z.string(),
    isin: z.string().nullable(),
    date: z.string(),
  }),
);
/** `fund-docs.json`: the documents of funds (factsheets, KIIDs), by the fund's ISIN. */
export const fundDocsSchema = z.array(
  z.object({ id: z.string(), isin: z.string(), name: z.string(), type: z.string(), fileName: z.string() }),
);
/** `team.json`: the site's team members and the portals' advisors. */
export const teamSchema = z.array(
  z.object({
    id: z.string(),
    portalId: z.string(),
    name: z.string(),
    title: z.string().nullable(),
    role: z.enum(['team', 'advisor']),
  }),
);
const nullableText = z.string().nullable();
/** `funds.json`: the explorer's fund universe. */
export const fundsSchema = z.array(
  z.object({
    isin: z.string(),
    name: z.string(),
    fundCode: nullableText,
    groupName: nullableText,
    assetClass: nullableText,
    fundType: nullableText,
    currency: nullableText,
    region: nullableText,
    sector: nullableText,
    esgRating: z.number().nullable(),
    size: nullableText,
    price: nullableText,
    priceDate: nullableText,
  }),
);
/** `fund-data/{isin}.json`: §7 fund by ISIN: price, currency, size, change1d…changeYtd, fundCode, fundName. */
export const fundDataSchema = z.object({
  price: nullableText,
  currency: nullableText,
  size: nullableText,
  change1d: nullableText,
  change1m: nullableText,
  change3m: nullableText,
  changeYtd: nullableText,
  change1y: nullableText,
  change3y: nullableText,
  change5y: nullableText,
  fundCode: nullableText,
  fundName: z.string(),
});
/** `fund/{fundCode}.json`: §7 performance by fund code: data.entries (month-end closes) and data.oldest. */
export const fundPerformanceSchema = z.object({
  data: z.object({
    entries: z.array(z.object({ date: z.string(), price: z.string() })),
    oldest: z.object({ y: z.number().int(), m: z.number().int(), d: z.number().int() }).nullable(),
  }),
});
/** `Subscriptions/{id}.json`: a plan's limits (§3 Subscription). */
export const subscriptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  accountsLimit: z.number().int(),
  advisorsLimit: z.number().int(),
});
/** `site.json`: what the samples are of; `source` fingerprints the database they were written from. */
export const siteSchema = z.object({
  brand: z.string(),
  source: z.string(),
  asOf: z.string().nullable(),
  portals: z.array(z.object({ id: z.string(), name: z.string(), subscription: z.string().nullable() })),
});
/** `reports/sitemap.json`: every report file: each client's and each section's. */
export const sitemapSchema = z.object({
  clients: z.array(z.object({ id: z.string(), name: z.string(), path: z.string() })),
  sections: z.array(z.object({ section: z.enum(REPORT_SECTIONS), path: z.string() })),
});
export { riskComparisonSchema, sectionReportSchema };

const SAFE_PATH = /^[\w.-]+(\/[\w.-]+)*\.json$/;

/** True when `file` is a name the loader reads: an id's characters, no way out of the folder. */
export function isSamplePath(file: string): boolean {
  return SAFE_PATH.test(file) && !file.split('/').some((part) => part === '..' || part === '.');
}

/** Reads sample files once each (they do not change while the server runs); null when absent. */
export function sampleLoader(dir: string) {
  const cache = new Map<string, Promise<unknown>>();
  return function load<T>(file: string, schema: z.ZodType<T>): Promise<T | null> {
    if (!isSamplePath(file)) return Promise.resolve(null);
    let entry = cache.get(file);
    if (!entry) {
      entry = readFile(path.join(dir, file), 'utf8').then(
        (text) => schema.parse(JSON.parse(text)),
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return null;
          throw error;
        },
      );
      cache.set(file, entry);
    }
    return entry as Promise<T | null>;
  };
}
