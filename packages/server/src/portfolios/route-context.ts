import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { EngineError, type BrandConfig, type PortfolioView } from '@portal/domain';
import { findAccountForPage, findAccountKey, type AccountKeyInScope } from '../accounts/account-repository';
import type { DatabaseHandle } from '../db/client';
import { viewerOf } from '../http/access';
import { AppError, errorResponseSchema } from '../http/errors';
import { ProviderError } from '../providers/errors';
import { requestAccountKey } from '../providers/feeds';
import type { AccountKey } from '../providers/feeds';
import type { DataProvider, PortfolioRef } from '../providers/types';
import type { PageStamps } from './account-page-cache';

export interface PortfolioApiOptions {
  database: DatabaseHandle;
  brand: BrandConfig;
  provider: DataProvider;
}

const id = z.string().min(1).max(128);
export const accountParams = z.object({ portalId: id, accountId: id });
export const portfolioParams = accountParams.extend({ portfolioId: id });

export const notFound = () => new AppError(404, 'not_found', 'errors.not_found');

/** What a view route may answer besides its 200: the scope's 404, §8's provider failures. */
export const viewErrors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
  502: errorResponseSchema,
};

/**
 * The 200 of a route answering a file (`config.answers: 'file'`): types the handler's Buffer; the
 * JSON views answer with their domain schemas (views/portfolio-views.ts, report-view.ts).
 */
export const viewResponse = z.unknown();

/** The route's account within the viewer's scope (§6), else 404 (another client's, unknown, malformed). */
export async function accountInScope(
  options: PortfolioApiOptions,
  request: FastifyRequest,
  params: z.infer<typeof accountParams>,
): Promise<AccountKeyInScope> {
  const { portalId, accountId } = params;
  const account = await findAccountKey(options.database.db, viewerOf(request), portalId, accountId);
  if (!account) throw notFound();
  return account;
}

/**
 * The account page's account in scope (else 404) and its request key. Where the page's figures are
 * read on the primary (no replica), one statement also reads the account's value for the page and
 * the cache's stamps (decision 140); with a replica those are read there, as the figures are.
 */
export async function accountPageInScope(
  options: PortfolioApiOptions,
  request: FastifyRequest,
  params: z.infer<typeof accountParams>,
): Promise<{ account: AccountKeyInScope; key: AccountKey; stamps?: PageStamps }> {
  const { database } = options;
  if (database.read !== database.db) {
    const account = await accountInScope(options, request, params);
    return { account, key: requestAccountKey(account) };
  }
  const found = await findAccountForPage(database.db, viewerOf(request), params.portalId, params.accountId);
  if (!found) throw notFound();
  const { value, updatedAt, portfoliosUpdatedAt, ...account } = found;
  return {
    account,
    key: requestAccountKey(account, { name: account.name, currency: account.currency, value }),
    stamps: { account: updatedAt, portfolios: portfoliosUpdatedAt },
  };
}

/**
 * The route's portfolio: the account in scope first, then the portfolio among that account's
 * portfolios at the provider. A portfolio of another account is a 404 like an unknown one.
 */
export async function portfolioInScope(
  options: PortfolioApiOptions,
  request: FastifyRequest,
  params: z.infer<typeof portfolioParams>,
): Promise<{ account: AccountKeyInScope; ref: PortfolioRef; portfolio: PortfolioView }> {
  const account = await accountInScope(options, request, params);
  const ref: PortfolioRef = {
    // Every route through here only reads: its feeds share one read of the portfolio rows.
    account: requestAccountKey(account),
    portfolioId: params.portfolioId,
  };
  const portfolio = await fromProvider(options.provider.getPortfolio(ref));
  if (!portfolio) throw notFound();
  return { account, ref, portfolio };
}

/**
 * Provider and engine failures as API errors with their §8/§5 texts: 'Need external id' (422),
 * 'Network Error' and an unlinked external id (502), a refused input of the engine (400).
 */
export async function fromProvider<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ProviderError) {
      if (error.messageKey === 'errors.need_external_id')
        throw new AppError(422, 'need_external_id', error.messageKey);
      // The source does not know the account's key: nothing to show or print (§8), not a server fault.
      if (error.messageKey === 'errors.external_id_not_linked')
        throw new AppError(422, 'external_id_not_linked', error.messageKey);
      if (error.messageKey === 'errors.network') throw new AppError(502, 'network_error', error.messageKey);
      throw new AppError(502, 'provider_error', error.messageKey);
    }
    if (error instanceof EngineError) throw new AppError(400, 'validation_error', error.key, error.params);
    throw error;
  }
}

/** A page of an in-memory list, in the shape every list route answers. */
export function pageOf<T>(items: readonly T[], query: { page: number; pageSize: number }) {
  const start = (query.page - 1) * query.pageSize;
  return {
    items: items.slice(start, start + query.pageSize),
    total: items.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A span query's ends as a feed range (null = open). */
export function rangeOf(query: { from?: string | undefined; to?: string | undefined }) {
  return { from: query.from ?? null, to: query.to ?? null };
}

/**
 * One portfolio view: the portfolio in scope, then `read` from the provider with its errors mapped;
 * nothing found is a 404.
 */
export async function portfolioView<T>(
  options: PortfolioApiOptions,
  request: FastifyRequest,
  params: z.infer<typeof portfolioParams>,
  read: (ref: PortfolioRef, portfolio: PortfolioView) => Promise<T | null>,
): Promise<T> {
  const { ref, portfolio } = await portfolioInScope(options, request, params);
  const view = await fromProvider(read(ref, portfolio));
  if (view === null) throw notFound();
  return view;
}
