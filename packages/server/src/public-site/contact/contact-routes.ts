import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publishedAccess, type BrandConfig, type MessageKey, type PublishedPage } from '@portal/domain';
import { CSRF_COOKIE, issueCsrfCookie } from '../../auth/sessions/session-cookie';
import { sameToken } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { sendInBackground } from '../../forms/forms-deps';
import type { FormRow } from '../../forms/form-store';
import type { Mailer } from '../../mail/mailer';
import { headOf } from '../layout';
import type { PageContext, Rendered } from '../site-routes';
import { bySlug } from '../site-service';
import { postedValues, readContactInput } from './contact-input';
import { formOfPage, storeContact } from './contact-store';
import { contactBody, contactRefusedBody, contactSentBody, CSRF_FIELD, HONEYPOT_FIELD } from './contact-view';

/** The §1 demo call to action's target: the published Form page with this slug. */
export const CONTACT_SLUG = 'contact';
/** Posts of the contact form per client address and window (spam guard). */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 10 * 60_000 };
/** A contact form post is small: a few fields of text. */
const BODY_LIMIT = 32 * 1024;
const DEFAULT_END_MESSAGE = 'Thanks! Your data has been sent.';

type PageFactory = (
  body: (ctx: PageContext) => Promise<Rendered>,
) => (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

export interface ContactRouteOptions {
  db: Database;
  brand: BrandConfig;
  publicUrl: string;
  mailer: Mailer;
  /** The public site's page frame (header, footer, language, visitor). */
  page: PageFactory;
}

/**
 * `/contact` (issue 17 item 4): the published Form page and its published form, server-rendered,
 * posted as a plain HTML form (no JavaScript). The app's CSRF plugin guards /api only and wants a
 * header a plain form cannot send, so this POST does the same two checks itself: an Origin, when
 * sent, must be this site's, and the hidden `_csrf` field must equal the `portal_csrf` cookie the
 * GET issued (double submit; the cookie is SameSite=Strict). Posts are rate limited per address
 * (the API's @fastify/rate-limit store, counted apart). A valid post is stored as a submission of
 * the form and mailed to the portal's address; an invalid one comes back (422) with the form's
 * messages and the visitor's input.
 */
export async function registerContactRoutes(app: FastifyInstance, options: ContactRouteOptions) {
  const { db, brand, page } = options;
  const configuredOrigin = new URL(options.publicUrl).origin;
  const limiter = app.createRateLimit({
    ...CONTACT_RATE_LIMIT,
    keyGenerator: (request: FastifyRequest) => `contact|${request.ip}`,
    allowList: () => false,
  });

  /** The contact page and its form, when published and readable by this visitor. */
  async function contactOf(ctx: PageContext): Promise<{ page: PublishedPage; form: FormRow } | null> {
    const found = bySlug(ctx.visit.content.pages, CONTACT_SLUG);
    if (!found || publishedAccess(found.facts, ctx.visit.viewer) !== 'open') return null;
    const form = await formOfPage(db, ctx.visit.portal.id, found.item);
    return form ? { page: found.item, form } : null;
  }

  const headFor = (contact: PublishedPage) =>
    headOf(contact.title, contact.description ?? contact.summary, contact.path, contact.socialImage);

  const csrfToken = (ctx: PageContext) => ctx.request.cookies?.[CSRF_COOKIE] ?? issueCsrfCookie(ctx.reply);

  const refused = (ctx: PageContext, contact: PublishedPage, status: number, key: MessageKey): Rendered => ({
    status,
    private: true,
    head: headFor(contact),
    main: contactRefusedBody(ctx.frame, contact, key),
  });

  const show = page(async (ctx) => {
    const found = await contactOf(ctx);
    if (!found) return { status: 404 };
    return {
      private: true,
      head: headFor(found.page),
      main: contactBody(ctx.frame, found.page, found.form.steps, {
        values: {},
        errors: {},
        csrfToken: csrfToken(ctx),
      }),
    };
  });

  const submit = page(async (ctx) => {
    const { request } = ctx;
    const found = await contactOf(ctx);
    if (!found) return { status: 404 };
    const { page: contact, form } = found;
    const origin = request.headers.origin;
    if (
      origin !== undefined &&
      origin !== configuredOrigin &&
      origin !== `${request.protocol}://${request.host}`
    ) {
      request.log.warn({ origin }, 'contact form: cross-origin post refused');
      return refused(ctx, contact, 403, 'publicSite.contact_expired');
    }
    const limit = await limiter(request);
    if (!limit.isAllowed && limit.isExceeded) {
      request.log.warn('contact form: rate limit reached');
      ctx.reply.header('retry-after', String(limit.ttlInSeconds));
      return refused(ctx, contact, 429, 'publicSite.contact_too_many');
    }
    const posted = postedValues(request.body);
    const cookie = request.cookies?.[CSRF_COOKIE];
    const token = posted[CSRF_FIELD];
    if (!cookie || !token || !sameToken(cookie, token)) {
      request.log.warn(
        { hasCookie: Boolean(cookie), hasField: Boolean(token) },
        'contact form: csrf token mismatch',
      );
      return refused(ctx, contact, 403, 'publicSite.contact_expired');
    }
    const endMessage = form.endMessage?.trim() || DEFAULT_END_MESSAGE;
    const sent = (): Rendered => ({
      private: true,
      head: headFor(contact),
      main: contactSentBody(ctx.frame, contact, endMessage),
    });
    // A robot fills every input, the hidden one too: it is thanked and nothing is kept.
    if (posted[HONEYPOT_FIELD]) {
      request.log.info('contact form: honeypot filled, post dropped');
      return sent();
    }
    const input = readContactInput(form.steps, posted);
    if (!input.ok)
      return {
        status: 422,
        private: true,
        head: headFor(contact),
        main: contactBody(ctx.frame, contact, form.steps, {
          values: input.values,
          errors: input.errors,
          csrfToken: cookie,
        }),
      };
    const stored = await storeContact(db, brand, form, input.data);
    if (stored.mail) sendInBackground(options.mailer, request.log, [stored.mail]);
    else
      request.log.warn(
        { submission: stored.id },
        'contact form: the portal has no e-mail address to send to',
      );
    return sent();
  });

  const path = `/${CONTACT_SLUG}`;
  app.get(path, { schema: { hide: true }, config: { access: 'public' } }, show);
  // A plain HTML form posts urlencoded: parsed here only, not on the JSON API.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post(path, { schema: { hide: true }, config: { access: 'public' }, bodyLimit: BODY_LIMIT }, submit);
  });
}
