import type { Database } from '../db/client';
import { accountOwners, accounts, organisations, portals, portfolios, users } from '../db/schema/index';

/** Ids of the two-company world the access tests run in. */
export interface AccessWorld {
  companyA: string;
  companyB: string;
  portalA: string;
  portalB: string;
  /** A second portal of company A that the investor has no account in. */
  portalA2: string;
  users: {
    admin: string;
    otherCompanyAdmin: string;
    ownerAdvisor: string;
    otherAdvisor: string;
    advisorWithoutCompany: string;
    investor: string;
    /** A client of another account in portal A (same portal, other client). */
    neighbour: string;
    otherPortalInvestor: string;
  };
  accounts: {
    /** The investor's account in portal A, owned by ownerAdvisor, with two portfolios. */
    investor: string;
    neighbour: string;
    otherPortal: string;
  };
  portfolios: { small: string; large: string };
}

async function insertUser(db: Database, email: string, values: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await db
    .insert(users)
    .values({ email, name: email.split('@')[0]!, emailVerifiedAt: new Date(), ...values })
    .returning({ id: users.id });
  return row!.id;
}

async function insertAccount(db: Database, portalId: string, name: string, clientUserId: string) {
  const [row] = await db
    .insert(accounts)
    .values({
      portalId,
      name,
      clientUserId,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@clients.example`,
      externalId: `EXT-${name.replace(/\W+/g, '')}`,
      currency: 'GBP',
      value: '1500.0000',
      validated: true,
    })
    .returning({ id: accounts.id });
  return row!.id;
}

/**
 * Two companies, each with a portal (company A has a second one), their admins and advisors, and
 * three client accounts: the compact world every access test needs, in a few dozen rows. Users
 * have no passwords: tests sign them in by creating sessions directly.
 */
export async function createAccessWorld(db: Database): Promise<AccessWorld> {
  const [companyA, companyB] = await db
    .insert(organisations)
    .values([
      { name: 'Alpha Wealth', domain: 'alpha.example' },
      { name: 'Beta Capital', domain: 'beta.example' },
    ])
    .returning({ id: organisations.id });
  const [portalA, portalA2, portalB] = await db
    .insert(portals)
    .values([
      { name: 'Alpha Private Clients', organisationId: companyA!.id, theme: 'classic', portalLanguage: 'en' },
      { name: 'Alpha Institutional', organisationId: companyA!.id, theme: 'dark', portalLanguage: 'en' },
      { name: 'Beta Portal', organisationId: companyB!.id, theme: 'light', portalLanguage: 'el' },
    ])
    .returning({ id: portals.id });

  const orgA = { organisationId: companyA!.id };
  const u = {
    admin: await insertUser(db, 'admin@alpha.example', { ...orgA, isAdmin: true }),
    otherCompanyAdmin: await insertUser(db, 'admin@beta.example', {
      organisationId: companyB!.id,
      isAdmin: true,
    }),
    ownerAdvisor: await insertUser(db, 'owner@alpha.example', { ...orgA, isProfessional: true }),
    otherAdvisor: await insertUser(db, 'other@alpha.example', { ...orgA, isProfessional: true }),
    advisorWithoutCompany: await insertUser(db, 'loose@advisers.example', { isProfessional: true }),
    investor: await insertUser(db, 'investor@clients.example'),
    neighbour: await insertUser(db, 'neighbour@clients.example'),
    otherPortalInvestor: await insertUser(db, 'beta-client@clients.example'),
  };

  const accountIds = {
    investor: await insertAccount(db, portalA!.id, 'Ada Investor', u.investor),
    neighbour: await insertAccount(db, portalA!.id, 'Ned Neighbour', u.neighbour),
    otherPortal: await insertAccount(db, portalB!.id, 'Bea Beta', u.otherPortalInvestor),
  };
  await db.insert(accountOwners).values([
    { portalId: portalA!.id, accountId: accountIds.investor, userId: u.ownerAdvisor },
    { portalId: portalA!.id, accountId: accountIds.neighbour, userId: u.ownerAdvisor },
  ]);
  const [small, large] = await db
    .insert(portfolios)
    .values([
      {
        portalId: portalA!.id,
        accountId: accountIds.investor,
        name: 'ISA',
        type: 'ISA',
        value: '500.0000',
        currency: 'GBP',
      },
      {
        portalId: portalA!.id,
        accountId: accountIds.investor,
        name: 'GIA',
        type: 'GIA',
        value: '1000.0000',
        currency: 'GBP',
      },
    ])
    .returning({ id: portfolios.id });
  await db.insert(portfolios).values([
    {
      portalId: portalA!.id,
      accountId: accountIds.neighbour,
      name: 'SIPP',
      type: 'SIPP',
      value: '900',
      currency: 'GBP',
    },
    {
      portalId: portalB!.id,
      accountId: accountIds.otherPortal,
      name: 'GIA',
      type: 'GIA',
      value: '800',
      currency: 'EUR',
    },
  ]);

  return {
    companyA: companyA!.id,
    companyB: companyB!.id,
    portalA: portalA!.id,
    portalA2: portalA2!.id,
    portalB: portalB!.id,
    users: u,
    accounts: accountIds,
    portfolios: { small: small!.id, large: large!.id },
  };
}
