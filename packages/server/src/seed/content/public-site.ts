import { and, asc, eq } from 'drizzle-orm';
import { formStepsSchema, type BrandConfig, type Viewer } from '@portal/domain';
import type { AdminContext } from '../../admin/context';
import { createItem, updateItem } from '../../admin/store';
import { adminTable } from '../../admin/tables';
import type { Database } from '../../db/client';
import { forms, pages, portals, users } from '../../db/schema/index';
import { sitePortal } from '../../public-site/published-repository';
import { addDays, type IsoDate } from '../calendar';

const block = (type: string, text: string) => ({ type, text });

/** The contact form (§3 Form) the site's Contact page runs; its answers follow the form's rules (§5). */
const CONTACT_FORM = {
  name: 'Contact us',
  description: 'The public site’s contact form: demo calls and questions from visitors.',
  endMessage: 'Thank you. We will be in touch within one working day.',
};
const CONTACT_STEPS = [
  {
    name: 'contact',
    label: 'Contact',
    fieldsets: [
      {
        name: 'main',
        fields: [
          { name: 'name', type: 'text', label: 'Your name', required: true, limit: 100 },
          { name: 'email', type: 'text', label: 'E-mail', required: true, rules: ['email'], limit: 200 },
          { name: 'phone', type: 'text', label: 'Phone', limit: 40 },
          {
            name: 'topic',
            type: 'select',
            label: 'What would you like to talk about?',
            options: ['A demo call', 'Financial planning', 'Something else'],
          },
          { name: 'message', type: 'textarea', label: 'Message', required: true, limit: 2000 },
          {
            name: 'consent',
            type: 'checkbox',
            label: 'I agree to be contacted about my enquiry',
            required: true,
          },
        ],
      },
    ],
  },
];

/** The demo site's pages, in their order; `publish: false` stays a draft the site never shows. */
const PAGES = [
  {
    name: 'Home',
    slug: 'home',
    type: 'Landing',
    title: 'Independent wealth management for families and charities',
    summary: 'Advice, planning and discretionary portfolios from one team that knows you.',
    description:
      'Independent financial planning and discretionary investment management for families, trusts and charities.',
    content: [
      block(
        'paragraph',
        'We look after the savings of families, trusts and charities across the UK, with one adviser who knows your plans and a team that manages your portfolio every day.',
      ),
      block('heading', 'What we do'),
      block(
        'list',
        'Financial planning and retirement advice\nDiscretionary portfolio management\nInheritance and trust planning',
      ),
    ],
    // §1: the demo call to action.
    linkTarget: '/contact',
    linkLabel: 'Book a demo call',
  },
  {
    name: 'Services',
    slug: 'services',
    type: 'Resources',
    title: 'Our services',
    summary: 'From a first financial plan to a managed portfolio.',
    description:
      'Financial planning, discretionary management, pensions and trusts: how we work and what it costs.',
    content: [
      block('heading', 'Financial planning'),
      block(
        'paragraph',
        'A written plan of where you are, where you want to be and how to get there, reviewed every year.',
      ),
      block('heading', 'Discretionary management'),
      block(
        'paragraph',
        'Portfolios built from funds and shares to match your attitude to risk, rebalanced as markets move.',
      ),
      block(
        'quote',
        'The value of investments can fall as well as rise, and you may get back less than you invested.',
      ),
    ],
  },
  {
    name: 'Insights',
    slug: 'insights',
    type: 'Blog',
    title: 'News and insights',
    summary: 'What our investment team thinks about markets, tax and planning.',
    description: 'Market commentary, planning ideas and news from our investment team.',
    content: [],
  },
  {
    name: 'Client reports',
    slug: 'client-reports',
    type: 'Report',
    title: 'Client reports',
    summary: 'Quarterly reports and statements for our clients.',
    description: 'Quarterly reports and statements, for signed-in clients.',
    protected: true,
    channel: 'Private clients',
    content: [block('paragraph', 'Your quarterly reports are in the library of your portal.')],
  },
  {
    name: 'Careers',
    slug: 'careers',
    type: 'Resources',
    title: 'Careers',
    summary: 'We are not hiring at the moment.',
    content: [],
    publish: false,
  },
];

const POSTS = [
  {
    name: 'Interest rates on hold: what it means for savers',
    tags: ['Insights'],
    summary: 'The Bank of England kept rates unchanged. Cash savers should check what their money earns.',
    content:
      '<p>The Monetary Policy Committee kept Bank Rate unchanged this month.</p><p>For savers, the gap between the best and the worst accounts is wide: cash left in a current account earns little.</p>',
    keypoints: ['Rates unchanged', 'Review cash you do not need for a year'],
    daysAgo: 12,
  },
  {
    name: 'Five questions to ask before you retire',
    tags: ['Advice'],
    summary:
      'Income, tax, the state pension, your home and your heirs: a checklist for the last years before retirement.',
    content:
      '<p>Retirement is a project. Start with how much income you need, then look at where it will come from.</p><ul><li>When can you draw your pensions?</li><li>How will your income be taxed?</li></ul>',
    keypoints: ['Start five years ahead', 'Know your state pension age'],
    daysAgo: 40,
    // §2 channel switcher: the demo names two channels; the other posts show in both.
    channel: 'Private clients',
  },
  {
    name: 'How a charity endowment doubled its grants',
    tags: ['Case studies'],
    summary: 'A total-return approach let a local charity plan its grants years ahead.',
    content:
      '<p>A local charity asked us to help it give more, more steadily. A total-return policy and a clear spending rule did it.</p>',
    keypoints: [],
    daysAgo: 75,
    channel: 'Charities',
  },
];

const PEOPLE = [
  {
    name: 'Eleanor Whitfield',
    title: 'Managing partner',
    location: 'Manchester',
    bio: '<p>Eleanor founded the firm and advises families on planning across generations.</p>',
  },
  {
    name: 'Marcus Okafor',
    title: 'Chief investment officer',
    location: 'Manchester',
    bio: '<p>Marcus leads the investment committee and writes our market commentary.</p>',
  },
  {
    name: 'Priya Raman',
    title: 'Chartered financial planner',
    location: 'Leeds',
    bio: '<p>Priya helps clients plan for retirement and later-life care.</p>',
  },
];

const CLIENTS = [
  {
    name: 'Northern Arts Trust',
    contact: 'Chair of trustees, Northern Arts Trust',
    testimonial: 'They made our endowment work harder without keeping us awake at night.',
  },
  {
    name: 'The Hartley family',
    contact: 'Margaret Hartley',
    testimonial: 'Clear advice, no jargon, and always a phone call away.',
  },
  { name: 'Pennine Community Foundation', contact: 'Finance director', testimonial: null },
];

/**
 * The demo public site (issue 17): pages, posts, people and client testimonials of the site's
 * portal, written and published by its company's first admin through the admin store — the same
 * validation, sanitising, history snapshots and activity log as a real admin's Save and Publish.
 * Runs after the bulk seed has committed, on public-site brands only. One page is edited after
 * publishing (a draft) and one never published, so the demo shows the site keeping to what is
 * published.
 */
export async function seedPublicSite(db: Database, brand: BrandConfig, asOf: IsoDate): Promise<void> {
  if (!brand.publicSite) return;
  const portal = await sitePortal(db);
  if (!portal) return;
  const [admin] = await db
    .select({ id: users.id, email: users.email, organisationId: users.organisationId })
    .from(users)
    .innerJoin(portals, eq(portals.organisationId, users.organisationId))
    .where(and(eq(portals.id, portal.id), eq(users.isAdmin, true), eq(users.active, true)))
    .orderBy(asc(users.createdAt), asc(users.email))
    .limit(1);
  if (!admin) return;
  const viewer: Viewer = {
    userId: admin.id,
    email: admin.email,
    role: 'admin',
    organisationId: admin.organisationId,
    locale: brand.defaultLocale,
    sessionId: 'seed',
    mfaValidated: true,
  };
  const ctx: AdminContext = { db, viewer, brand };
  const save = async (
    slug: 'pages' | 'posts' | 'people' | 'clients' | 'forms',
    values: Record<string, unknown>,
    publish: boolean,
  ) => {
    const t = adminTable(slug);
    const item = await createItem(ctx, t, { portalId: portal.id, ...values });
    if (publish) await updateItem(ctx, t, item.id, {}, { publish: true });
    return item.id;
  };

  const people: string[] = [];
  for (const person of PEOPLE) people.push(await save('people', person, false));
  for (const client of CLIENTS) await save('clients', client, false);
  for (const { publish, ...page } of PAGES) await save('pages', page, publish !== false);
  // The contact form, saved as the designer saves it; the published Form page at /contact runs it.
  const formId = await save('forms', CONTACT_FORM, false);
  await db
    .update(forms)
    .set({ steps: formStepsSchema.parse(CONTACT_STEPS) })
    .where(eq(forms.id, formId));
  await save(
    'pages',
    {
      name: 'Contact',
      slug: 'contact',
      type: 'Form',
      title: 'Book a demo call',
      summary: 'Tell us a little about yourself and we will call you back.',
      description: 'Book a demo call or ask a question: we answer within one working day.',
      content: [],
      linkTarget: formId,
    },
    true,
  );
  for (const [n, { daysAgo, ...post }] of POSTS.entries())
    await save(
      'posts',
      {
        ...post,
        publishDate: addDays(asOf, -daysAgo),
        authorId: people[n % people.length],
        access: { level: 'public' },
      },
      true,
    );
  // A draft on a published page: the site goes on showing the published version.
  const [services] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.portalId, portal.id), eq(pages.slug, 'services'), eq(pages.active, true)));
  if (services)
    await updateItem(ctx, adminTable('pages'), services.id, { summary: 'Draft: new pricing coming soon.' });
}
