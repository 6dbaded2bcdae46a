import {
  MoneyDecimal,
  OBJECTIVES,
  PORTFOLIO_TYPE_STYLES,
  accountPeriodFigureColumns,
  type AccountPortfolioSeries,
  type Decimal,
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
} from '../../db/schema/index';
import { addDays, at, dayOf, monthOf } from '../calendar';
import type { PortalSeed, SeedContext, Staff } from '../context';
import { seedActivity } from '../activity';
import { seedThread } from '../messages';
import { portfolioBreakdowns, portfolioCharges } from '../portfolios/breakdowns';
import { seededSeries, storedRates } from '../portfolios/daily-series';
import { simulatePortfolio } from '../portfolios/simulate';
import { seedStatement } from '../statements';
import { riskProfileText } from '../texts/index';
import type { ClientIdentity } from './identities';
import { planPortfolios } from './portfolio-plans';

/** Statements per portal, whatever the scale: they are real PDFs and cost time and disk. */
const STATEMENTS_PER_PORTAL = 12;

/**
 * Most portfolios have their key at the custodian. A static brand files each one's sample data
 * under it, so there every portfolio has one; the draw stays so the rest of the data does not move.
 */
function portfolioExternalId(rng: SeedContext['rng'], code: string, planId: string, always: boolean) {
  const drawn = rng.chance(0.9) ? `${code}-P${rng.chars('0123456789', 7)}` : null;
  return drawn ?? (always ? `${code}-U${planId.slice(0, 8).toUpperCase()}` : null);
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
  const accountCurrency = brand.defaultCurrency;
  const results = planPortfolios(ctx, portal, index, { accountId, inception, monthsBack }, rng).map(
    ({ plan, name: portfolioName, esg }, n) => ({
      plan,
      name: portfolioName,
      esg,
      result: simulatePortfolio(market, brand.id, plan, rng.fork(`portfolio-${n}`)),
    }),
  );
  const types = results.map(({ plan }) => plan.type);
  const inAccount: AccountPortfolioSeries[] = [];
  let accountValue: Decimal = new MoneyDecimal(0);
  for (const { plan, name: portfolioName, result, esg } of results) {
    // The daily series and its period figures come from the revaluation pipeline's engine.
    const series = seededSeries(
      market,
      { id: plan.id, portalId: portal.portalId, currency: plan.currency },
      accountCurrency,
      result.transactions,
      asOf,
      rng.fork(`valuations-${plan.id}`),
      result.holdings,
    );
    writer.add(portfolios, {
      id: plan.id,
      createdAt: at(plan.inception),
      portalId: portal.portalId,
      accountId,
      name: portfolioName,
      externalId: portfolioExternalId(rng, portal.code, plan.id, brand.dataProvider === 'static'),
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
      charges: portfolioCharges(rng, plan.type),
      breakdowns: portfolioBreakdowns(result),
      valuedThrough: asOf,
      ...series.figures,
    });
    writer.addAll(holdings, result.holdings);
    writer.addAll(transactions, result.transactions);
    writer.addAll(portfolioValuations, series.rows);
    inAccount.push({
      points: series.stored,
      value: result.value.toFixed(2),
      rates: plan.currency === accountCurrency ? null : storedRates(market, plan.currency, accountCurrency),
    });
    accountValue = accountValue.plus(
      result.value
        .times(market.fx.rate(plan.currency, accountCurrency, market.asOfIndex))
        .toDecimalPlaces(2, MoneyDecimal.ROUND_HALF_UP),
    );
  }

  // The account's change columns from its portfolios' daily points, as a revaluation recomputes them.
  const changes = accountPeriodFigureColumns(inAccount, asOf);
  // Terms are accepted in the portal (§4), so only by a client who has signed in; the draw stays
  // unconditional so that the rest of the generated data does not move.
  const termsAccepted = !demo && rng.chance(0.65) && loggedIn;
  const recent = monthsBack <= 4;
  // A static brand files each account's sample data under its external id, so every one has one;
  // the draw stays so that the rest of the generated data does not move.
  const linked = demo || rng.chance(0.85) || brand.dataProvider === 'static';
  writer.add(accounts, {
    id: accountId,
    createdAt: at(inception),
    portalId: portal.portalId,
    name,
    externalId: linked ? `${portal.code}${String(100_001 + index).padStart(7, '0')}` : null,
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

  seedActivity(ctx, portal, { userId, registered, demo }, rng.fork('activity'));

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
