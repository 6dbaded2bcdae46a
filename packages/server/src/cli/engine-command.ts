// `npm run engine -- FILE.json` (engine.ts runs it): reconciles a portfolio file with the finance
// engine and prints JSON (issue 4, item 4; README "Command-line engine"). Parsing and validation
// here, every figure from @portal/domain. Bad input ends with a line naming the offending row and
// exit code 1.
import fs from 'node:fs';
import {
  EngineError,
  isIsoDate,
  isMoneyString,
  moneyWeightedReturn,
  reconcilePortfolio,
  timeWeightedReturn,
  translateMessage,
  type MessageKey,
  type ReturnValue,
} from '@portal/domain';
import { z } from 'zod';

const text = (key: MessageKey) => translateMessage(key, 'en');

/** A decimal as a string; JSON numbers are accepted and read as written (12.5 → '12.5'). */
const decimal = z
  .union([z.string(), z.number()], { error: text('validation.number') })
  .transform((value) => String(value).trim())
  .refine(isMoneyString, text('validation.number'));
const date = z
  .string({ error: text('validation.date_invalid') })
  .refine(isIsoDate, text('validation.date_invalid'));
const currency = z.string().regex(/^[A-Z]{3}$/, 'a three-letter currency code such as GBP');

const transactionsFile = z.object({
  baseCurrency: currency,
  valuationDate: date,
  transactions: z
    .array(
      z.object({
        date,
        symbol: z
          .string({ error: text('validation.symbol_required') })
          .min(1, text('validation.symbol_required')),
        type: z.string({ error: text('validation.required_field') }),
        units: decimal.optional(),
        price: decimal.optional(),
        amount: decimal.optional(),
        currency: currency.optional(),
        fee: decimal.optional(),
        localCcyAmount: decimal.optional(),
      }),
    )
    .min(1, 'at least one transaction is needed'),
  prices: z.array(z.object({ symbol: z.string().min(1), date, price: decimal, currency })).default([]),
  fx: z.array(z.object({ date, from: currency, to: currency, rate: decimal })).default([]),
  // Direct properties (§3): a line of one of these symbols is valued from its growth or price points.
  properties: z
    .array(
      z.object({
        symbol: z.string().min(1),
        currency: currency.default('GBP'),
        assetClass: z.string().default('Property'),
        annualGrowth: decimal.optional(),
        pricePoints: z.array(z.object({ date, value: decimal })).optional(),
        purchaseDate: date.optional(),
        purchaseValue: decimal.optional(),
      }),
    )
    .default([]),
});

const valuationsFile = z.object({
  valuations: z.array(z.object({ date, value: decimal })).min(2, 'at least two valuations are needed'),
  flows: z.array(z.object({ date, amount: decimal })).default([]),
});

/** A return as a fraction rounded to 10 decimals, or null. */
function fraction(value: ReturnValue): number | null {
  return value.value === null ? null : Number(value.value.toFixed(10));
}

/** The returns and, for each one that cannot be computed, why. */
function returns(values: Record<string, ReturnValue>) {
  const printed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, fraction(value)]));
  const reasons = Object.fromEntries(
    Object.entries(values).flatMap(([key, value]) => (value.reason ? [[key, value.reason]] : [])),
  );
  return Object.keys(reasons).length ? { ...printed, reasons } : printed;
}

function run(input: unknown): unknown {
  if (input && typeof input === 'object' && 'valuations' in input) {
    const file = valuationsFile.parse(input);
    const twr = timeWeightedReturn(file.valuations, file.flows);
    return returns({
      twr: twr.value,
      twrAnnualised: twr.annualised,
      xirr: moneyWeightedReturn(file.valuations, file.flows),
    });
  }
  const file = transactionsFile.parse(input);
  const result = reconcilePortfolio(file);
  return {
    holdings: result.holdings,
    totalValue: result.totalValue,
    cash: result.cash,
    ...returns({ twr: result.twr, twrAnnualised: result.twrAnnualised, xirr: result.xirr }),
  };
}

/** One line saying what is wrong, with the row: 'transactions[3].units: Please enter a number'. */
function describe(error: unknown): string {
  if (error instanceof z.ZodError) {
    return error.issues
      .map((issue) => {
        const path = issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`));
        return `${path.join('').replace(/^\./, '') || 'file'}: ${issue.message}`;
      })
      .join('\n');
  }
  if (error instanceof EngineError) {
    const params = Object.entries(error.params)
      .map(([key, value]) => `${key}: ${value}`)
      .join(', ');
    const where = error.row === undefined ? '' : `transactions[${error.row}]: `;
    return `${where}${text(error.key)}${params ? ` (${params})` : ''}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Where the command writes: the process's streams, or a test's collectors. */
export interface EngineOutput {
  stdout(text: string): void;
  stderr(text: string): void;
}

/** The command on its arguments (the file's path); returns the exit code. */
export function engineCommand(argv: string[], out: EngineOutput): number {
  const path = argv[0];
  if (!path) {
    out.stderr('Usage: npm run engine -- FILE.json\n');
    return 1;
  }
  let input: unknown;
  try {
    input = JSON.parse(fs.readFileSync(path, 'utf8'));
  } catch (error) {
    out.stderr(`${path}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  try {
    out.stdout(`${JSON.stringify(run(input), null, 2)}\n`);
    return 0;
  } catch (error) {
    out.stderr(`${describe(error)}\n`);
    return 1;
  }
}
