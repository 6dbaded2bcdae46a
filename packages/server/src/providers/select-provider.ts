import type { BrandConfig } from '@portal/domain';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createApiSource, createPartnersSource } from './api/api-source';
import { createGreekCustodianSource } from './api/greek-custodian';
import { createHttpClient, type HttpClientOptions } from './api/http-client';
import { createPartnersDocuments } from './api/partners-documents';
import { createPrivateEquitySource } from './api/private-equity-source';
import { DATA_API_QUERY } from './api/data-api-paths';
import { createDatabaseSource } from './database/database-source';
import { ProviderError } from './errors';
import type { FeedSource } from './feeds';
import { providerOver, todayIso } from './provider';
import { createStaticSource, SAMPLES_DIR } from './static/static-source';
import type { DataProvider } from './types';

/** The database provider over our tables, keyed by our ids (the portal's routes). */
export function databaseProvider(db: Database, today: () => string = todayIso): DataProvider {
  const source = createDatabaseSource(db, { keys: 'internal' });
  return providerOver('database', source, {
    today,
    returnHistory: (symbols) => source.returnHistory(symbols, today()),
    priceHistory: (symbol) => source.priceHistory(symbol, today()),
    rateHistory: (from, to) => source.rateHistory(from, to, today()),
  });
}

export function staticProvider(dir: string = SAMPLES_DIR, today: () => string = todayIso): DataProvider {
  return providerOver('static', createStaticSource(dir), { today });
}

/** Which HTTP source an `api` brand reads: the §7 Data API, the partners' paths, or the Greek custodian. */
export type ApiVariant = 'standard' | 'partners' | 'greek';

export function apiVariantOf(brand: BrandConfig): ApiVariant {
  return brand.id === 'partners' ? 'partners' : brand.id === 'greek' ? 'greek' : 'standard';
}

export function apiProvider(
  client: HttpClientOptions,
  variant: ApiVariant = 'standard',
  today: () => string = todayIso,
  /** The partners' private-equity host (DATA_API_PE_URL); partners variant only. */
  privateEquity?: HttpClientOptions,
): DataProvider {
  const http = createHttpClient({
    ...client,
    // §7: every Data API call carries the platform-securities flag; the custodian has its own parameters.
    defaultQuery: variant === 'greek' ? {} : { [DATA_API_QUERY.platformSecurities]: 'true' },
  });
  const source: FeedSource =
    variant === 'partners'
      ? createPartnersSource(http, today)
      : variant === 'greek'
        ? createGreekCustodianSource(http, today)
        : createApiSource(http);
  const provider = providerOver('api', source, { today });
  if (variant !== 'partners') return provider;
  const pe = privateEquity
    ? createHttpClient({ ...privateEquity, defaultQuery: { [DATA_API_QUERY.platformSecurities]: 'true' } })
    : undefined;
  return {
    ...provider,
    documents: createPartnersDocuments(http),
    ...(pe ? { privateEquity: createPrivateEquitySource(pe) } : {}),
  };
}

/** A source that fails every call: an `api` brand without DATA_API_URL (accounts load with the §4 error flag). */
function unconfigured(): FeedSource {
  const fail = async (): Promise<never> => {
    throw new ProviderError('errors.network', 'DATA_API_URL is not set');
  };
  return {
    account: fail,
    portfolios: fail,
    holdings: fail,
    dates: fail,
    transactions: fail,
    performance: fail,
    charges: fail,
    transactionCosts: fail,
  };
}

/**
 * The brand's provider (§1 data-provider modes): its `dataProvider` mode picks the implementation,
 * unless DATA_PROVIDER overrides it.
 */
export function providerForBrand(brand: BrandConfig, config: Config, db: Database): DataProvider {
  switch (config.dataProvider ?? brand.dataProvider) {
    case 'database':
      return databaseProvider(db);
    case 'static':
      return staticProvider(config.staticSamples.dir);
    case 'api':
      return config.dataApi.url
        ? apiProvider(
            {
              baseUrl: config.dataApi.url,
              token: config.dataApi.token,
              timeoutMs: config.dataApi.timeoutMs,
              retries: config.dataApi.retries,
            },
            apiVariantOf(brand),
            todayIso,
            config.dataApi.privateEquityUrl
              ? {
                  baseUrl: config.dataApi.privateEquityUrl,
                  token: config.dataApi.privateEquityToken ?? config.dataApi.token,
                  timeoutMs: config.dataApi.timeoutMs,
                  retries: config.dataApi.retries,
                }
              : undefined,
          )
        : providerOver('api', unconfigured());
  }
}
