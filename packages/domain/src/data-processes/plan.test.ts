import { describe, expect, it } from 'vitest';
import { parseCsv } from './parse-source';
import { planDataset, sameValue, summarizePlan, withRejections, type StoredRecord } from './plan';
import { portfoliosTarget, transactionsTarget } from './targets';
import { mapRecord, validateRows } from './validate-rows';

const CSV = [
  'Account,Portfolio,Date,Type,Ticker,Name,Units,Price',
  'EXT-1,GIA,2025-01-02,Purchase,VOD,Vodafone,100,0.72',
  'EXT-1,GIA,2025-01-02,Purchase,VOD,Vodafone,100,0.72',
  'EXT-1,GIA,2025-02-03,Sale,VOD,Vodafone,40,0.80',
].join('\n');
const MAPPING = {
  account: 'Account',
  portfolio: 'Portfolio',
  date: 'Date',
  type: 'Type',
  symbol: 'Ticker',
  name: 'Name',
  amount: 'Units',
  price: 'Price',
};

const validTransactions = () => validateRows(parseCsv(CSV), transactionsTarget, MAPPING, 0);

describe('mapping source fields onto ours', () => {
  it('reads mapped names, falls back to the same name, turns numbers into decimal strings', () => {
    const row = mapRecord({ Ticker: 'VOD', amount: 12.5, riskLevel: '7' }, transactionsTarget, {
      symbol: 'Ticker',
    });
    expect(row).toEqual({ symbol: 'VOD', amount: '12.5' });
    expect(mapRecord({ riskLevel: '7', name: 'ISA' }, portfoliosTarget, {})).toEqual({
      riskLevel: 7,
      name: 'ISA',
    });
  });

  it('reads a fixed value for every row from a mapping that starts with =', () => {
    expect(mapRecord({ symbol: 'BP' }, transactionsTarget, { portfolio: '=P-9' })).toEqual({
      portfolio: 'P-9',
      symbol: 'BP',
    });
  });

  it('follows a dotted path into nested JSON', () => {
    expect(
      mapRecord({ instrument: { ticker: 'BP' } }, transactionsTarget, { symbol: 'instrument.ticker' }),
    ).toEqual({ symbol: 'BP' });
  });
});

describe('validating rows with the domain schemas (§5 messages)', () => {
  it('keeps good rows and reports each bad field of a bad row once, by source row number', () => {
    const records = parseCsv(
      'account,portfolio,date,type,symbol,name,amount\nA,P,2025-01-01,Purchase,,VOD,abc\nA,P,2025-01-01,Purchase,VOD,VOD,1',
    );
    const { valid, errors } = validateRows(records, transactionsTarget, {}, 2);
    expect(valid.map((r) => r.row)).toEqual([2]);
    expect(errors).toEqual([
      expect.objectContaining({ step: 2, row: 1, field: 'symbol', key: 'validation.symbol_required' }),
      expect.objectContaining({ step: 2, row: 1, field: 'amount', key: 'validation.number' }),
    ]);
  });

  it('requires a date on an imported transaction, so a re-run can find it again', () => {
    const { errors } = validateRows(
      [{ account: 'A', portfolio: 'P', type: 'Purchase', symbol: 'X', name: 'X', amount: '1' }],
      transactionsTarget,
      {},
      0,
    );
    expect(errors).toEqual([expect.objectContaining({ field: 'date', key: 'validation.required_field' })]);
  });
});

describe('planning transactions (multiset matching)', () => {
  it('creates every row into an empty portfolio, with the fields as after values', () => {
    const plan = planDataset(transactionsTarget, validTransactions().valid, []);
    expect(plan.rows.map((r) => r.action)).toEqual(['create', 'create', 'create']);
    expect(plan.rows[0]!.changes).toContainEqual({ field: 'amount', before: null, after: '100' });
  });

  it('finds every row already booked on a second run, even two identical trades', () => {
    const { valid } = validTransactions();
    const stored: StoredRecord[] = valid.map((row, i) => ({
      id: `t${i}`,
      key: transactionsTarget.key({ ...row.values, amount: `${String(row.values.amount)}.00000000` }),
      values: row.values,
    }));
    const summary = summarizePlan(planDataset(transactionsTarget, valid, stored));
    expect(summary).toMatchObject({ creates: 0, updates: 0, unchanged: 3, rejected: 0 });
  });

  it('books the second of two identical trades when only one is stored', () => {
    const { valid } = validTransactions();
    const stored = [{ id: 'only', key: transactionsTarget.key(valid[0]!.values), values: valid[0]!.values }];
    const plan = planDataset(transactionsTarget, valid, stored);
    expect(plan.rows.map((r) => [r.action, r.id])).toEqual([
      ['unchanged', 'only'],
      ['create', null],
      ['create', null],
    ]);
  });
});

describe('planning portfolios (unique matching)', () => {
  const rows = validateRows(
    [
      { account: 'EXT-1', externalId: 'P-1', name: 'Growth ISA', type: 'ISA', riskLevel: '6' },
      { account: 'EXT-1', externalId: 'P-2', name: 'New GIA' },
      { account: 'EXT-1', externalId: 'P-3', name: 'Same' },
      { account: 'EXT-1', externalId: 'P-1', name: 'Again' },
    ],
    portfoliosTarget,
    {},
    0,
  ).valid;
  const stored: StoredRecord[] = [
    { id: 'p1', key: 'EXT-1|P-1', values: { name: 'ISA', type: 'ISA', riskLevel: 4 } },
    { id: 'p3', key: 'EXT-1|P-3', values: { name: 'Same', type: 'GIA' } },
  ];

  it('updates only the given fields that differ, creates the unknown, leaves the equal alone', () => {
    const plan = planDataset(portfoliosTarget, rows, stored);
    expect(plan.rows.map((r) => [r.action, r.id])).toEqual([
      ['update', 'p1'],
      ['create', null],
      ['unchanged', 'p3'],
    ]);
    expect(plan.rows[0]!.changes).toEqual([
      { field: 'name', before: 'ISA', after: 'Growth ISA' },
      { field: 'riskLevel', before: '4', after: '6' },
    ]);
  });

  it('refuses a second row with the same key instead of letting the last one win', () => {
    const plan = planDataset(portfoliosTarget, rows, stored);
    expect(plan.errors).toEqual([
      expect.objectContaining({ row: 4, field: 'externalId', key: 'errors.duplicate_value' }),
    ]);
    expect(summarizePlan(plan)).toMatchObject({ creates: 1, updates: 1, unchanged: 1, rejected: 1 });
  });

  it('drops rows refused later from the plan and counts them once', () => {
    const plan = withRejections(planDataset(portfoliosTarget, rows, stored), [
      { step: 0, row: 2, field: 'account', key: 'errors.import_unknown_account', values: {} },
    ]);
    expect(summarizePlan(plan)).toMatchObject({ creates: 0, rejected: 2 });
  });
});

describe('sameValue', () => {
  it('compares decimals by value and treats blank as none', () => {
    expect(sameValue('100.0000', '100')).toBe(true);
    expect(sameValue(null, '')).toBe(true);
    expect(sameValue('0.72', '0.720001')).toBe(false);
    expect(sameValue(4, '4')).toBe(true);
  });
});
