import { addMonths, type EngineTransaction } from '@portal/domain';

// The portfolio fixture's data: its instruments, benchmarks, and the investor's GIA and ISA
// transactions. portfolio-fixtures.ts writes them, with the engine's values, into a test database.

export const FIXTURE_AS_OF = '2025-06-01';
const FIRST_MONTH = '2023-01-01';
export const MONTHS = 30;

export interface InstrumentSpec {
  symbol: string;
  name: string;
  currency: string;
  assetClass: string;
  sector: string;
  region: string;
  type: string;
  /** Price at month i. */
  price: (i: number) => string;
}

export const INSTRUMENTS: InstrumentSpec[] = [
  {
    symbol: 'VOD.L',
    name: 'Vodafone Group, plc',
    currency: 'GBX',
    assetClass: 'Equity',
    sector: 'UK',
    region: 'UK',
    type: 'Stock',
    price: (i) => (80 - i * 0.4 + (i % 3)).toFixed(2),
  },
  {
    symbol: 'RWSC',
    name: 'Rowan "Smaller" Cos Fund',
    currency: 'USD',
    assetClass: 'Equity',
    sector: 'US',
    region: 'North America',
    type: 'Fund',
    price: (i) => (150 + i * 1.5 - (i % 4)).toFixed(2),
  },
  {
    symbol: 'UKGILT',
    name: 'UK Treasury 4% 2030',
    currency: 'GBP',
    assetClass: 'Fixed income',
    sector: 'Currency',
    region: 'UK',
    type: 'Other',
    price: (i) => (95 + (i % 5) * 0.3).toFixed(2),
  },
  {
    symbol: 'CASH.GBP',
    name: 'Sterling cash',
    currency: 'GBP',
    assetClass: 'Cash',
    sector: 'Currency',
    region: 'UK',
    type: 'Cash',
    price: () => '1',
  },
];

export const BENCHMARKS = [
  { name: 'IA Mixed Investment 40-85% Shares', code: 'ia-mixed-40-85', step: 0.006 },
  { name: 'IA Mixed Investment 20-60% Shares', code: 'ia-mixed-20-60', step: 0.004 },
];

export const monthDate = (i: number) => addMonths(FIRST_MONTH, i);

export type FixtureTransaction = EngineTransaction & { name: string; fee?: string };

/** The investor's two valued portfolios: contributions, trades in pence and dollars, income, a withdrawal. */
export const GIA: FixtureTransaction[] = [
  {
    date: '2023-01-10',
    type: 'Contribution',
    symbol: 'CASH.GBP',
    amount: '20000',
    currency: 'GBP',
    name: 'Contribution',
  },
  {
    date: '2023-01-12',
    type: 'Purchase',
    symbol: 'VOD.L',
    amount: '10000',
    price: '80',
    value: '8000.00',
    localCcyAmount: '8000.00',
    currency: 'GBX',
    fee: '9.95',
    name: 'Vodafone Group, plc',
  },
  {
    date: '2023-01-12',
    type: 'Purchase',
    symbol: 'RWSC',
    amount: '30',
    price: '150',
    value: '4500.00',
    localCcyAmount: '3688.52',
    currency: 'USD',
    fee: '4.50',
    name: 'Rowan "Smaller" Cos Fund',
  },
  {
    date: '2023-02-15',
    type: 'Purchase',
    symbol: 'UKGILT',
    amount: '50',
    price: '95',
    value: '4750.00',
    localCcyAmount: '4750.00',
    currency: 'GBP',
    name: 'UK Treasury 4% 2030',
  },
  {
    date: '2023-06-20',
    type: 'Dividend',
    symbol: 'VOD.L',
    amount: '250',
    currency: 'GBP',
    name: 'Vodafone Group, plc',
  },
  {
    date: '2024-03-05',
    type: 'Sale',
    symbol: 'VOD.L',
    amount: '4000',
    price: '75',
    value: '3000.00',
    localCcyAmount: '3000.00',
    currency: 'GBX',
    fee: '9.95',
    name: 'Vodafone Group, plc',
  },
  {
    date: '2024-07-01',
    type: 'Withdrawal',
    symbol: 'CASH.GBP',
    amount: '1000',
    currency: 'GBP',
    name: 'Withdrawal',
  },
  {
    date: '2024-09-10',
    type: 'Contribution',
    symbol: 'CASH.GBP',
    amount: '5000',
    currency: 'GBP',
    name: 'Contribution',
  },
  {
    date: '2025-02-03',
    type: 'Purchase',
    symbol: 'RWSC',
    amount: '10',
    price: '180',
    value: '1800.00',
    localCcyAmount: '1428.57',
    currency: 'USD',
    name: 'Rowan "Smaller" Cos Fund',
  },
];
export const ISA: FixtureTransaction[] = [
  {
    date: '2024-01-08',
    type: 'Contribution',
    symbol: 'CASH.GBP',
    amount: '5000',
    currency: 'GBP',
    name: 'Contribution',
  },
  {
    date: '2024-01-09',
    type: 'Purchase',
    symbol: 'UKGILT',
    amount: '40',
    price: '96',
    value: '3840.00',
    localCcyAmount: '3840.00',
    currency: 'GBP',
    name: 'UK Treasury 4% 2030',
  },
  {
    date: '2024-01-09',
    type: 'Purchase',
    symbol: 'RWSC',
    amount: '5',
    price: '150',
    value: '750.00',
    localCcyAmount: '592.89',
    currency: 'USD',
    name: 'Rowan "Smaller" Cos Fund',
  },
  {
    date: '2024-12-31',
    type: 'Interest',
    symbol: 'CASH.GBP',
    amount: '30',
    currency: 'GBP',
    name: 'Interest',
  },
];
