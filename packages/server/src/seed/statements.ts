import type { Decimal } from '@portal/domain';
import { addDays, at } from './calendar';
import type { PortalSeed, SeedContext, Staff } from './context';
import { statementPdf } from './documents/builders';
import { storeDocument } from './documents/store';
import type { HoldingRow } from './portfolios/simulate';

export interface StatementAccount {
  accountId: string;
  accountRef: string;
  clientName: string;
  advisor: Staff;
  currency: string;
  total: Decimal;
  portfolios: { name: string; type: string; currency: string; value: string; holdings: HoldingRow[] }[];
}

/** "Q1 2026" for the quarter that ended on or before the day before `asOf`. */
export function quarterLabel(asOf: string): string {
  const day = addDays(asOf, -1);
  return `Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1} ${day.slice(0, 4)}`;
}

/** A quarterly valuation statement (PDF) in the account's library, as the report generator would file it. */
export async function seedStatement(
  ctx: SeedContext,
  portal: PortalSeed,
  account: StatementAccount,
): Promise<void> {
  const rng = ctx.rng.fork(`statement-${account.accountId}`);
  const label = quarterLabel(ctx.asOf);
  const bytes = await statementPdf({
    company: portal.company.name,
    index: portal.index,
    clientName: account.clientName,
    accountRef: account.accountRef,
    periodEnd: ctx.asOf,
    currency: account.currency,
    total: account.total.toFixed(2),
    portfolios: account.portfolios.map((p) => ({
      ...p,
      holdings: [...p.holdings]
        .sort((a, b) => Number(b.value) - Number(a.value))
        .map((h) => ({
          name: h.name,
          units: h.units ?? '0',
          price: h.price ?? '',
          currency: h.currency ?? '',
          value: h.value ?? '0',
        })),
    })),
  });
  await storeDocument(ctx, portal, {
    id: rng.uuid(),
    type: 'Account documents',
    name: `Quarterly statement ${label}`,
    fileName: `statement-${label.replace(' ', '-').toLowerCase()}.pdf`,
    bytes,
    createdAt: at(ctx.asOf, 60),
    createdBy: account.advisor,
    accountId: account.accountId,
    tags: ['statement'],
  });
}
