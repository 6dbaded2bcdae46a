import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineCommand } from './engine-command';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('./engine.ts', import.meta.url));
const example = fileURLToPath(new URL('./engine-example.json', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
let dir = '';

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-engine-cli-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/** The command's argument for `input`: written to a temp file, a path as it is, or none for null. */
async function argv(input: unknown): Promise<string[]> {
  if (input === null) return [];
  if (typeof input === 'string') return [input];
  const file = path.join(dir, `input-${Math.random().toString(36).slice(2)}.json`);
  await fs.writeFile(file, JSON.stringify(input));
  return [file];
}

/**
 * The command as `npm run engine` runs it: tsx, a process of its own. About 2 s of CPU a start, so
 * two cases run it this way (a result with exit code 0, a refusal with 1) and the rest call the same
 * command in this process (decision 139).
 */
async function npmRunEngine(input: unknown) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', cli, ...(await argv(input))], {
      cwd: repoRoot,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The command in this process, as engine.ts calls it, with what it writes collected. */
async function engine(input: unknown) {
  const result = { code: 0, stdout: '', stderr: '' };
  result.code = engineCommand(await argv(input), {
    stdout: (text) => (result.stdout += text),
    stderr: (text) => (result.stderr += text),
  });
  return result;
}

const buy = {
  date: '2023-01-03',
  symbol: 'ABC',
  type: 'Purchase',
  units: '10',
  price: '100',
  currency: 'GBP',
};
const prices = [
  { symbol: 'ABC', date: '2023-01-03', price: '100', currency: 'GBP' },
  { symbol: 'ABC', date: '2024-01-03', price: '110', currency: 'GBP' },
];

// The command reads a file and no database, so the server suite's PostgreSQL pass (.ci/run) would
// repeat the embedded pass exactly: it runs on the embedded pass (npm test) only (decision 101).
describe.skipIf(Boolean(process.env.DATABASE_URL))('npm run engine -- FILE.json', () => {
  it('the README example: holdings, totals, returns since the first transaction', async () => {
    const result = await npmRunEngine(example);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const output = JSON.parse(result.stdout);
    expect(Object.keys(output)).toEqual(['holdings', 'totalValue', 'cash', 'twr', 'twrAnnualised', 'xirr']);
    expect(output.holdings).toEqual([
      { symbol: 'RWSC', units: '20', cost: '3000', costBase: '2362.2', currency: 'USD', value: '2808.76' },
      { symbol: 'VOD.L', units: '3000', cost: '2115', costBase: '2115', currency: 'GBP', value: '2223.00' },
    ]);
    expect(output.cash).toBe('7185.86');
    expect(output.totalValue).toBe('12217.62');
    expect(typeof output.twr).toBe('number');
    expect(typeof output.xirr).toBe('number');
  });

  it('without contributions, purchases and sales are the external flows: a year at +10 %', async () => {
    const result = await engine({
      baseCurrency: 'GBP',
      valuationDate: '2024-01-03',
      transactions: [buy],
      prices,
    });
    expect(JSON.parse(result.stdout)).toEqual({
      holdings: [
        { symbol: 'ABC', units: '10', cost: '1000', costBase: '1000', currency: 'GBP', value: '1100.00' },
      ],
      totalValue: '1100.00',
      cash: '0.00',
      twr: 0.1,
      twrAnnualised: 0.1,
      xirr: 0.1,
    });
  });

  it('a direct property is valued from its growth (§3), as the portal values it', async () => {
    const result = await engine({
      baseCurrency: 'GBP',
      valuationDate: '2024-07-03',
      transactions: [
        { date: '2023-01-03', symbol: 'CASH.GBP', type: 'Contribution', amount: '200000' },
        { date: '2023-01-03', symbol: 'FLAT-1', type: 'Purchase', units: '1', price: '200000' },
      ],
      properties: [
        { symbol: 'FLAT-1', annualGrowth: '4', purchaseDate: '2023-01-03', purchaseValue: '200000' },
      ],
    });
    expect(result.stderr).toBe('');
    const output = JSON.parse(result.stdout);
    // 18 whole months at 4 % a year: 200,000 × 1.04^1.5 = 212,119.21.
    expect(output.holdings).toEqual([
      {
        symbol: 'FLAT-1',
        units: '1',
        cost: '200000',
        costBase: '200000',
        currency: 'GBP',
        value: '212119.21',
      },
    ]);
    expect(output.totalValue).toBe('212119.21');
  });

  it('valuations and flows give the same two returns (CFA example: 34.2 % over two years, 13.86 % XIRR)', async () => {
    const result = await engine({
      valuations: [
        { date: '2021-01-01', value: '0' },
        { date: '2022-01-01', value: 122 },
        { date: '2023-01-01', value: '264' },
      ],
      flows: [
        { date: '2021-01-01', amount: '100' },
        { date: '2022-01-01', amount: '118' },
      ],
    });
    const output = JSON.parse(result.stdout);
    expect(output.twr).toBeCloseTo(0.342, 10);
    expect(output.twrAnnualised).toBeCloseTo(0.1584, 4);
    expect(output.xirr).toBeCloseTo(0.1386, 4);
  });

  it('bad input names the offending row and exits 1', async () => {
    const base = { baseCurrency: 'GBP', valuationDate: '2024-01-03', prices };
    const cases: [unknown, string][] = [
      [
        { ...base, transactions: [buy, { ...buy, type: 'Gift' }] },
        'transactions[1]: Unknown transaction type (type: Gift)',
      ],
      [
        { ...base, transactions: [buy, { ...buy, date: '2023-06-01', type: 'Sale', units: '10.5' }] },
        'transactions[1]: You only have that many units (held: 10)',
      ],
      [
        { ...base, transactions: [{ ...buy, symbol: 'XYZ' }] },
        'transactions[0]: No price for this symbol on or before the date (symbol: XYZ, date: 2024-01-03)',
      ],
      [{ ...base, transactions: [{ ...buy, units: '1e3' }] }, 'transactions[0].units: Please enter a number'],
      [
        { ...base, transactions: [{ ...buy, date: '2023-02-30' }] },
        'transactions[0].date: Please enter a valid date',
      ],
    ];
    for (const [input, message] of cases) {
      const result = await engine(input);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr.trim()).toBe(message);
    }
  });

  it('says how to use it without a file, and what is wrong with an unreadable one', async () => {
    const usage = await npmRunEngine(null);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('Usage: npm run engine -- FILE.json');
    const bad = path.join(dir, 'bad.json');
    await fs.writeFile(bad, '{ not json');
    const broken = await engine(bad);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain(bad);
  });
});
