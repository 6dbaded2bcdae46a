import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MoneyDecimal } from '@portal/domain';
import { holdings, portfolioValuations, portfolios, transactions } from '../db/schema/index';
import { todayIso } from '../providers/provider';
import { INSTRUMENTS, MONTHS } from '../testing/portfolio-fixture-data';
import { requestRevaluation } from './revaluation-jobs';
import { startValuationWorld, type ValuationWorld } from './testing/valuation-world';

const close = (symbol: string, month: number) => INSTRUMENTS.find((i) => i.symbol === symbol)!.price(month);

/**
 * Decision 49: a hand edit of a holding is booked, so the engine's daily series sees it. After the
 * revaluation job the last valued point equals the holdings' value, the flow of the booking's day
 * is the transfer's value, and the days before it are left as they were.
 */
describe('holdings edited by hand', () => {
  let w: ValuationWorld;
  const today = todayIso();
  const isa = () =>
    `/api/portals/${w.world.portalA}/accounts/${w.world.accounts.investor}/portfolios/${w.portfolios.isa}`;

  beforeAll(async () => {
    // The routes book on the real day, so the worker values up to it too.
    w = await startValuationWorld(todayIso);
  });
  afterAll(async () => {
    await w?.close();
  });

  const call = (...args: Parameters<ValuationWorld['call']>) => w.call(...args);
  const holdingsView = async () => (await call('GET', `${isa()}/holdings`)).json();
  const series = () =>
    w.db.db
      .select({
        date: portfolioValuations.date,
        value: portfolioValuations.value,
        flow: portfolioValuations.netFlow,
      })
      .from(portfolioValuations)
      .where(eq(portfolioValuations.portfolioId, w.portfolios.isa))
      .orderBy(asc(portfolioValuations.date));
  const holdingOf = async (symbol: string) =>
    (
      await w.db.db
        .select()
        .from(holdings)
        .where(and(eq(holdings.portfolioId, w.portfolios.isa), eq(holdings.symbol, symbol)))
    )[0]!;
  const bookedOn = (date: string) =>
    w.db.db
      .select({
        type: transactions.type,
        symbol: transactions.symbol,
        amount: transactions.amount,
        value: transactions.value,
      })
      .from(transactions)
      .where(and(eq(transactions.portfolioId, w.portfolios.isa), eq(transactions.date, date)))
      .orderBy(asc(transactions.createdAt));

  /** The series and the holdings agree, and nothing before `from` moved. */
  async function expectAgreement(before: { date: string; value: string }[], from: string) {
    const after = await series();
    expect(after.at(-1)!.date).toBe(today);
    expect(new MoneyDecimal(after.at(-1)!.value).toFixed(2)).toBe((await holdingsView()).value);
    const untouched = (rows: { date: string; value: string }[]) =>
      rows.filter((r) => r.date < from).map((r) => [r.date, new MoneyDecimal(r.value).toFixed(2)]);
    expect(untouched(after)).toEqual(untouched(before));
    expect(untouched(after).length).toBeGreaterThan(0);
    return after;
  }

  it('books a change of units as a transfer on the day, marks the portfolio and keeps the cost', async () => {
    const gilt = await holdingOf('UKGILT');
    const before = await series();
    // The web form's body: no purchase value.
    const edited = await call(
      'PUT',
      `${isa()}/holdings/${gilt.id}`,
      { name: gilt.name, symbol: 'UKGILT', units: '60', currency: 'GBP' },
      w.noJobs,
    );
    expect(edited.statusCode).toBe(200);

    // 20 units in at the last close, not paid from the ISA's cash: a contribution pays for them.
    const transfer = new MoneyDecimal(20).times(close('UKGILT', MONTHS - 1)).toFixed(2);
    const booked = await bookedOn(today);
    expect(
      booked.map((b) => [
        b.type,
        b.symbol,
        new MoneyDecimal(b.amount).toFixed(2),
        b.value && new MoneyDecimal(b.value).toFixed(2),
      ]),
    ).toEqual([
      ['Contribution', 'CASH.GBP', transfer, null],
      ['Purchase', 'UKGILT', '20.00', transfer],
    ]);
    const row = await holdingOf('UKGILT');
    expect(new MoneyDecimal(row.units).toFixed()).toBe('60');
    expect(new MoneyDecimal(row.cost!).toFixed(2)).toBe(new MoneyDecimal('3840').plus(transfer).toFixed(2));
    const [mark] = await w.db.db
      .select({ revalueFrom: portfolios.revalueFrom })
      .from(portfolios)
      .where(eq(portfolios.id, w.portfolios.isa));
    expect(mark!.revalueFrom).toBe(today);
    const pending = (await call('GET', `${isa()}/performance?range=all`)).json();
    expect(pending.recalculating.from).toBe(today);

    await requestRevaluation(w.jobs, w.db.db, [w.portfolios.isa]);
    await w.revalued([w.portfolios.isa]);
    const after = await expectAgreement(before, today);
    expect(new MoneyDecimal(after.at(-1)!.flow!).toFixed(2)).toBe(transfer);
  });

  it('books a new holding as its purchase on its purchase date', async () => {
    const before = await series();
    const added = await call('POST', `${isa()}/holdings`, {
      name: 'Vodafone',
      symbol: 'VOD.L',
      units: '2000',
      currency: 'GBX',
      date: '2025-03-03',
    });
    expect(added.statusCode).toBe(201);
    await w.revalued([w.portfolios.isa]);
    // Priced at the close on or before the day (1 March), in pence.
    const cost = new MoneyDecimal(2000).times(close('VOD.L', 26)).dividedBy(100).toFixed(2);
    expect(new MoneyDecimal((await holdingOf('VOD.L')).cost!).toFixed(2)).toBe(cost);
    const after = await expectAgreement(before, '2025-03-03');
    expect(new MoneyDecimal(after.find((p) => p.date === '2025-03-03')!.flow!).toFixed(2)).toBe(cost);
  });

  it('books a deleted holding out on the day, its proceeds withdrawn', async () => {
    const rwsc = await holdingOf('RWSC');
    const line = (await holdingsView()).items.find((h: { symbol: string }) => h.symbol === 'RWSC');
    const before = await series();
    const todayFlow = new MoneyDecimal(before.at(-1)!.flow ?? '0');
    expect((await call('DELETE', `${isa()}/holdings/${rwsc.id}`)).statusCode).toBe(200);
    await w.revalued([w.portfolios.isa]);
    const after = await expectAgreement(before, today);
    // The dollars out at the day's rate, kept to 8 decimals as cash is: the line's value to the penny.
    const out = new MoneyDecimal(after.at(-1)!.flow!).minus(todayFlow);
    expect(out.plus(line.valueBase).abs().lte('0.01')).toBe(true);
    expect((await bookedOn(today)).slice(-2).map((b) => b.type)).toEqual(['Sale', 'Withdrawal']);
  });

  const markOf = async () =>
    (
      await w.db.db
        .select({ revalueFrom: portfolios.revalueFrom })
        .from(portfolios)
        .where(eq(portfolios.id, w.portfolios.isa))
    )[0]!.revalueFrom;

  it('books a direct property at its purchase and values it from its growth, then from a price point', async () => {
    const before = await series();
    const property = {
      name: 'Unit 4, Riverside Business Park',
      symbol: 'PROP-ISA1',
      units: '1',
      currency: 'GBP',
      assetclass: 'Property',
      date: '2024-06-03',
      purchaseValue: '250000',
      annual_growth: '4',
    };
    const added = await call('POST', `${isa()}/holdings`, property, w.noJobs);
    expect(added.statusCode).toBe(201);
    expect((await bookedOn('2024-06-03')).map((b) => [b.type, b.symbol])).toEqual([
      ['Contribution', 'CASH.GBP'],
      ['Purchase', 'PROP-ISA1'],
    ]);
    expect(await markOf()).toBe('2024-06-03');
    await requestRevaluation(w.jobs, w.db.db, [w.portfolios.isa]);
    await w.revalued([w.portfolios.isa]);
    const grown = await expectAgreement(before, '2024-06-03');
    // The property is worth its grown value in the series, not its purchase price.
    const line = (await holdingsView()).items.find((h: { symbol: string }) => h.symbol === 'PROP-ISA1');
    expect(new MoneyDecimal(line.value).gt('250000')).toBe(true);

    // A price point: re-valued from its own date only.
    const id = (await holdingOf('PROP-ISA1')).id;
    const pointed = { ...property, pricePoints: [{ date: '2025-06-02', value: '300000' }] };
    expect((await call('PUT', `${isa()}/holdings/${id}`, pointed, w.noJobs)).statusCode).toBe(200);
    expect(await markOf()).toBe('2025-06-02');
    await requestRevaluation(w.jobs, w.db.db, [w.portfolios.isa]);
    await w.revalued([w.portfolios.isa]);
    const after = await expectAgreement(grown, '2025-06-02');
    const at = (rows: { date: string; value: string }[], date: string) =>
      new MoneyDecimal(rows.find((r) => r.date === date)!.value);
    // 2 June 2025: 11 whole months of 4 % growth since 3 June 2024, replaced by the point (300,000).
    const grownValue = new MoneyDecimal('1.04')
      .pow(new MoneyDecimal(11).dividedBy(12))
      .times(250000)
      .toDecimalPlaces(2, MoneyDecimal.ROUND_HALF_UP);
    expect(at(after, '2025-06-02').minus(at(grown, '2025-06-02')).toFixed(2)).toBe(
      new MoneyDecimal(300000).minus(grownValue).toFixed(2),
    );
  });

  it('sells a deleted property at its own value on the day', async () => {
    const id = (await holdingOf('PROP-ISA1')).id;
    const before = await series();
    expect((await call('DELETE', `${isa()}/holdings/${id}`)).statusCode).toBe(200);
    const sale = (await bookedOn(today)).find((b) => b.symbol === 'PROP-ISA1')!;
    expect([sale.type, new MoneyDecimal(sale.value!).toFixed(2)]).toEqual(['Sale', '300000.00']);
    await w.revalued([w.portfolios.isa]);
    await expectAgreement(before, today);
  });

  it('holds a cash line in another currency as that line, at each day’s rate like the holdings list', async () => {
    const before = await series();
    const added = await call('POST', `${isa()}/holdings`, {
      name: 'US dollar cash',
      symbol: 'CASH.USD',
      units: '1000',
      currency: 'USD',
      date: '2025-03-03',
    });
    expect(added.statusCode).toBe(201);
    expect((await bookedOn('2025-03-03')).filter((b) => b.symbol === 'CASH.USD').map((b) => b.type)).toEqual([
      'Contribution',
      'Purchase',
    ]);
    await w.revalued([w.portfolios.isa]);
    await expectAgreement(before, '2025-03-03');
  });

  it('reduces a foreign cash line by a sale of the line, or as cash beyond what its books hold', async () => {
    const usd = await holdingOf('CASH.USD');
    const edit = (units: string) =>
      call('PUT', `${isa()}/holdings/${usd.id}`, {
        name: 'CASH.USD',
        symbol: 'CASH.USD',
        units,
        currency: 'USD',
      });
    expect((await edit('400')).statusCode).toBe(200);
    // A line stored above what its books hold as a line (a dividend booked before decision 51):
    // reducing it by more than the books hold is cash out, as before, never a sale they would refuse.
    await w.db.db.update(holdings).set({ units: '900' }).where(eq(holdings.id, usd.id));
    expect((await edit('100')).statusCode).toBe(200);
    const booked = (await bookedOn(today)).filter((b) => b.symbol === 'CASH.USD');
    // The last three: the RWSC sale's withdrawal came earlier in the day.
    expect(booked.slice(-3).map((b) => [b.type, new MoneyDecimal(b.amount).toFixed(2)])).toEqual([
      ['Sale', '600.00'],
      ['Withdrawal', '600.00'],
      ['Withdrawal', '800.00'],
    ]);
    await w.revalued([w.portfolios.isa]);
    const [mark] = await w.db.db
      .select({ revalueFrom: portfolios.revalueFrom })
      .from(portfolios)
      .where(eq(portfolios.id, w.portfolios.isa));
    expect(mark!.revalueFrom).toBeNull();
  });
});
