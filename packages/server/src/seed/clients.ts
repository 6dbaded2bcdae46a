import {
  MoneyDecimal,
  OBJECTIVES,
  PORTFOLIO_TYPE_STYLES,
  PORTFOLIO_TYPES,
  type Decimal,
  type Gender,
  type PortfolioRegion,
  type PortfolioType,
} from '@portal/domain';
import {
  accountOwners,
  accounts,
  groupMembers,
  holdings,
  portfolioValuations,
  portfolios,
  transactions,
  users,
} from '../db/schema/index';
import { addDays, at, dayOf, monthOf } from './calendar';
import type { PortalSeed, SeedContext, Staff } from './context';
import { demoEmail } from './demo-credentials';
import { localAndDomain, localPart, uniqueEmail } from './emails';
import { seedStatement } from './statements';
import { seedThread } from './messages';
import { logUniform } from './market/series';
import { periodChanges } from './performance';
import { portfolioBreakdowns, portfolioCharges } from './portfolios/breakdowns';
import { simulatePortfolio, type PortfolioPlan, type SimulatedPortfolio } from './portfolios/simulate';
import type { PortfolioCurrency } from './portfolios/trading';
import type { Rng } from './random';
import { PORTFOLIO_NAMES, riskProfileText } from './texts/index';

const TYPE_WEIGHTS: [PortfolioType, number][] = [
  ['GIA', 3],
  ['ISA', 3],
  ['SIPP', 2.5],
  ['ExO', 1],
  ['OPB', 0.8],
  ['Trust', 0.8],
  ['SSAS', 0.6],
];

/** Client e-mail domains (RFC 2606 reserved names: never real mailboxes). */
const CLIENT_DOMAINS = ['example.com', 'example.net', 'example.org'];

/** Statements per portal, whatever the scale: they are real PDFs and cost time and disk. */
const STATEMENTS_PER_PORTAL = 20;

/** The first client of each portal is the demo investor: a long history and every feature. */
const DEMO_TYPES: PortfolioType[] = ['GIA', 'ISA', 'SIPP', 'Trust'];

function portfolioCurrency(ctx: SeedContext, rng: Rng): PortfolioCurrency {
  switch (ctx.brand.id) {
    case 'greek':
      return rng.weighted([
        ['EUR', 8],
        ['GBP', 1],
        ['USD', 1],
      ]);
    case 'icelandic':
      return rng.weighted([
        ['EUR', 4.5],
        ['USD', 3.5],
        ['GBP', 2],
      ]);
    default:
      return rng.weighted([
        ['GBP', 8.5],
        ['USD', 0.8],
        ['EUR', 0.7],
      ]);
  }
}

function portfolioRegion(currency: PortfolioCurrency, rng: Rng): PortfolioRegion {
  if (currency === 'USD') return rng.chance(0.7) ? 'USA' : 'Global';
  if (currency === 'EUR') return rng.chance(0.7) ? 'Europe' : 'Global';
  return rng.weighted([
    ['Global', 7],
    ['Europe', 1.5],
    ['USA', 1.5],
  ]);
}

function riskLevel(rng: Rng): number {
  return Math.min(10, Math.max(1, Math.round(5.5 + 2.2 * rng.normal())));
}

function portfolioTypes(index: number, count: number, rng: Rng): PortfolioType[] {
  if (index === 0) return DEMO_TYPES;
  // The first seven clients each open with a different wrapper, so every portal has all seven.
  const forced = index < PORTFOLIO_TYPES.length ? [PORTFOLIO_TYPES[index]!] : [];
  const chosen = new Set<PortfolioType>(forced);
  while (chosen.size < count) chosen.add(rng.weighted(TYPE_WEIGHTS));
  return [...chosen];
}

/** Who a client is: drawn apart from the rest of their data so e-mails can be made unique up front. */
export interface ClientIdentity {
  gender: Gender;
  name: string;
  email: string;
}

/**
 * The identities of all clients of a portal, in order. E-mail addresses must be unique across the
 * whole database, which needs every earlier address: computing them first (cheap) lets the clients
 * themselves be generated in any order, or in parallel, with the same result.
 */
export function planIdentities(ctx: SeedContext, portal: PortalSeed): ClientIdentity[] {
  const identities: ClientIdentity[] = [];
  for (let index = 0; index < portal.clients; index++) {
    const rng = ctx.rng.fork(`portal-${portal.index}/identity-${index}`);
    const gender: Gender = rng.chance(0.5) ? 'female' : 'male';
    const person = portal.book.person(rng, gender);
    const email =
      index === 0
        ? uniqueEmail(ctx.emails, ...localAndDomain(demoEmail('investor', portal.company.domain)))
        : uniqueEmail(ctx.emails, localPart(person.first, person.last), rng.pick(CLIENT_DOMAINS));
    identities.push({ gender, name: `${person.first} ${person.last}`, email });
  }
  return identities;
}

/**
 * One client: a user, their account with 1-2 advisors, 1-4 portfolios with their whole trading
 * history, group memberships, maybe a conversation and a statement. Rows go straight to the
 * writer; nothing is kept, so a seed of any size streams.
 */
export async function seedClient(
  ctx: SeedContext,
  portal: PortalSeed,
  index: number,
  identity: ClientIdentity,
): Promise<void> {
  const { market, writer, asOf, brand } = ctx;
  const rng = ctx.rng.fork(`portal-${portal.index}/client-${index}`);
  const demo = index === 0;
  const { gender, name, email } = identity;
  const language = demo || rng.chance(0.85) ? portal.locale : rng.pick(brand.locales);
  const city = rng.pick(portal.book.cities);
  const asOfMonth = monthOf(asOf);
  const monthsBack = demo ? 80 : rng.int(3, 96);
  const inception = dayOf(asOfMonth - monthsBack, rng.int(2, 28));
  const userId = rng.uuid();
  const accountId = rng.uuid();

  // Owners: a primary advisor in turn (the demo advisor has the demo investor), sometimes a second.
  const advisors: Staff[] = [portal.advisors[index % portal.advisors.length]!];
  if (portal.advisors.length > 1 && rng.chance(0.3)) {
    advisors.push(
      portal.advisors[(index + 1 + rng.int(0, portal.advisors.length - 2)) % portal.advisors.length]!,
    );
  }

  const registered = addDays(inception, rng.int(0, 20));
  const loggedIn = !demo && rng.chance(0.75);
  writer.add(users, {
    id: userId,
    createdAt: at(registered),
    email,
    name,
    phone: portal.book.phone(rng),
    userLanguage: language,
    title: null,
    organisationId: null,
    isAdmin: false,
    isProfessional: false,
    passwordHash: ctx.passwordHash,
    emailVerifiedAt: at(registered, 30),
    lastLogin: loggedIn ? at(addDays(asOf, -rng.int(1, 90)), rng.int(0, 700)) : null,
    telephone: null,
    linkedin: null,
    address: {
      address1: portal.book.address(rng.pick(portal.book.streets), rng.int(1, 120)),
      postcode: city.postcode(rng),
      city: city.city,
      country: city.country,
    },
    role: 'investor',
  });
  for (const advisor of advisors) {
    writer.add(accountOwners, {
      id: rng.uuid(),
      createdAt: at(inception),
      portalId: portal.portalId,
      accountId,
      userId: advisor.id,
    });
  }

  // Portfolios: wrappers, a wealth split across them, and each one's simulated history.
  const count = demo
    ? DEMO_TYPES.length
    : rng.weighted([
        [1, 0.25],
        [2, 0.3],
        [3, 0.25],
        [4, 0.2],
      ] as const);
  const types = portfolioTypes(index, count, rng);
  const wealth = demo ? 1_400_000 : logUniform(rng, 60_000, 2_500_000);
  const shares = types.map(() => 0.5 + rng.next());
  const shareTotal = shares.reduce((a, b) => a + b, 0);
  const accountCurrency = brand.defaultCurrency;
  const results: { plan: PortfolioPlan; name: string; result: SimulatedPortfolio; esg: number }[] = [];
  types.forEach((type, n) => {
    const currency = portfolioCurrency(ctx, rng);
    const level = riskLevel(rng);
    const start =
      n === 0
        ? inception
        : dayOf(monthOf(inception) + rng.int(0, Math.max(0, monthsBack - 3)), rng.int(2, 28));
    const startIndex = monthOf(start) - market.calendar.firstMonth;
    const initialAmount =
      ((wealth * shares[n]!) / shareTotal) * market.fx.rateNumber('GBP', currency, startIndex);
    const plan: PortfolioPlan = {
      id: rng.uuid(),
      accountId,
      portalId: portal.portalId,
      type,
      currency,
      region: portfolioRegion(currency, rng),
      riskLevel: level,
      inception: start,
      initialAmount,
      targetTransactions: rng.int(14, 50),
      withProperty:
        currency === 'GBP' &&
        initialAmount >= 250_000 &&
        rng.chance(type === 'SSAS' ? 0.6 : type === 'Trust' ? 0.3 : type === 'SIPP' ? 0.15 : 0),
      withCrypto: (type === 'ExO' || type === 'GIA') && level >= 7 && rng.chance(0.4),
    };
    const result = simulatePortfolio(market, brand.id, plan, rng.fork(`portfolio-${n}`));
    results.push({ plan, name: PORTFOLIO_NAMES[portal.locale][type], result, esg: rng.int(1, 10) });
  });

  const ytdMonth = asOfMonth - (asOfMonth % 12);
  let accountValue: Decimal = new MoneyDecimal(0);
  for (const { plan, name: portfolioName, result, esg } of results) {
    const changes = periodChanges(
      result.series.values,
      result.series.flows,
      ytdMonth - result.series.startMonth,
    );
    writer.add(portfolios, {
      id: plan.id,
      createdAt: at(plan.inception),
      portalId: portal.portalId,
      accountId,
      name: portfolioName,
      externalId: rng.chance(0.9) ? `${portal.code}-P${rng.chars('0123456789', 7)}` : null,
      type: plan.type,
      region: plan.region,
      currency: plan.currency,
      inception: plan.inception,
      objective: plan.riskLevel <= 3 || plan.type === 'Trust' ? 'Income' : rng.pick(OBJECTIVES),
      riskLevel: plan.riskLevel,
      esgRating: esg,
      riskProfile: riskProfileText(plan.riskLevel),
      color: PORTFOLIO_TYPE_STYLES[plan.type].colour,
      value: result.value.toFixed(2),
      sinceInception: changes.changeAll,
      charges: portfolioCharges(rng, plan.type),
      breakdowns: portfolioBreakdowns(result),
      change1d: null,
      ...changes,
    });
    writer.addAll(holdings, result.holdings);
    writer.addAll(transactions, result.transactions);
    writer.addAll(portfolioValuations, result.valuations);
    accountValue = accountValue.plus(
      result.value
        .times(market.fx.rate(plan.currency, accountCurrency, market.asOfIndex))
        .toDecimalPlaces(2, MoneyDecimal.ROUND_HALF_UP),
    );
  }

  const series = accountSeries(ctx, results, accountCurrency);
  const changes = periodChanges(series.values, series.flows, ytdMonth - series.startMonth);
  const termsAccepted = !demo && rng.chance(0.65);
  const recent = monthsBack <= 4;
  writer.add(accounts, {
    id: accountId,
    createdAt: at(inception),
    portalId: portal.portalId,
    name,
    externalId: demo || rng.chance(0.85) ? `${portal.code}${String(100_001 + index).padStart(7, '0')}` : null,
    email,
    gender,
    clientUserId: userId,
    termsAccepted,
    termsAcceptedAt: termsAccepted ? at(addDays(asOf, -rng.int(1, 700))) : null,
    lastLogin: loggedIn ? at(addDays(asOf, -rng.int(1, 90))) : null,
    lastInviteSent: !loggedIn && rng.chance(0.5) ? at(addDays(asOf, -rng.int(1, 60))) : null,
    inception,
    location: city.city,
    currency: accountCurrency,
    externalOwnerName: rng.chance(0.4) ? advisors[0]!.name : null,
    validated: demo || !recent || rng.chance(0.5),
    validatedAt: at(addDays(inception, 1)),
    value: accountValue.toFixed(2),
    sinceInception: changes.changeAll,
    change1d: null,
    ...changes,
  });

  // Groups: wealth, pensions and sustainability decide membership.
  const valueInGbp = accountValue.toNumber() * market.fx.rateNumber(accountCurrency, 'GBP', market.asOfIndex);
  const memberOf = portal.groups.filter(
    (group) =>
      (group.key === 'high-net-worth' && valueInGbp >= 750_000) ||
      (group.key === 'pension' && types.some((t) => t === 'SIPP' || t === 'SSAS' || t === 'OPB')) ||
      (group.key === 'sustainable' && results.some((r) => r.esg >= 8)),
  );
  for (const group of memberOf) {
    writer.add(groupMembers, {
      id: rng.uuid(),
      createdAt: at(inception),
      portalId: portal.portalId,
      groupId: group.id,
      accountId,
      userId: null,
      memberSince: at(addDays(inception, rng.int(1, Math.max(2, monthsBack * 25)))),
    });
  }

  const parties = { accountId, client: { id: userId, name }, advisor: advisors[0]! };
  if (demo) {
    seedThread(ctx, portal, parties, rng, false);
    seedThread(ctx, portal, parties, rng, true);
  } else if (rng.chance(0.3)) {
    seedThread(ctx, portal, parties, rng, rng.chance(0.25));
  }

  if (index % 3 === 0 && index / 3 < STATEMENTS_PER_PORTAL) {
    await seedStatement(ctx, portal, {
      accountId,
      accountRef: `${portal.code}${String(100_001 + index).padStart(7, '0')}`,
      clientName: name,
      advisor: advisors[0]!,
      currency: accountCurrency,
      total: accountValue,
      portfolios: results.map(({ plan, name: portfolioName, result }) => ({
        name: portfolioName,
        type: plan.type,
        currency: plan.currency,
        value: result.value.toFixed(2),
        holdings: result.holdings,
      })),
    });
  }
}

/** The account's month-start values and flows: its portfolios' series in the account currency. */
function accountSeries(
  ctx: SeedContext,
  results: { plan: PortfolioPlan; result: SimulatedPortfolio }[],
  currency: string,
): { startMonth: number; values: number[]; flows: number[] } {
  const { market } = ctx;
  const startMonth = Math.min(...results.map((r) => r.result.series.startMonth));
  const length = market.calendar.lastMonth - startMonth + 1;
  const values = new Array<number>(length).fill(0);
  const flows = new Array<number>(length).fill(0);
  for (const { plan, result } of results) {
    const offset = result.series.startMonth - startMonth;
    result.series.values.forEach((value, i) => {
      const rate = market.fx.rateNumber(
        plan.currency,
        currency,
        result.series.startMonth + i - market.calendar.firstMonth,
      );
      values[offset + i]! += value * rate;
      flows[offset + i]! += result.series.flows[i]! * rate;
    });
  }
  return { startMonth, values, flows };
}
