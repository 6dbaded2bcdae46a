import {
  chargesOverRange,
  transactionCostsOverRange,
  type ChargesFeed,
  type ChargesView,
  type FeedRange,
  type TransactionCostsFeed,
} from '@portal/domain';

/** Charges over a range: annual rates, dated charges and transaction costs (§7 Charges, TransactionCosts). */
export function chargesView(
  charges: ChargesFeed,
  costs: TransactionCostsFeed,
  range: FeedRange,
  currency: string | null = null,
): ChargesView {
  return {
    range,
    currency,
    annual: charges.annual,
    charges: chargesOverRange(charges.items, range),
    transactionCosts: transactionCostsOverRange(costs.costs, range),
  };
}
