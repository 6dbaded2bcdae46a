import {
  SAMPLE_PATHS,
  accountsSchema,
  clientsSchema,
  docsSchema,
  fundDataSchema,
  fundDocsSchema,
  fundPerformanceSchema,
  fundsSchema,
  riskComparisonSchema,
  sampleLoader,
  sectionReportSchema,
  siteSchema,
  sitemapSchema,
  subscriptionSchema,
  teamSchema,
  type ReportSection,
} from './sample-files';

/**
 * The static variant's files beyond the portfolio feeds (§7): the site, its reports, the library,
 * the team, the fund universe and the risk comparison. Lists are empty and single files null when
 * the sample folder does not have them.
 */
export function createStaticCatalogue(dir: string) {
  const load = sampleLoader(dir);
  const list = async <T>(file: string, schema: Parameters<typeof load<T[]>>[1]) =>
    (await load(file, schema)) ?? [];
  return {
    site: () => load(SAMPLE_PATHS.site, siteSchema),
    sitemap: () => load(SAMPLE_PATHS.sitemap, sitemapSchema),
    section: (name: ReportSection) => load(SAMPLE_PATHS.section(name), sectionReportSchema),
    clients: () => list(SAMPLE_PATHS.clients, clientsSchema),
    accounts: () => list(SAMPLE_PATHS.accounts, accountsSchema),
    subscription: (id: string) => load(SAMPLE_PATHS.subscription(id), subscriptionSchema),
    docs: () => list(SAMPLE_PATHS.docs, docsSchema),
    team: () => list(SAMPLE_PATHS.team, teamSchema),
    funds: () => list(SAMPLE_PATHS.funds, fundsSchema),
    fundData: (isin: string) => load(SAMPLE_PATHS.fundData(isin), fundDataSchema),
    fundPerformance: (fundCode: string) => load(SAMPLE_PATHS.fund(fundCode), fundPerformanceSchema),
    fundDocs: async (isin?: string) =>
      (await list(SAMPLE_PATHS.fundDocs, fundDocsSchema)).filter((d) => !isin || d.isin === isin),
    riskComparison: () => load(SAMPLE_PATHS.riskComparison, riskComparisonSchema),
  };
}
export type StaticCatalogue = ReturnType<typeof createStaticCatalogue>;
