import { MoneyDecimal, type Decimal } from '../money';

/**
 * The ex-post costs and charges statement (MiFID II art. 50 of Delegated Regulation 2017/565, FCA
 * COBS 16A): a period's costs in money and as a share of the average value, split into product,
 * service and transaction costs, and their cumulative effect on the return.
 */

/** A valuation of the portfolio: its value from `date` until the next point. */
export interface CostValuation {
  date: string;
  value: string;
}

export type CostGroup = 'product' | 'service' | 'transaction';
export type CostLineKey =
  'ongoingCharges' | 'platformFee' | 'adviceFee' | 'otherServiceFees' | 'transactionCosts';

/** How a line was found: taken from the portfolio in the period, or accrued from its annual rate. */
export type CostBasis = 'charged' | 'accrued';

export interface CostFigure {
  /** Money, in the portfolio's currency. */
  amount: string;
  /** A fraction of the average value ('0.0123' = 1.23 %); null without an average value. */
  share: string | null;
}

export interface CostLine extends CostFigure {
  key: CostLineKey;
  group: CostGroup;
  basis: CostBasis;
}

export interface CostsStatement {
  from: string;
  to: string;
  /** Days of the period with a valuation (the average runs over these). */
  valuedDays: number;
  /** The day-weighted average value (2 decimals); null when no day of the period is valued. */
  averageValue: string | null;
  lines: CostLine[];
  product: CostFigure;
  service: CostFigure;
  transaction: CostFigure;
  total: CostFigure;
  /**
   * The cumulative effect of the costs on the return: the investment gain before costs (after plus
   * the costs) and after them (the gain as recorded); null when the gain is not known.
   */
  effect: { before: CostFigure; after: CostFigure } | null;
}

export interface CostsInput {
  period: { from: string; to: string };
  points: readonly CostValuation[];
  /** The Charges data's annual rates, percent figures a year ('0.45' = 0.45 %), by name. */
  annual: Readonly<Record<string, string>>;
  /** The Charges data's items taken in the period, totals by type (fee transactions). */
  charged: Readonly<Record<string, string>>;
  /** The TransactionCosts data's total over the period. */
  transactionCosts: string;
  /** The investment gain of the period after every cost (change less net flows); null if unknown. */
  gain: string | null;
}

const DAY_MS = 86_400_000;
const SHARE_DECIMALS = 6;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const zero = () => new MoneyDecimal(0);
const pennies = (value: Decimal) => value.toDecimalPlaces(2, MoneyDecimal.ROUND_HALF_UP);
const plain = (value: Decimal) => {
  const text = value.toFixed();
  return text === '-0' ? '0' : text;
};

/**
 * The value-days of the period: Σ value × days each value held, each point holding from its date to
 * the day before the next (the last to the period's end). Days before the first point on or before
 * them are not valued (the portfolio had no value yet) and do not count.
 */
export function valueDays(
  points: readonly CostValuation[],
  period: { from: string; to: string },
): { sum: Decimal; days: number } {
  const sorted = [...points].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const start = dayNumber(period.from);
  const end = dayNumber(period.to) + 1; // exclusive
  let sum = zero();
  let days = 0;
  sorted.forEach((point, i) => {
    const next = sorted[i + 1];
    const from = Math.max(dayNumber(point.date), start);
    const to = Math.min(next ? dayNumber(next.date) : end, end);
    if (to <= from) return;
    sum = sum.plus(new MoneyDecimal(point.value).times(to - from));
    days += to - from;
  });
  return { sum, days };
}

/** Which line a charge belongs to, by its type or its annual rate's name. */
export function costLineOf(name: string): Exclude<CostLineKey, 'transactionCosts'> | null {
  const n = name.toLowerCase();
  if (n === 'total') return null;
  if (/ongoing|ocf|\bter\b|fund (charge|cost)|product/.test(n)) return 'ongoingCharges';
  if (/advi[cs]/.test(n)) return 'adviceFee';
  if (/platform|custody|admin|management|wrap|service/.test(n)) return 'platformFee';
  return null;
}

const GROUP: Record<CostLineKey, CostGroup> = {
  ongoingCharges: 'product',
  platformFee: 'service',
  adviceFee: 'service',
  otherServiceFees: 'service',
  transactionCosts: 'transaction',
};
const ORDER: CostLineKey[] = [
  'ongoingCharges',
  'platformFee',
  'adviceFee',
  'otherServiceFees',
  'transactionCosts',
];

/**
 * The statement of one portfolio over a period, exact decimals. Each line is what was taken from the
 * portfolio in the period when anything of its kind was (fee transactions; a type that names no
 * known kind is an other service fee), else its annual rate accrued day by day over the valued days
 * (rate × Σ value × days / 365) — the way fund ongoing charges, taken inside the fund's price, are
 * shown. Transaction costs are the fees of the period's transactions. Amounts round half up to the
 * penny, the total is the sum of the rounded lines; shares are of the exact average value.
 */
export function costsStatement(input: CostsInput): CostsStatement {
  const { sum, days } = valueDays(input.points, input.period);
  const average = days > 0 ? sum.dividedBy(days) : null;
  const amounts = new Map<CostLineKey, { amount: Decimal; basis: CostBasis }>();
  const add = (key: CostLineKey, amount: Decimal, basis: CostBasis) => {
    const had = amounts.get(key);
    amounts.set(key, { amount: (had?.amount ?? zero()).plus(amount), basis });
  };
  for (const [type, amount] of Object.entries(input.charged))
    add(costLineOf(type) ?? 'otherServiceFees', new MoneyDecimal(amount).abs(), 'charged');
  for (const [name, rate] of Object.entries(input.annual)) {
    const key = costLineOf(name);
    if (!key || amounts.get(key)?.basis === 'charged') continue;
    const accrued = new MoneyDecimal(rate).dividedBy(100).times(sum).dividedBy(365);
    add(key, accrued, 'accrued');
  }
  add('transactionCosts', new MoneyDecimal(input.transactionCosts).abs(), 'charged');

  const figure = (amount: Decimal): CostFigure => ({
    amount: plain(amount),
    share:
      average && !average.isZero() ? plain(amount.dividedBy(average).toDecimalPlaces(SHARE_DECIMALS)) : null,
  });
  const lines: CostLine[] = ORDER.flatMap((key) => {
    const line = amounts.get(key);
    if (!line) return [];
    return [{ key, group: GROUP[key], basis: line.basis, ...figure(pennies(line.amount)) }];
  });
  const groupTotal = (group: CostGroup) =>
    lines.filter((l) => l.group === group).reduce((s, l) => s.plus(l.amount), zero());
  const total = lines.reduce((s, l) => s.plus(l.amount), zero());
  const gain = input.gain === null ? null : new MoneyDecimal(input.gain);
  return {
    from: input.period.from,
    to: input.period.to,
    valuedDays: days,
    averageValue: average ? plain(pennies(average)) : null,
    lines,
    product: figure(groupTotal('product')),
    service: figure(groupTotal('service')),
    transaction: figure(groupTotal('transaction')),
    total: figure(total),
    effect: gain ? { before: figure(gain.plus(total)), after: figure(gain) } : null,
  };
}

/**
 * Several portfolios' statements in one currency added up: amounts line by line, the average values
 * (each portfolio's own average over the same period), the gains; shares of the summed average.
 * Null for none, or when a statement has no average value.
 */
export function consolidatedCosts(statements: readonly CostsStatement[]): CostsStatement | null {
  const first = statements[0];
  if (!first || statements.some((s) => s.averageValue === null)) return null;
  const average = statements.reduce((s, x) => s.plus(x.averageValue!), zero());
  const figure = (amount: Decimal): CostFigure => ({
    amount: plain(amount),
    share: average.isZero() ? null : plain(amount.dividedBy(average).toDecimalPlaces(SHARE_DECIMALS)),
  });
  const sumOf = (pick: (s: CostsStatement) => string | undefined) =>
    statements.reduce((s, x) => s.plus(pick(x) ?? '0'), zero());
  const lines: CostLine[] = ORDER.flatMap((key) => {
    const of = statements.flatMap((s) => s.lines.filter((l) => l.key === key));
    if (of.length === 0) return [];
    const basis: CostBasis = of.some((l) => l.basis === 'accrued') ? 'accrued' : 'charged';
    return [{ key, group: GROUP[key], basis, ...figure(of.reduce((s, l) => s.plus(l.amount), zero())) }];
  });
  const total = sumOf((s) => s.total.amount);
  const effects = statements.map((s) => s.effect);
  const after = effects.every((e) => e !== null) ? sumOf((s) => s.effect!.after.amount) : null;
  return {
    from: first.from,
    to: first.to,
    valuedDays: Math.max(...statements.map((s) => s.valuedDays)),
    averageValue: plain(average),
    lines,
    product: figure(sumOf((s) => s.product.amount)),
    service: figure(sumOf((s) => s.service.amount)),
    transaction: figure(sumOf((s) => s.transaction.amount)),
    total: figure(total),
    effect: after ? { before: figure(after.plus(total)), after: figure(after) } : null,
  };
}

/** The annual statement's period: the last calendar year ended before `today`. */
export function costsStatementYear(today: string): { from: string; to: string } {
  const year = String(Number(today.slice(0, 4)) - 1).padStart(4, '0');
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}
