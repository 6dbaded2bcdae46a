import cookie from '@fastify/cookie';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { getBrand, type BrandConfig } from '@portal/domain';
import { registerAccountApi } from './accounts/register-account-api';
import { adminUserRoutes } from './admin/users/admin-user-routes';
import { registerAuth } from './auth/auth-plugin';
import { bootSession } from './auth/boot-session';
import { withSocialSignIn } from './auth/oidc/social-providers';
import { brandRoutes } from './brand/brand-routes';
import { clientDialogRoutes } from './client-dialogs/client-dialog-routes';
import type { Config, TrustProxy } from './config';
import type { DatabaseHandle } from './db/client';
import { watchTableChanges, type TableChanges } from './db/table-changes';
import { entryRoutes } from './entry/entry-routes';
import { registerAnswerEncoding } from './http/answer-encoding';
import { healthRoutes } from './health/health-routes';
import { installAccessRules } from './http/access';
import { registerApiDocs } from './http/api-docs';
import { installErrorHandler, installNotFoundHandler } from './http/errors';
import { generateRequestId, loggerOptions } from './http/logger';
import { timeoutOptions, type HttpTimeouts } from './http/timeouts';
import { registerRateLimit } from './http/rate-limit';
import { registerSecurityHeaders } from './http/security-headers';
import { storableTextValidatorCompiler } from './http/well-formed-input';
import { invitationRoutes } from './invitations/invitation-routes';
import { outboxRoutes } from './mail/outbox-routes';
import { registerPortalApi } from './portals/register-portal-api';
import { registerPortfolioApi } from './portfolios/register-portfolio-api';
import { dataApiRoutes } from './providers/data-api-routes';
import type { DataProvider } from './providers/types';
import { registerReportApi } from './reports/register-report-api';
import { secondFactorGuard } from './portals/second-factor-guard';
import { registerLibraryApi } from './library/register-library-api';
import { registerPortalSettingsApi } from './portals/settings/register-portal-settings-api';
import { registerActivityApi } from './activity/activity-routes';
import { installTracking } from './tracking/tracking-context';
import { registerAnalyticsApi } from './analytics/analytics-routes';
import { registerPreviewApi } from './preview/preview-routes';
import { adminRoutes } from './admin/admin-routes';
import { adminUploadRoutes } from './admin/upload-routes';
import { storageFromConfig } from './storage/index';
import { virusScannerFromConfig } from './storage/virus-scan/virus-scanner';
import { registerFormsApi } from './forms/register-forms-api';
import { registerDataProcessApi } from './data-processes/register-data-process-api';
import { registerMarketDataApi } from './market-data/admin/register-market-data-api';
import { revalueAfterMarketWrite } from './valuations/revaluation-jobs';
import { fundFeedsFromConfig } from './funds/feeds/feeds-from-config';
import { fundRoutes } from './funds/fund-routes';
import { fundSearchFromConfig } from './funds/search/source-from-config';
import { lookupRoutes } from './lookups/lookup-routes';
import { lookupSourceFromConfig } from './lookups/source-from-config';
import { registerMessagesApi } from './messages/message-routes';
import { registerNewsApi } from './news/register-news-api';
import { registerSimulatorApi } from './simulator/register-simulator-api';
import type { JobEngine } from './jobs/job-engine';
import type { ChromiumPrinter } from './reports/chromium-printer';
import { jobRoutes } from './jobs/job-routes';
import { packRoutes } from './reports/quarterly-pack/pack-routes';
import { createMailer } from './mail/create-mailer';
import type { Mailer } from './mail/mailer';
import { registerPublicSite } from './public-site/site-routes';
import { registerSeoRoutes } from './public-site/seo-routes';
import { registerPublicContentApi } from './public-site/register-content-api';
import { SITE_CONTENT_TABLES, siteContentSource } from './public-site/content-cache';
import { postsSourceFromConfig } from './public-site/posts-source/posts-source';
import { todayIso } from './public-site/site-service';
import { bootAnswers } from './web/boot-answers';
import { registerNotBuiltHint, registerWebApp, resolveWebDist, sendNotBuiltHint } from './web/web-app';
import { MAX_NAME_BYTES } from './storage/keys';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** How long to wait on slow clients (tests shorten them). */
  httpTimeouts?: HttpTimeouts;
  /** A pino logger to use instead of one built from the config (tests pass a silent one). */
  logger?: FastifyBaseLogger;
  /** The brand configuration; defaults to the domain's configuration of `config.brand`. */
  brand?: BrandConfig;
  /** Where rate-limit counters live; the database (shared by every process) when omitted. */
  rateLimitStore?: FastifyRateLimitStoreCtor;
  /** The rate limit's window, one minute unless a test shortens it. */
  rateLimitWindowMs?: number;
  /** Count the rate limit in the database even on PGlite (a test of the shared store). */
  rateLimitShared?: boolean;
  /** Where e-mail goes; defaults to SMTP_URL's server or the outbox table. */
  mailer?: Mailer;
  /** The data provider; defaults to the brand's mode (tests pass one per mode). */
  dataProvider?: DataProvider;
  /** The background job engine; without it the admin Jobs routes answer 503 (tests that need none). */
  jobs?: JobEngine;
  /** The process's Chromium for reports (shared with the quarterly pack jobs); the app's own when omitted. */
  printer?: ChromiumPrinter;
  /** Where caches learn of changes made by any process; the app LISTENs on the database when omitted. */
  tableChanges?: TableChanges;
  /**
   * Which of the WEB_CONCURRENCY server processes this is (1 …), sent as x-server-process so an
   * operator (and the cluster test) can tell them apart; absent with one process.
   */
  serverProcess?: number;
}

/**
 * The whole HTTP application, ready to `listen` (or `inject` in tests) but not listening. Plugins
 * are awaited in order, so routes a caller adds afterwards get the same hooks and documentation.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, serverProcess } = options;
  const brand = withSocialSignIn(options.brand ?? getBrand(config.brand), config.socialSignIn);
  const app: FastifyInstance = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: loggerOptions(config) }),
    genReqId: generateRequestId,
    trustProxy: trustProxyOption(config.trustProxy),
    ...timeoutOptions(options.httpTimeouts),
    // A stored file name in a path (/api/media/:folder/:file) is up to 200 bytes, 600 characters
    // percent-encoded; the router's default of 100 answered 414 for a 17-letter Greek name.
    routerOptions: { maxParamLength: 3 * MAX_NAME_BYTES },
  });

  app.setValidatorCompiler(storableTextValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any plugin or route: both apply to routes registered after them.
  installAccessRules(app, { serviceToken: config.dataApiServeToken });
  installErrorHandler(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (serverProcess !== undefined) reply.header('x-server-process', serverProcess);
  });
  // §7 usage tracker: consented requests carry what their hits need; none without a tracker.
  if (config.tracker) installTracking(app, config);
  const tableChanges = options.tableChanges ?? (await watchTableChanges(database));
  if (!options.tableChanges) app.addHook('onClose', () => tableChanges.close());
  registerAnswerEncoding(app);

  await registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https:') });
  await app.register(cookie);
  const globalHits = await registerRateLimit(app, {
    max: config.rateLimitMax,
    // The embedded PGlite belongs to this one process, so its counts are this process's memory; a
    // server database may have several processes, which share their counts in it.
    database: (options.rateLimitShared ?? database.kind === 'postgres') ? database.db : null,
    ...(options.rateLimitWindowMs ? { windowMs: options.rateLimitWindowMs } : {}),
    ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
  });
  await registerApiDocs(app);
  const auth = await registerAuth(app, {
    config,
    database,
    brand,
    globalHits,
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  await app.register(adminUserRoutes, auth);
  // Not in production: the mails' bodies hold live verification and reset links.
  if (config.nodeEnv !== 'production') await app.register(outboxRoutes, { db: database.db });
  // Every route registered after it that names a :portalId is held to the portal's second-factor
  // rule, the invite and the investor dialogs included (decision 99).
  await app.register(secondFactorGuard, { database, tableChanges });
  await app.register(invitationRoutes, auth);
  await app.register(clientDialogRoutes, { database });

  await app.register(healthRoutes, { database, brand: brand.id });
  await app.register(brandRoutes, { brand });
  await registerPortalApi(app, { database, brand });
  await registerAccountApi(app, { database });
  await app.register(entryRoutes, { database, brand });
  await registerPortfolioApi(app, {
    config,
    database,
    brand,
    provider: options.dataProvider,
    jobs: options.jobs,
  });
  const storage = storageFromConfig(config);
  await app.register(dataApiRoutes, { database, storage });
  await registerReportApi(app, {
    config,
    database,
    brand,
    storage,
    provider: options.dataProvider,
    printer: options.printer,
  });
  await registerLibraryApi(app, { config, database, brand, mailer: options.mailer });
  await registerPortalSettingsApi(app, { config, database, brand, mailer: options.mailer });
  await registerMessagesApi(app, { config, database, brand, mailer: options.mailer, jobs: options.jobs });
  await registerActivityApi(app, { database });
  await registerAnalyticsApi(app, { database, brand });
  await registerNewsApi(app, { database, brand });
  await registerSimulatorApi(app, { database, brand });
  // The public site's published content, shared by its API and its pages (issue 17).
  const siteContent = siteContentSource(
    database.db,
    config.publicSiteCacheMs,
    todayIso,
    postsSourceFromConfig(config.posts, database.db, app.log),
  );
  tableChanges.onChange(SITE_CONTENT_TABLES, siteContent.invalidate);
  await registerPublicContentApi(app, { database, brand, content: siteContent });
  await registerPreviewApi(app, { database });
  await app.register(fundRoutes, {
    database,
    feeds: fundFeedsFromConfig(config.fundFeeds, database.db, app.log),
    search: fundSearchFromConfig(config.fundSearch, database.db, app.log),
  });
  await app.register(lookupRoutes, { source: lookupSourceFromConfig(config.lookupLists, app.log) });
  await app.register(adminRoutes, { database, brand, tableChanges });
  await app.register(jobRoutes, { database, jobs: options.jobs });
  await app.register(packRoutes, { database, jobs: options.jobs });
  await app.register(adminUploadRoutes, {
    storage: storageFromConfig(config),
    publicUrl: config.publicUrl,
    virusScanner: virusScannerFromConfig(config, app.log),
  });
  await registerFormsApi(app, { config, database, brand, mailer: options.mailer });
  // Market data written by an import or a correction re-values what it touches (issue 13).
  const afterMarketWrite = revalueAfterMarketWrite(options.jobs);
  await registerDataProcessApi(app, { config, database, afterMarketWrite });
  await registerMarketDataApi(app, { database, afterWrite: afterMarketWrite });

  const dist = resolveWebDist(config.webDist);
  const web = dist
    ? await registerWebApp(app, {
        dist,
        brand: brand.id,
        root: !brand.publicSite,
        boot: async (request, reply) => {
          const boot = await bootSession(request, reply, { database, brand });
          // A signed-in page also carries its first screen's answers (decision 112).
          return boot?.session ? { ...boot, answers: await bootAnswers(app, request) } : boot;
        },
      })
    : undefined;
  if (brand.publicSite) {
    // The public site (issue 17) owns `/`, page slugs and its error page; the app's routes, the
    // sign-in dialog and ?logout still get the shell.
    await registerSeoRoutes(app, { brand, publicUrl: config.publicUrl, content: siteContent });
    const site = await registerPublicSite(app, {
      db: database.db,
      brand,
      publicUrl: config.publicUrl,
      content: siteContent,
      mailer: options.mailer ?? createMailer(database.db, config, app.log),
      sendShell: web ? web.sendShell : (_request, reply) => sendNotBuiltHint(reply),
    });
    installNotFoundHandler(
      app,
      async (request, reply) => (await site(request, reply)) || (web ? web.fallback(request, reply) : false),
    );
  } else if (web) {
    installNotFoundHandler(app, web.fallback);
  } else {
    registerNotBuiltHint(app);
    installNotFoundHandler(app);
  }
  return app;
}

/** Fastify counts hops with a function; the environment can only say a number. */
function trustProxyOption(value: TrustProxy) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}
