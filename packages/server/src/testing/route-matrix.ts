import type { ApiRoute } from '../http/access';

/**
 * The route × viewer matrix (issue 3, ASVS 8.1.1/8.2.1), checked in route-world.ts's world, shared by
 * http/route-matrix.test.ts (one request per cell) and http/request-fuzzer.test.ts (many generated
 * requests per cell). A new API route needs its row here.
 */
export const VIEWERS = [
  'guest',
  'investor',
  'otherPortalInvestor',
  'professionalNotOwner',
  'ownerProfessional',
  'otherCompanyAdmin',
  'admin',
] as const;
export type ViewerName = (typeof VIEWERS)[number];
export type Row = Record<ViewerName, number>;

export const row = (...statuses: number[]): Row =>
  Object.fromEntries(VIEWERS.map((name, index) => [name, statuses[index]])) as Row;

/** Expected status per viewer, columns in the order of VIEWERS. */
export const MATRIX: Record<string, Row> = {
  //                                                  guest inv  othInv proNO owner othAdm admin
  'GET /api/health': row(200, 200, 200, 200, 200, 200, 200),
  'GET /api/brand': row(200, 200, 200, 200, 200, 200, 200),
  'GET /api/portals': row(401, 200, 200, 200, 200, 200, 200),
  'GET /api/portals/:portalId': row(401, 200, 404, 200, 200, 404, 200),
  // The portal's menu (issue 18 item 9): anyone who may open the portal, entries filtered by role.
  'GET /api/portals/:portalId/navigation': row(401, 200, 404, 200, 200, 404, 200),
  'GET /api/portals/:portalId/accounts': row(401, 200, 404, 200, 200, 404, 200),
  // The portfolios list ('Portfolios' in the navigation, issue 15): the account list's scope.
  'GET /api/portals/:portalId/portfolios': row(401, 200, 404, 200, 200, 404, 200),
  'GET /api/portals/:portalId/accounts/:accountId': row(401, 200, 404, 404, 200, 404, 200),
  'GET /api/portals/:portalId/account-filters': row(401, 200, 404, 200, 200, 404, 200),
  'GET /api/me/entry': row(401, 200, 200, 200, 200, 200, 200),
  // Portal settings, logo, create portal, invite manager (issue 5 item 2): company admins change
  // their company's portals (empty PATCH: 200; a logo POST that is not multipart: 400); advisors read.
  'GET /api/portals/:portalId/settings': row(401, 403, 403, 200, 200, 404, 200),
  'PATCH /api/portals/:portalId/settings': row(401, 403, 403, 403, 403, 404, 200),
  'POST /api/portals/:portalId/logo': row(401, 403, 403, 403, 403, 404, 400),
  'DELETE /api/portals/:portalId/logo': row(401, 403, 403, 403, 403, 404, 204),
  'GET /api/portals/:portalId/logo/:file': row(401, 404, 404, 404, 404, 404, 404),
  'GET /api/portal-subscriptions': row(401, 403, 403, 403, 403, 200, 200),
  'POST /api/portals': row(401, 403, 403, 403, 403, 400, 400),
  'POST /api/portals/:portalId/manager-invitations': row(401, 403, 403, 403, 403, 400, 400),
  'GET /api/admin/ping': row(401, 403, 403, 403, 403, 204, 204),
  // Jobs (issue 13): admins only. This app runs without a job engine, so an admin gets 503 where
  // the engine would answer (jobs/job-routes.test.ts covers the answers); a malformed id is 404 first.
  'GET /api/admin/jobs': row(401, 403, 403, 403, 403, 503, 503),
  'POST /api/admin/jobs/:id/retry': row(401, 403, 403, 403, 403, 404, 404),
  'POST /api/admin/jobs/:queue/start': row(401, 403, 403, 403, 403, 503, 503),
  // Quarterly packs (issue 14 item 5): company admins; an empty body is validation's 400 (the
  // company and quarter checks are in reports/quarterly-pack/quarterly-pack.test.ts).
  'POST /api/admin/quarterly-reports': row(401, 403, 403, 403, 403, 400, 400),
  // Admin API (issue 7), one row per route pattern: :collection is portals, :itemId company A's main
  // portal (its second portal for DELETE, so later rows keep theirs). Portals keep no history, so
  // publish, history and restore are 403 even for an admin; an empty move body is validation's 400,
  // and so is a duplicate of the fixture portal, which lacks the §5 logo, e-mail and phone.
  'GET /api/admin/:collection': row(401, 403, 403, 403, 403, 200, 200),
  'POST /api/admin/:collection': row(401, 403, 403, 403, 403, 400, 400),
  'GET /api/admin/:collection/:itemId': row(401, 403, 403, 403, 403, 404, 200),
  'PATCH /api/admin/:collection/:itemId': row(401, 403, 403, 403, 403, 404, 200),
  'DELETE /api/admin/:collection/:itemId': row(401, 403, 403, 403, 403, 404, 204),
  'POST /api/admin/:collection/:itemId/publish': row(401, 403, 403, 403, 403, 403, 403),
  'POST /api/admin/:collection/:itemId/duplicate': row(401, 403, 403, 403, 403, 404, 400),
  'POST /api/admin/:collection/:itemId/move': row(401, 403, 403, 403, 403, 400, 400),
  'GET /api/admin/:collection/:itemId/history': row(401, 403, 403, 403, 403, 403, 403),
  'POST /api/admin/:collection/:itemId/history/:versionId/restore': row(401, 403, 403, 403, 403, 403, 403),
  // Admin uploads (issue 7): a JSON body is not a file (400 for admins); a stored media file is read
  // by anyone signed in, so the fixture's unknown file is 404 for every signed-in viewer.
  'POST /api/admin/uploads': row(401, 403, 403, 403, 403, 400, 400),
  'GET /api/media/:folder/:file': row(401, 404, 404, 404, 404, 404, 404),
  // Forms (issue 7 item 6): a form, process and submission no one has (unknown ids): past the rule,
  // the portal check and then the operation's 404; empty bodies are validation's 400 (the rule first).
  'GET /api/forms/:formId/definition': row(401, 403, 403, 403, 403, 404, 404),
  'PUT /api/forms/:formId/definition': row(401, 403, 403, 403, 403, 400, 400),
  'GET /api/portals/:portalId/processes': row(401, 200, 404, 200, 200, 404, 200),
  'GET /api/portals/:portalId/processes/:processId': row(401, 404, 404, 404, 404, 404, 404),
  'POST /api/portals/:portalId/processes/:processId/submissions': row(401, 400, 400, 400, 400, 400, 400),
  'GET /api/portals/:portalId/submissions': row(401, 200, 404, 200, 200, 404, 200),
  'GET /api/portals/:portalId/submissions/:submissionId': row(401, 404, 404, 404, 404, 404, 404),
  'POST /api/portals/:portalId/submissions/:submissionId/step': row(401, 403, 403, 400, 400, 400, 400),
  // Development outbox (not registered in production): any company admin, mail is not per tenant.
  'GET /api/dev/outbox': row(401, 403, 403, 403, 403, 200, 200),
  // Public, and its own answer for "nobody is signed in" is a 401 (the web app's session probe).
  'GET /api/auth/session': row(401, 200, 200, 200, 200, 200, 200),
  'GET /api/auth/sessions': row(401, 200, 200, 200, 200, 200, 200),
  'DELETE /api/auth/sessions': row(401, 200, 200, 200, 200, 200, 200),
  // An unknown session id: past the rule, the operation's own 404.
  'DELETE /api/auth/sessions/:id': row(401, 404, 404, 404, 404, 404, 404),
  // An empty body: past the rule, validation's 400 (the rule runs first, so guests get 401).
  'POST /api/auth/password': row(401, 400, 400, 400, 400, 400, 400),
  // Second factor: only a session at the PIN step may use these; a finished sign-in has nothing to prove.
  'POST /api/auth/pin/send': row(401, 403, 403, 403, 403, 403, 403),
  'POST /api/auth/pin/verify': row(401, 403, 403, 403, 403, 403, 403),
  'POST /api/auth/totp/verify': row(401, 403, 403, 403, 403, 403, 403),
  // Enrolling an authenticator app: any signed-in user; confirming needs a code (empty body: 400).
  'POST /api/auth/totp/setup': row(401, 200, 200, 200, 200, 200, 200),
  'POST /api/auth/totp/confirm': row(401, 400, 400, 400, 400, 400, 400),
  // The app's status, and its removal (an empty request: validation's 400 after the rule).
  'GET /api/auth/totp': row(401, 200, 200, 200, 200, 200, 200),
  'DELETE /api/auth/totp': row(401, 400, 400, 400, 400, 400, 400),
  // Professional verification (§2): admins issue codes; anyone signed in may redeem (empty body: 400).
  'POST /api/admin/activation-codes': row(401, 403, 403, 403, 403, 200, 200),
  'POST /api/me/professional-activation': row(401, 400, 400, 400, 400, 400, 400),
  // Invitations, terms, welcome, custom token, admin ends sessions (issue 3 items 5, 9, 11).
  'POST /api/portals/:portalId/accounts/:accountId/invite': row(401, 403, 403, 404, 200, 404, 200),
  'GET /api/portals/:portalId/terms': row(401, 200, 404, 200, 200, 404, 200),
  'POST /api/portals/:portalId/terms/accept': row(401, 200, 404, 200, 200, 404, 200),
  'GET /api/portals/:portalId/client-status': row(401, 200, 404, 200, 200, 404, 200),
  'PATCH /api/me': row(401, 200, 200, 200, 200, 200, 200),
  'POST /api/auth/custom-token': row(401, 200, 200, 200, 200, 200, 200),
  // Google and Microsoft sign-in (issue 18 item 13): browser navigations, public; not configured
  // here, so every viewer is sent back to the login page (auth/oidc/social-sign-in.test.ts signs in).
  'GET /api/auth/oidc/google/start': row(303, 303, 303, 303, 303, 303, 303),
  'GET /api/auth/oidc/google/callback': row(303, 303, 303, 303, 303, 303, 303),
  'GET /api/auth/oidc/microsoft/start': row(303, 303, 303, 303, 303, 303, 303),
  'GET /api/auth/oidc/microsoft/callback': row(303, 303, 303, 303, 303, 303, 303),
  // The investor (a client in company A's portal): only company A's admin reaches them.
  'DELETE /api/admin/users/:userId/sessions': row(401, 403, 403, 403, 403, 404, 200),
  // §7 sendEmail / verifyEmail (issue 18 item 12): company admins on their company's users; an
  // empty body is validation's 400 (another company's user is 404: admin/users/admin-users.test.ts).
  'POST /api/admin/users/:userId/email': row(401, 403, 403, 403, 403, 400, 400),
  'PUT /api/admin/users/:userId/email-verified': row(401, 403, 403, 403, 403, 400, 400),
  // Library (issue 6): :documentId is the investor's statement, uploaded by the owner advisor.
  'GET /api/portals/:portalId/library/documents': row(401, 200, 404, 200, 200, 404, 200),
  'GET /api/portals/:portalId/library/tags': row(401, 200, 404, 200, 200, 404, 200),
  'GET /api/portals/:portalId/library/targets': row(401, 200, 404, 200, 200, 404, 200),
  // An upload without its query (type, account or group): validation's 400 once past the rule.
  'POST /api/portals/:portalId/library/documents': row(401, 400, 400, 400, 400, 400, 400),
  'GET /api/portals/:portalId/library/documents/:documentId': row(401, 200, 404, 404, 200, 404, 200),
  'GET /api/portals/:portalId/library/documents/:documentId/file': row(401, 200, 404, 404, 200, 404, 200),
  'PATCH /api/portals/:portalId/library/documents/:documentId': row(401, 400, 400, 400, 400, 400, 400),
  // On a document of its own: the investor may read but not remove it; after the owner's 204 it is gone.
  'DELETE /api/portals/:portalId/library/documents/:documentId': row(401, 403, 404, 404, 204, 404, 404),
  'PUT /api/portals/:portalId/library/documents/:documentId/favourite': row(
    401,
    200,
    404,
    404,
    200,
    404,
    200,
  ),
  'DELETE /api/portals/:portalId/library/documents/:documentId/favourite': row(
    401,
    200,
    404,
    404,
    200,
    404,
    200,
  ),
  'POST /api/portals/:portalId/library/documents/:documentId/signed': row(401, 200, 404, 404, 200, 404, 200),
  'POST /api/portals/:portalId/library/documents/:documentId/approved': row(
    401,
    403,
    403,
    404,
    200,
    404,
    200,
  ),
  'POST /api/portals/:portalId/library/documents/:documentId/duplicate': row(
    401,
    403,
    404,
    404,
    201,
    404,
    201,
  ),
  'POST /api/portals/:portalId/activity/page-visits': row(401, 400, 400, 400, 400, 400, 400),
  // Analytics (§2, §6): professionals of the portal's company; investors never.
  'GET /api/portals/:portalId/analytics': row(401, 403, 403, 200, 200, 404, 200),
  'GET /api/portals/:portalId/analytics/:analyticsTab': row(401, 403, 403, 200, 200, 404, 200),
  // View as client (issue 5 item 10): professionals who may read the account; ending is idempotent.
  'GET /api/portals/:portalId/accounts/:accountId/preview': row(401, 403, 403, 404, 200, 404, 200),
  'POST /api/portals/:portalId/accounts/:accountId/preview': row(401, 403, 403, 404, 201, 404, 201),
  'POST /api/portals/:portalId/accounts/:accountId/preview/end': row(401, 204, 204, 204, 204, 204, 204),
  'GET /api/me/preview': row(401, 200, 200, 200, 200, 200, 200),
  // Messages: :messageId went from the owner advisor to the investor's account; only those two see it.
  'GET /api/portals/:portalId/messages': row(401, 200, 404, 200, 200, 404, 200),
  'GET /api/portals/:portalId/messages/unread-count': row(401, 200, 404, 200, 200, 404, 200),
  'GET /api/portals/:portalId/messages/recipients': row(401, 200, 404, 200, 200, 404, 200),
  'POST /api/portals/:portalId/messages': row(401, 400, 400, 400, 400, 400, 400),
  'GET /api/portals/:portalId/messages/:messageId': row(401, 200, 404, 404, 200, 404, 404),
  'DELETE /api/portals/:portalId/messages/:messageId': row(401, 204, 404, 404, 204, 404, 404),
  'POST /api/portals/:portalId/messages/:messageId/replies': row(401, 400, 400, 400, 400, 400, 400),
  'POST /api/portals/:portalId/messages/:messageId/read': row(401, 204, 404, 404, 204, 404, 404),
  'POST /api/portals/:portalId/messages/:messageId/unread': row(401, 204, 404, 404, 204, 404, 404),
  'POST /api/portals/:portalId/messages/:messageId/archive': row(401, 204, 404, 404, 204, 404, 404),
  'GET /api/portals/:portalId/messages/:messageId/attachments/:documentId': row(
    401,
    200,
    404,
    404,
    200,
    404,
    404,
  ),
  // Portfolios (issue 4): the investor's account and its GIA portfolio (no holdings in this world);
  // the drawer names a symbol it does not hold, the edits an unknown holding (the operation's 404).
  'GET /api/portals/:portalId/accounts/:accountId/overview': row(401, 200, 404, 404, 200, 404, 200),
  'GET /api/portals/:portalId/accounts/:accountId/portfolios': row(401, 200, 404, 404, 200, 404, 200),
  'GET /api/portals/:portalId/accounts/:accountId/portfolios/:portfolioId': row(
    401,
    200,
    404,
    404,
    200,
    404,
    200,
  ),
  ...Object.fromEntries(
    ['holdings', 'transactions', 'performance', 'breakdowns', 'breakdowns/:name', 'charges', 'tabs/:tab']
      .concat(['holdings.csv', 'transactions.csv', 'performance.csv'])
      .map((tail) => [
        `GET /api/portals/:portalId/accounts/:accountId/portfolios/:portfolioId/${tail}`,
        row(401, 200, 404, 404, 200, 404, 200),
      ]),
  ),
  'GET /api/portals/:portalId/accounts/:accountId/portfolios/:portfolioId/drawer/:symbol': row(
    401,
    404,
    404,
    404,
    404,
    404,
    404,
  ),
  // The drawer's documents (issue 18 item 5): the drawer's scope and its 404 for a symbol not held;
  // a file is only a provider's (the partners' Data API), so this database world has none to give.
  ...Object.fromEntries(
    ['drawer/:symbol/documents', 'drawer/:symbol/documents/:documentId/file'].map((tail) => [
      `GET /api/portals/:portalId/accounts/:accountId/portfolios/:portfolioId/${tail}`,
      row(401, 404, 404, 404, 404, 404, 404),
    ]),
  ),
  // Reports (issue 14): the account in scope, like the overview; generatePdf without its token is
  // validation's 400 for anyone signed in (the token's checks are in reports/report-routes.test.ts).
  'GET /api/portals/:portalId/accounts/:accountId/report-token': row(401, 200, 404, 404, 200, 404, 200),
  'GET /api/portals/:portalId/accounts/:accountId/report': row(401, 200, 404, 404, 200, 404, 200),
  'GET /api/generatePdf': row(401, 400, 400, 400, 400, 400, 400),
  // Editing: professionals only (the rule), on accounts in scope; an empty body is validation's 400.
  'POST /api/portals/:portalId/accounts/:accountId/portfolios/:portfolioId/transactions': row(
    401,
    403,
    403,
    400,
    400,
    400,
    400,
  ),
  'POST /api/portals/:portalId/accounts/:accountId/portfolios/:portfolioId/holdings': row(
    401,
    403,
    403,
    400,
    400,
    400,
    400,
  ),
  'PUT /api/portals/:portalId/accounts/:accountId/portfolios/:portfolioId/holdings/:holdingId': row(
    401,
    403,
    403,
    400,
    400,
    400,
    400,
  ),
  'DELETE /api/portals/:portalId/accounts/:accountId/portfolios/:portfolioId/holdings/:holdingId': row(
    401,
    403,
    403,
    404,
    404,
    404,
    404,
  ),
  // Investments explorer (issue 5 item 8) and its funds spotlight (issue 18 item 7): any user of
  // the portal; :fundId a fund of the universe.
  ...Object.fromEntries(
    ['funds', 'funds/spotlight', 'funds/:fundId', 'funds/:fundId/prices', 'funds/:fundId/documents'].map(
      (tail) => [`GET /api/portals/:portalId/${tail}`, row(401, 200, 404, 200, 200, 404, 200)],
    ),
  ),
  // Lookup lists of lookup text fields (issue 18 item 4): anyone signed in.
  'GET /api/lookups/:list': row(401, 200, 200, 200, 200, 200, 200),
  'PUT /api/portals/:portalId/funds/:fundId/favourite': row(401, 200, 404, 200, 200, 404, 200),
  'DELETE /api/portals/:portalId/funds/:fundId/favourite': row(401, 200, 404, 200, 200, 404, 200),
  // News and insights, strategy simulator (issue 5 items 8b, 9): any reader of the portal; this world
  // has no posts or models, so an article or a simulation is a 404 even in scope.
  'GET /api/portals/:portalId/news': row(401, 200, 404, 200, 200, 404, 200),
  'GET /api/portals/:portalId/news/:slug': row(401, 404, 404, 404, 404, 404, 404),
  'GET /api/portals/:portalId/simulator/models': row(401, 200, 404, 200, 200, 404, 200),
  'GET /api/portals/:portalId/simulator/models/:modelId/simulation': row(401, 404, 404, 404, 404, 404, 404),
  // Risk comparison data (issue 18 item 7): read as the models; replaced by the company's admins
  // (the matrix's empty body is validation's 400, after the portal check).
  'GET /api/portals/:portalId/simulator/risk-comparison': row(401, 200, 404, 200, 200, 404, 200),
  'PUT /api/portals/:portalId/simulator/risk-comparison': row(401, 403, 403, 403, 403, 404, 400),
  // Data designer (issue 7 item 7): company admins only; :id is not a process (64 zeros), so 404 past
  // the rule; an empty save body is validation's 400.
  'GET /api/data-processes/:id': row(401, 403, 403, 403, 403, 404, 404),
  'PUT /api/data-processes/:id': row(401, 403, 403, 403, 403, 400, 400),
  'POST /api/data-processes/:id/dry-run': row(401, 403, 403, 403, 403, 404, 404),
  'POST /api/data-processes/:id/run': row(401, 403, 403, 403, 403, 404, 404),
  // Market data (issue 13): admins only (market data is shared; the stale list is their company's);
  // an empty correction body is validation's 400.
  'GET /api/market-data/instruments': row(401, 403, 403, 403, 403, 200, 200),
  'GET /api/market-data/stale-holdings': row(401, 403, 403, 403, 403, 200, 200),
  'POST /api/market-data/price-corrections': row(401, 403, 403, 403, 403, 400, 400),
  'POST /api/market-data/rate-corrections': row(401, 403, 403, 403, 403, 400, 400),
  // The Data API (rule `service`): a bearer token, never a session; nobody here presents it.
  ...Object.fromEntries(
    ['Account', 'Account/:id', 'Portfolios/:id', 'Holdings/dates', 'Holdings/:id', 'Transactions/:id']
      .concat(['Performance/:id', 'Charges/:id', 'TransactionCosts/:id'])
      .concat(['account-overview/:id', 'Portfolio/:account/:portfolio/holdings'])
      .concat(['Portfolio/:account/:portfolio/transactions', 'Pdf/:id', 'Pdf/ClientPdf/:id'])
      // Issue 18 item 5: the partners' document paths and the private-equity host under /pe.
      .concat(['Portfolio/:account/:portfolio/holdings/:symbol/documents', 'Documents/:id'])
      .concat(['Documents/:id/download', 'pe/products', 'pe/portfolioHoldings/:id', 'pe/accounts/values'])
      .map((tail) => [`GET /api/data-api/${tail}`, row(401, 401, 401, 401, 401, 401, 401)]),
  ),
  'DELETE /api/data-api/Cache': row(401, 401, 401, 401, 401, 401, 401),
};

/**
 * Routes only a public-site brand declares (issue 17, the partners brand): the published content
 * API is public; this world has nothing published, so a list is 200 (empty) and a slug 404.
 */
export const SITE_MATRIX: Record<string, Row> = {
  // GET and POST /contact (issue 17 item 4) are HTML routes outside /api (config.access 'public'),
  // so not listed here: public-site/contact/contact.test.ts checks them (token, Origin, rate limit).
  //                                                  guest inv  othInv proNO owner othAdm admin
  'GET /api/site/content/:kind/:slug': row(404, 404, 404, 404, 404, 404, 404),
  'GET /api/site/list': row(400, 400, 400, 400, 400, 400, 400),
};

/**
 * Public identity and documentation routes are checked generically: whatever their answer to an
 * empty request, it is never a refusal of access.
 */
export function isGenericPublic(route: ApiRoute): boolean {
  return (
    route.access === 'public' && /^\/api\/(auth|docs)(\/|$)/.test(route.url) && !(keyOf(route) in MATRIX)
  );
}

export const keyOf = (route: ApiRoute) => `${route.method} ${route.url}`;
