import {
  IA_BENCHMARK_SECTORS,
  MoneyDecimal,
  PORTFOLIO_TYPES,
  TRANSACTION_TYPES,
  getBrand,
  riskComparisonSchema,
} from '@portal/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { DEMO_PASSWORD, ensureDemoData } from './index';
import { isValidIsin } from './market/identifiers';
import { PositionBook } from './portfolios/position-book';
import { readDemoSignIns } from './sign-ins';
import { seededCopy } from './seeded-copy';
import { TEST_AS_OF, rows, scalar, type SeededDatabase } from './test-support';

let seeded: SeededDatabase;

beforeAll(async () => {
  seeded = await seededCopy();
}, 600_000);

afterAll(async () => {
  await seeded?.drop();
});

const db = () => seeded.db;

describe('demo data at scale 1 (asset-manager)', () => {
  it('has two companies, each with a portal, subscription, 2 admins and 3 advisors', async () => {
    const portals = await rows<{
      name: string;
      theme: string;
      language: string;
      locales: string;
      domain: string;
    }>(
      db(),
      `select p.name, p.theme, p.portal_language as language, p.tnc::text as locales, o.domain
       from portals p join organisations o on o.id = p.organisation_id join subscriptions s on s.id = p.subscription_id
       order by p.created_at`,
    );
    const brand = getBrand('asset-manager');
    expect(portals).toHaveLength(2);
    for (const portal of portals) {
      expect(portal.theme).toBe(brand.defaultTheme);
      expect(portal.language).toBe(brand.defaultLocale);
      for (const locale of brand.locales)
        expect(JSON.parse(portal.locales)[locale].length).toBeGreaterThan(100);
      expect(portal.domain).toMatch(/\.example$/);
    }
    const staff = await rows<{ admins: number; advisors: number }>(
      db(),
      `select count(*) filter (where is_admin)::int as admins,
              count(*) filter (where is_professional and not is_admin)::int as advisors
       from users where organisation_id is not null group by organisation_id`,
    );
    expect(staff).toEqual([
      { admins: 2, advisors: 3 },
      { admins: 2, advisors: 3 },
    ]);
    expect(await scalar(db(), `select count(*)::int from users where email_verified_at is null`)).toBe(0);
  });

  it('gives each portal 60 client accounts, owned by 1-2 advisors, with their own user', async () => {
    const perPortal = await rows<{ accounts: number; clients: number; external: number; accepted: number }>(
      db(),
      `select count(*)::int as accounts, count(distinct client_user_id)::int as clients,
              count(external_id)::int as external, count(*) filter (where terms_accepted)::int as accepted
       from accounts group by portal_id`,
    );
    expect(perPortal).toHaveLength(2);
    for (const portal of perPortal) {
      expect(portal.accounts).toBe(60);
      expect(portal.clients).toBe(60);
      expect(portal.external).toBeGreaterThan(40);
      expect(portal.external).toBeLessThan(60);
      expect(portal.accepted).toBeGreaterThan(10);
      expect(portal.accepted).toBeLessThan(60);
    }
    const owners = await rows<{ n: number }>(
      db(),
      `select count(*)::int as n from account_owners group by account_id`,
    );
    expect(owners).toHaveLength(120);
    expect(new Set(owners.map((o) => o.n))).toEqual(new Set([1, 2]));
    const advisorOwners = await scalar(
      db(),
      `select count(*)::int from account_owners o join users u on u.id = o.user_id
       where not u.is_professional or u.organisation_id is null`,
    );
    expect(advisorOwners).toBe(0);
    const span = await rows<{ oldest: string; newest: string }>(
      db(),
      `select min(inception)::text as oldest, max(inception)::text as newest from accounts`,
    );
    expect(span[0]!.oldest < '2019-01-01').toBe(true);
    expect(span[0]!.newest > '2025-06-01').toBe(true);
    const currencies = await rows<{ currency: string }>(db(), `select distinct currency from accounts`);
    expect(currencies).toEqual([{ currency: 'GBP' }]);
  });

  it('has portfolios of all seven types in each portal, risk levels and profile texts', async () => {
    const types = await rows<{ portal_id: string; type: string }>(
      db(),
      `select distinct portal_id, type from portfolios`,
    );
    const byPortal = new Map<string, Set<string>>();
    for (const t of types) byPortal.set(t.portal_id, (byPortal.get(t.portal_id) ?? new Set()).add(t.type));
    expect(byPortal.size).toBe(2);
    for (const set of byPortal.values()) expect([...set].sort()).toEqual([...PORTFOLIO_TYPES].sort());
    const count = await scalar(db(), `select count(*)::int from portfolios`);
    expect(count).toBeGreaterThan(250);
    expect(count).toBeLessThan(360);
    const bad = await scalar(
      db(),
      `select count(*)::int from portfolios where split_part(risk_profile, ' ', 3)::int <> risk_level`,
    );
    expect(bad).toBe(0);
    expect(
      await scalar(db(), `select count(distinct risk_level)::int from portfolios`),
    ).toBeGreaterThanOrEqual(8);
  });

  it('has holdings across asset classes, ~21 sectors, GBX lines and property', async () => {
    const classes = (await rows<{ c: string }>(db(), `select distinct asset_class as c from holdings`)).map(
      (r) => r.c,
    );
    expect(classes.sort()).toEqual(['Cash', 'Crypto', 'Equity', 'Fixed income', 'Other', 'Property']);
    expect(await scalar(db(), `select count(distinct sector)::int from holdings`)).toBeGreaterThanOrEqual(19);
    expect(await scalar(db(), `select count(*)::int from holdings where currency = 'GBX'`)).toBeGreaterThan(
      50,
    );
    const property = await rows<{ units: string; growth: string | null; points: number }>(
      db(),
      `select units::text, annual_growth::text as growth, jsonb_array_length(price_points)::int as points
       from holdings where asset_class = 'Property'`,
    );
    expect(property.length).toBeGreaterThan(0);
    for (const p of property) {
      expect(Number(p.units)).toBe(1);
      expect(p.growth).not.toBeNull();
      expect(p.points).toBeGreaterThanOrEqual(2);
    }
  });

  it('values each line at the latest price: units × price (÷ 100 for GBX), to the penny', async () => {
    const wrong = await scalar(
      db(),
      `select count(*)::int from holdings where asset_class <> 'Property'
       and value <> round(units * price / case when currency = 'GBX' then 100 else 1 end, 2)`,
    );
    expect(wrong).toBe(0);
    const stale = await scalar(
      db(),
      `select count(*)::int from holdings h join instrument_prices p on p.instrument_id = h.instrument_id
       and p.date = '${TEST_AS_OF}' where p.price <> h.price`,
    );
    expect(stale).toBe(0);
  });

  it('has every transaction type', async () => {
    const types = (await rows<{ type: string }>(db(), `select distinct type from transactions`)).map(
      (r) => r.type,
    );
    expect(types.sort()).toEqual([...TRANSACTION_TYPES].sort());
    const perAccount = await scalar(
      db(),
      `select count(*)::float / count(distinct account_id) from transactions`,
    );
    expect(perAccount).toBeGreaterThan(50);
    expect(perAccount).toBeLessThan(110);
  });

  it('holds exactly the replay of the transactions: units per symbol, never negative', async () => {
    const mismatches = await scalar(
      db(),
      `with replay as (
         select portfolio_id, symbol, sum(case type when 'Purchase' then units else -units end) as units
         from transactions where type in ('Purchase', 'Sale') group by portfolio_id, symbol)
       select count(*)::int from replay r full join holdings h on h.portfolio_id = r.portfolio_id and h.symbol = r.symbol
       where coalesce(r.units, 0) <> coalesce(h.units, 0)`,
    );
    expect(mismatches).toBe(0);
    const negative = await scalar(
      db(),
      `select count(*)::int from (
         select sum(case type when 'Purchase' then units else -units end)
           over (partition by portfolio_id, symbol order by created_at, id) as running
         from transactions where type in ('Purchase', 'Sale')) t where running < 0`,
    );
    expect(negative).toBe(0);
    expect(await scalar(db(), `select count(*)::int from holdings where units <= 0`)).toBe(0);
  });

  it('holds the replay of the transactions with pooled cost, for every portfolio', async () => {
    const trades = await rows<{
      portfolio_id: string;
      symbol: string;
      type: string;
      units: string;
      value: string;
      local: string;
      date: string;
    }>(
      db(),
      `select portfolio_id, symbol, type, units::text, value::text, local_ccy_amount::text as local, date::text
       from transactions where type in ('Purchase', 'Sale') order by portfolio_id, created_at, id`,
    );
    const books = new Map<string, PositionBook>();
    for (const t of trades) {
      const book = books.get(t.portfolio_id) ?? new PositionBook();
      books.set(t.portfolio_id, book);
      if (t.type === 'Purchase')
        book.purchase(
          t.symbol,
          new MoneyDecimal(t.units),
          new MoneyDecimal(t.value),
          t.date,
          new MoneyDecimal(t.local),
        );
      else book.sale(t.symbol, new MoneyDecimal(t.units));
    }
    const holdings = await rows<{
      portfolio_id: string;
      symbol: string;
      units: string;
      cost: string;
      cost_base: string;
      purchase_value: string;
      purchase_date: string;
    }>(
      db(),
      `select portfolio_id, symbol, units::text, cost::text, cost_base::text, purchase_value::text,
              purchase_date::text from holdings`,
    );
    const replayed = [...books.values()].reduce((n, book) => n + book.open().length, 0);
    expect(holdings).toHaveLength(replayed);
    // Lines held in another currency than their portfolio's have a cost base of their own.
    const foreign = await scalar(
      db(),
      `select count(*)::int from holdings h join portfolios p on p.id = h.portfolio_id
        where case when h.currency = 'GBX' then 'GBP' else h.currency end <> p.currency
          and h.cost_base is not null and h.cost_base <> h.cost`,
    );
    expect(foreign).toBeGreaterThan(0);
    for (const h of holdings) {
      const position = books.get(h.portfolio_id)!.get(h.symbol)!;
      expect(position, `${h.portfolio_id} ${h.symbol}`).toBeDefined();
      expect(new MoneyDecimal(h.units).eq(position.units)).toBe(true);
      expect(new MoneyDecimal(h.cost).eq(position.cost)).toBe(true);
      // The cost in the portfolio currency: each purchase's local amount, pooled the same way.
      expect(new MoneyDecimal(h.cost_base).eq(position.costBase), `${h.symbol} cost_base`).toBe(true);
      expect(h.purchase_value).toBe(h.cost);
      expect(h.purchase_date).toBe(position.openedOn);
    }
  });

  it('sums values exactly: holdings → portfolio → account, at the as-of exchange rates', async () => {
    const portfolioMismatch = await scalar(
      db(),
      `with lines as (
         select h.portfolio_id, round(h.value * coalesce(fx.rate, 1), 2) as local
         from holdings h join portfolios p on p.id = h.portfolio_id
         left join fx_rates fx on fx.date = '${TEST_AS_OF}'
           and fx.from_currency = case when h.currency = 'GBX' then 'GBP' else h.currency end
           and fx.to_currency = p.currency)
       select count(*)::int from portfolios p left join (select portfolio_id, sum(local) as total from lines group by 1) l
         on l.portfolio_id = p.id where coalesce(l.total, 0) <> p.value`,
    );
    expect(portfolioMismatch).toBe(0);
    const accountMismatch = await scalar(
      db(),
      `with lines as (
         select p.account_id, round(p.value * coalesce(fx.rate, 1), 2) as local
         from portfolios p join accounts a on a.id = p.account_id
         left join fx_rates fx on fx.date = '${TEST_AS_OF}' and fx.from_currency = p.currency and fx.to_currency = a.currency)
       select count(*)::int from accounts a join (select account_id, sum(local) as total from lines group by 1) l
         on l.account_id = a.id where l.total <> a.value`,
    );
    expect(accountMismatch).toBe(0);
    // Money is stored with 2 significant decimals (the column keeps 4 for other uses).
    for (const [table, column] of [
      ['holdings', 'value'],
      ['holdings', 'cost'],
      ['holdings', 'cost_base'],
      ['portfolios', 'value'],
      ['accounts', 'value'],
      ['transactions', 'value'],
      ['transactions', 'local_ccy_amount'],
    ]) {
      expect(
        await scalar(db(), `select count(*)::int from ${table} where ${column} <> round(${column}, 2)`),
        `${table}.${column}`,
      ).toBe(0);
    }
  });

  it('closes every event with no uninvested cash', async () => {
    const leftover = await scalar(
      db(),
      `select count(*)::int from (
         select distinct on (portfolio_id) balance from transactions order by portfolio_id, created_at desc, id desc) t
       where balance <> 0`,
    );
    expect(leftover).toBe(0);
  });

  it('has daily valuations with net flows, valued through the as-of date, the last one the portfolio value', async () => {
    // The engine values a direct property at its purchase price (transactions carry no growth),
    // the holdings list at its grown value: only those portfolios may differ at the last point.
    const last = await scalar(
      db(),
      `select count(*)::int from portfolios p join portfolio_valuations v on v.portfolio_id = p.id
       and v.date = '${TEST_AS_OF}' where v.value <> p.value
       and not exists (select 1 from holdings h where h.portfolio_id = p.id and h.asset_class = 'Property')`,
    );
    expect(last).toBe(0);
    expect(await scalar(db(), `select count(distinct portfolio_id)::int from portfolio_valuations`)).toBe(
      await scalar(db(), `select count(*)::int from portfolios`),
    );
    expect(
      await scalar(
        db(),
        `select count(*)::int from portfolios where valued_through is distinct from '${TEST_AS_OF}'`,
      ),
    ).toBe(0);
    // A point on every weekday from the first transaction to the as-of date.
    const gaps = await scalar(
      db(),
      `select count(*)::int from portfolios p where (select count(*) from portfolio_valuations v where v.portfolio_id = p.id)
       < (select count(*) from generate_series((select min(date) from transactions t where t.portfolio_id = p.id),
            date '${TEST_AS_OF}', interval '1 day') d where extract(isodow from d) < 6)`,
    );
    expect(gaps).toBe(0);
    const flows = await scalar(
      db(),
      `select count(*)::int from portfolios p where (select sum(net_flow) from portfolio_valuations v where v.portfolio_id = p.id)
       <> (select coalesce(sum(case type when 'Contribution' then amount else -amount end), 0) from transactions t
           where t.portfolio_id = p.id and t.type in ('Contribution', 'Withdrawal'))`,
    );
    expect(flows).toBe(0);
  });

  it('has daily closes over at least six years, daily exchange rates and the four IA benchmarks', async () => {
    const [span] = await rows<{ days: number; first: string; last: string; weekend: number }>(
      db(),
      `select count(distinct date)::int as days, min(date)::text as first, max(date)::text as last,
              count(*) filter (where extract(isodow from date) > 5)::int as weekend from instrument_prices`,
    );
    expect(span!.days).toBeGreaterThanOrEqual(6 * 260);
    expect(span!.first <= '2020-04-01').toBe(true);
    expect(span!.last).toBe(TEST_AS_OF);
    expect(span!.weekend).toBe(0);
    // Every instrument has a close on every one of those days.
    const short = await scalar(
      db(),
      `select count(*)::int from (select instrument_id from instrument_prices group by instrument_id
         having count(*) <> ${span!.days}) t`,
    );
    expect(short).toBe(0);
    expect(await scalar(db(), `select count(*)::int from instruments`)).toBeGreaterThanOrEqual(110);
    const pairs = await rows<{ pair: string; n: number }>(
      db(),
      `select from_currency || to_currency as pair, count(*)::int as n from fx_rates group by 1`,
    );
    for (const pair of ['GBPUSD', 'GBPEUR', 'GBPCAD', 'GBPISK', 'USDGBP'])
      expect(pairs.find((p) => p.pair === pair)?.n, pair).toBe(span!.days);
    const benchmarks = await rows<{ name: string; n: number }>(
      db(),
      `select b.name, count(v.*)::int as n from benchmarks b join benchmark_values v on v.benchmark_id = b.id group by b.name`,
    );
    expect(benchmarks.map((b) => b.name).sort()).toEqual([...IA_BENCHMARK_SECTORS].sort());
    for (const b of benchmarks) expect(b.n).toBe(span!.days);
  });

  it('has about 40 explorer funds with valid ISINs', async () => {
    const funds = await rows<{ isin: string; fund_code: string; group_name: string; esg_rating: number }>(
      db(),
      `select isin, fund_code, group_name, esg_rating from funds`,
    );
    expect(funds.length).toBeGreaterThanOrEqual(38);
    for (const fund of funds) {
      expect(isValidIsin(fund.isin), fund.isin).toBe(true);
      expect(fund.fund_code).toMatch(/^[A-Z0-9]{4}$/);
      expect(fund.group_name).toBeTruthy();
    }
    const instrumentIsins = await rows<{ isin: string }>(
      db(),
      `select isin from instruments where isin is not null`,
    );
    for (const { isin } of instrumentIsins) expect(isValidIsin(isin), isin).toBe(true);
  });

  it('stores real PDFs for statements, fund documents and a group', async () => {
    const documents = await rows<{
      type: string;
      file_key: string;
      account_id: string | null;
      group_id: string | null;
      fund_id: string | null;
      size: number;
    }>(db(), `select type, file_key, account_id, group_id, fund_id, size::int from documents`);
    const types = new Set(documents.map((d) => d.type));
    for (const type of ['Account documents', 'Factsheet', 'KIID', 'Forms']) expect(types).toContain(type);
    expect(documents.some((d) => d.account_id)).toBe(true);
    expect(documents.some((d) => d.group_id)).toBe(true);
    expect(documents.some((d) => d.fund_id)).toBe(true);
    for (const document of documents) {
      const file = await seeded.storage.get(document.file_key);
      expect(file, document.file_key).not.toBeNull();
      expect(file!.bytes.byteLength).toBe(document.size);
      expect(new TextDecoder().decode(file!.bytes.slice(0, 5))).toBe('%PDF-');
      const pdf = await PDFDocument.load(file!.bytes);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    }
  });

  it('has threads with replies, archived ones and a group message', async () => {
    const replies = await scalar(db(), `select count(*)::int from messages where thread_id is not null`);
    expect(replies).toBeGreaterThan(10);
    const orphans = await scalar(
      db(),
      `select count(*)::int from messages r left join messages t on t.id = r.thread_id
       where r.thread_id is not null and (t.id is null or t.thread_id is not null)`,
    );
    expect(orphans).toBe(0);
    expect(
      await scalar(db(), `select count(*)::int from message_recipients where archived_at is not null`),
    ).toBeGreaterThan(0);
    expect(
      await scalar(db(), `select count(*)::int from messages where recipient_group_id is not null`),
    ).toBe(2);
  });

  it('has groups with members, posts, risk profiles, tactical models and commentary', async () => {
    const groups = await rows<{ portal_id: string; members: number }>(
      db(),
      `select g.portal_id, count(m.*)::int as members from groups g left join group_members m on m.group_id = g.id
       group by g.id, g.portal_id`,
    );
    expect(groups.length).toBeGreaterThanOrEqual(4);
    for (const group of groups) expect(group.members).toBeGreaterThan(0);
    const posts = await rows<{ n: number; tags: string }>(
      db(),
      `select count(*)::int as n, string_agg(distinct t, ',') as tags
       from posts, unnest(tags) t where published_at is not null group by portal_id`,
    );
    expect(posts).toHaveLength(2);
    for (const p of posts)
      expect(p.tags.split(',').sort()).toEqual(['Advice', 'Case studies', 'Insights', 'Product', 'Videos']);
    expect(await scalar(db(), `select count(*)::int from posts where published_at is not null`)).toBe(24);
    const bands = await rows<{ band: string }>(
      db(),
      `select distinct min::int || '-' || max::int as band from models`,
    );
    expect(bands.map((b) => b.band).sort()).toEqual(['10-30', '20-40', '35-65', '60-100']);
    expect(await scalar(db(), `select count(*)::int from risk_profiles where benchmark_id is not null`)).toBe(
      8,
    );
    // §7 risk comparison data, one a portal (the brand has the simulator), valid by the domain's schema.
    const comparisons = await rows<{ data: unknown }>(db(), `select data from risk_comparisons`);
    expect(comparisons).toHaveLength(2);
    for (const { data } of comparisons) {
      const parsed = riskComparisonSchema.parse(data);
      expect(parsed.riskLevels).toEqual([2, 4, 6, 8]);
      expect(parsed.assetClasses.map((c) => c.name)).toEqual([
        'Equities',
        'Fixed Interest',
        'Alternatives',
        'Other',
      ]);
    }
    // Four quarters a portal for every reader, and again in the portal's language where not English.
    expect(await scalar(db(), `select count(*)::int from commentary where language is null`)).toBe(8);
    expect(
      await scalar(
        db(),
        `select count(*)::int from commentary c join portals p on p.id = c.portal_id
         where c.language is not null and c.language = p.portal_language`,
      ),
    ).toBe(await scalar(db(), `select 4 * count(*)::int from portals where portal_language <> 'en'`));
  });

  it('signs in with the documented demo password', async () => {
    const signIns = await readDemoSignIns(db());
    expect(signIns.map((s) => s.role)).toEqual([
      'admin',
      'advisor',
      'investor',
      'admin',
      'advisor',
      'investor',
    ]);
    const hashes = await rows<{ email: string; password_hash: string }>(
      db(),
      `select email, password_hash from users where email in (${signIns.map((s) => `'${s.email}'`).join(', ')})`,
    );
    expect(hashes).toHaveLength(6);
    for (const { password_hash } of hashes) {
      expect(password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(password_hash, DEMO_PASSWORD)).toBe(true);
    }
    expect(await scalar(db(), `select count(distinct password_hash)::int from users`)).toBe(1);
  });

  it('seeds nothing on a seeded database and returns the same sign-ins', async () => {
    const before = await scalar(db(), `select count(*)::int from transactions`);
    const signIns = await ensureDemoData(db(), { brand: 'asset-manager', storage: seeded.storage });
    expect(signIns).toEqual(await readDemoSignIns(db()));
    expect(signIns[0]).toEqual({
      portal: 'Harbour & Vale Client Portal',
      role: 'admin',
      email: 'admin@harbourvale.example',
      password: DEMO_PASSWORD,
    });
    expect(await scalar(db(), `select count(*)::int from transactions`)).toBe(before);
  });
});
