import {
  privateEquityAccountValuesFeedSchema,
  privateEquityHoldingsFeedSchema,
  privateEquityProductsFeedSchema,
  type HoldingsFeed,
  type PrivateEquityAccountValue,
  type PrivateEquityProduct,
} from '@portal/domain';
import { DATA_API_QUERY as Q, PRIVATE_EQUITY_PATHS as P, dataApiPath } from './data-api-paths';
import type { HttpClient } from './http-client';

/** The partners' private-equity host (§7 "on another host", DATA_API_PE_URL), decision 88. */
export interface PrivateEquitySource {
  products(): Promise<PrivateEquityProduct[]>;
  /** A portfolio's private-equity lines on a date; null when the host does not know the portfolio. */
  portfolioHoldings(portfolioId: string, date: string): Promise<HoldingsFeed | null>;
  /** A page (1-based, up to 100) of accounts' private-equity values on a date. */
  accountValues(
    date: string,
    page?: { page: number; pageSize: number },
  ): Promise<PrivateEquityAccountValue[]>;
}

export function createPrivateEquitySource(client: HttpClient): PrivateEquitySource {
  return {
    async products() {
      return (await client.get(P.products, privateEquityProductsFeedSchema)) ?? [];
    },
    portfolioHoldings: (portfolioId, date) =>
      client.get(dataApiPath(P.portfolioHoldings, portfolioId), privateEquityHoldingsFeedSchema, {
        [Q.dateIso]: date,
      }),
    async accountValues(date, page = { page: 1, pageSize: 50 }) {
      return (
        (await client.get(P.accountValues, privateEquityAccountValuesFeedSchema, {
          [Q.dateIso]: date,
          page: String(page.page),
          pageSize: String(page.pageSize),
        })) ?? []
      );
    },
  };
}
