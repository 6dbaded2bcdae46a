import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { testConfig } from '../../testing/test-server';
import { rows, seededDatabase, type SeededDatabase } from '../test-support';

/** The partners demo seed publishes a public site through the admin store (issue 17). */
describe('partners demo public site', () => {
  let seeded: SeededDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    seeded = await seededDatabase({ brand: 'partners' });
    app = await buildApp({ config: testConfig({ BRAND: 'partners' }), database: seeded.db });
  });
  afterAll(async () => {
    await app?.close();
    await seeded?.drop();
  });

  it('keeps a history of each page and post as Save and Publish do', async () => {
    const history = await rows<{ slug: string; versions: number; published: number }>(
      seeded.db,
      `select slug, count(*)::int as versions, count(published_at)::int as published
         from pages_history group by slug order by slug`,
    );
    expect(history).toEqual([
      { slug: 'careers', versions: 1, published: 0 },
      { slug: 'client-reports', versions: 2, published: 1 },
      { slug: 'contact', versions: 2, published: 1 },
      { slug: 'home', versions: 2, published: 1 },
      { slug: 'insights', versions: 2, published: 1 },
      // Published, then a draft saved on top.
      { slug: 'services', versions: 3, published: 2 },
    ]);
    const [posts] = await rows<{ n: number }>(seeded.db, `select count(*)::int as n from posts_history`);
    expect(posts!.n).toBe(6);
  });

  it('shows the published pages, posts, team and clients as HTML, and neither the draft nor the unpublished page', async () => {
    const home = await app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Independent wealth management for families and charities');
    expect(home.body).toContain('Interest rates on hold: what it means for savers');
    expect(home.body).toContain('They made our endowment work harder');
    const nav = /<nav class="site-nav"[^>]*>(.*?)<\/nav>/s.exec(home.body)![1]!;
    expect([...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/home',
      '/services',
      '/insights',
      '/client-reports',
      '/contact',
    ]);
    // §1: the demo call to action opens the published contact form.
    expect(home.body).toContain('<a class="cta" href="/contact">Book a demo call</a>');
    const contact = await app.inject({ url: '/contact' });
    expect(contact.statusCode).toBe(200);
    expect(contact.body).toContain('name="email"');
    expect(contact.body).toContain('I agree to be contacted about my enquiry');
    const services = await app.inject({ url: '/services' });
    expect(services.body).toContain('From a first financial plan to a managed portfolio.');
    expect(services.body).not.toContain('Draft: new pricing');
    expect((await app.inject({ url: '/careers' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/client-reports' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/insights' })).body).toContain(
      'How a charity endowment doubled its grants',
    );
    expect((await app.inject({ url: '/team' })).body).toContain('Marcus Okafor');
    expect((await app.inject({ url: '/clients' })).body).toContain('Pennine Community Foundation');
  });
});
