import type { Role } from '@portal/domain';
import { groups, organisations, portals, subscriptions, users } from '../db/schema/index';
import { addDays, at } from './calendar';
import { COMPANIES, termsText } from './companies';
import type { GroupSeed, PortalSeed, SeedContext, Staff } from './context';
import { demoEmail } from './demo-credentials';
import { localAndDomain, localPart, uniqueEmail } from './emails';
import { logoSvg } from './documents/logo';
import { seededSpotlight } from './fund-spotlight';
import { nameBook } from './names/index';
import { GROUP_TEXTS, STAFF_TITLES } from './texts/index';
import { escapeHtml } from '../mail/templates/layout';

/** Clients per portal at scale 1. */
export const CLIENTS_PER_PORTAL = 60;

/**
 * One company: its organisation, subscription and portal, two admins and the advisors, and the
 * client groups. The first admin and advisor are the demo sign-ins.
 */
export async function seedPortal(ctx: SeedContext, index: number): Promise<PortalSeed> {
  const { brand, writer, asOf } = ctx;
  const company = COMPANIES[brand.id][index]!;
  const rng = ctx.rng.fork(`portal-${index}`);
  const locale = brand.defaultLocale;
  const book = nameBook(locale);
  const office = book.cities[company.city % book.cities.length]!;
  const organisationId = rng.uuid();
  const subscriptionId = rng.uuid();
  const portalId = rng.uuid();
  const founded = addDays(asOf, -(9 * 365 + rng.int(0, 300)));
  const clients = CLIENTS_PER_PORTAL * ctx.scale;
  const advisorCount = Math.min(50, 3 * ctx.scale);

  writer.add(organisations, {
    id: organisationId,
    createdAt: at(founded),
    name: company.name,
    slug: localPart(company.domain.split('.')[0]!),
    url: `https://www.${company.domain}`,
    domain: company.domain,
    address: {
      address1: book.address(company.street, company.houseNumber),
      postcode: office.postcode(rng),
      city: office.city,
      country: office.country,
    },
  });
  writer.add(subscriptions, {
    id: subscriptionId,
    createdAt: at(founded),
    name: clients > brand.limits.accounts ? 'Enterprise' : 'Professional',
    // The plan must fit what is seeded: large scales get an enterprise plan.
    accountsLimit: Math.max(brand.limits.accounts, clients),
    advisorsLimit: Math.max(brand.limits.advisors, advisorCount),
  });

  const logoKey = `portals/${portalId}/logo.svg`;
  await ctx.files.put(logoKey, new TextEncoder().encode(logoSvg(company.name, index)), {
    contentType: 'image/svg+xml',
  });
  writer.add(portals, {
    id: portalId,
    createdAt: at(founded),
    name: company.portalName,
    slug: localPart(company.portalName).replace(/\./g, '-'),
    organisationId,
    subscriptionId,
    photo: [{ name: 'logo.svg', url: logoKey }],
    theme: brand.defaultTheme,
    portalLanguage: locale,
    phone: book.phone(rng),
    email: `clientservices@${company.domain}`,
    tnc: Object.fromEntries(brand.locales.map((l) => [l, termsText(company.name, l)])),
    fundSpotlight: seededSpotlight(ctx.market.funds, index),
  });

  const code = company.domain
    .replace(/[^a-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
  const seed: PortalSeed = {
    index,
    company,
    organisationId,
    portalId,
    locale,
    book,
    admins: [],
    advisors: [],
    groups: [],
    clients,
    code,
  };

  const addStaff = (role: Extract<Role, 'admin' | 'advisor'>, n: number): Staff => {
    const staffRng = rng.fork(`${role}-${n}`);
    const gender = staffRng.chance(0.5) ? 'female' : 'male';
    const person = book.person(staffRng, gender);
    const name = `${person.first} ${person.last}`;
    const email =
      n === 0
        ? uniqueEmail(ctx.emails, ...localAndDomain(demoEmail(role, company.domain)))
        : uniqueEmail(ctx.emails, localPart(person.first, person.last), company.domain);
    const id = staffRng.uuid();
    const joined = addDays(founded, staffRng.int(0, 2500));
    writer.add(users, {
      id,
      createdAt: at(joined),
      email,
      name,
      phone: book.phone(staffRng),
      userLanguage: locale,
      title: staffRng.pick(STAFF_TITLES[locale][role]),
      organisationId,
      isAdmin: role === 'admin',
      isProfessional: true,
      passwordHash: ctx.passwordHash,
      emailVerifiedAt: at(joined),
      lastLogin: n === 0 ? null : at(addDays(asOf, -staffRng.int(1, 20)), staffRng.int(0, 600)),
      telephone: book.phone(staffRng),
      linkedin: `https://www.linkedin.com/in/${localPart(person.first, person.last).replace(/\./g, '-')}-demo`,
      address: null,
      role,
    });
    return { id, name, email };
  };
  for (let n = 0; n < 2; n++) seed.admins.push(addStaff('admin', n));
  for (let n = 0; n < advisorCount; n++) seed.advisors.push(addStaff('advisor', n));

  const keys: GroupSeed['key'][] = ['high-net-worth', 'pension', 'sustainable'];
  for (const key of keys) {
    const text = GROUP_TEXTS[locale][key];
    const group: GroupSeed = { id: rng.uuid(), key, name: text.name };
    writer.add(groups, {
      id: group.id,
      createdAt: at(addDays(founded, 30)),
      createdBy: seed.admins[0]!.id,
      createdName: seed.admins[0]!.name,
      portalId,
      name: text.name,
      slug: key,
      score: text.score,
      // As the back office's rich-text field stores it: HTML text.
      welcome: `<h3>${escapeHtml(text.welcomeTitle)}</h3><p>${escapeHtml(text.welcomeBody)}</p>`,
    });
    seed.groups.push(group);
  }
  return seed;
}
