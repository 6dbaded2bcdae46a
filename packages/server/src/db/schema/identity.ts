import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, auditIndexes, GRID_COLLATIONS, instant, lowerCaseEmail } from './common';

/** A stored file reference as the spec writes it: {name, url, fullUrl}. */
export interface FileRef {
  name: string;
  url: string;
  fullUrl?: string;
  created?: string;
}

/** Address lines of users and organisations (spec §3 User.address). */
export interface PostalAddress {
  address1?: string;
  address2?: string;
  address3?: string;
  postcode?: string;
  city?: string;
  country?: string;
}

/** The companies (wealth managers). Company-wide: no portal_id; portals belong to one. */
export const organisations = pgTable(
  'organisations',
  {
    ...auditColumns(),
    name: text('name').notNull(),
    /** Web address; sign-up matches an e-mail domain against it (spec §4). */
    url: text('url'),
    /** E-mail domain, lower-case, e.g. "example.com". */
    domain: text('domain'),
    photo: jsonb('photo').$type<FileRef[]>(),
    address: jsonb('address').$type<PostalAddress>(),
  },
  (t) => [
    index('organisations_url_idx').on(t.url),
    index('organisations_domain_idx').on(t.domain),
    ...auditIndexes('organisations', t, ['slug']),
  ],
);

/** People who sign in: admins, advisors and investors. Company-wide: a user may reach several portals. */
export const users = pgTable(
  'users',
  {
    ...auditColumns(),
    /** Stored lower-case (checked) so the unique index is case-blind without lower() in every query. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    photo: jsonb('photo').$type<FileRef[]>(),
    userLanguage: text('user_language'),
    title: text('title'),
    organisationId: uuid('organisation_id').references(() => organisations.id),
    isAdmin: boolean('is_admin').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    isProfessional: boolean('is_professional').notNull().default(false),
    is2faDisabled: boolean('is_2fa_disabled').notNull().default(false),
    /** password | oidc | eid | token: how this user proves who they are. */
    authType: text('auth_type').notNull().default('password'),
    /** argon2id hash; null for users who sign in only through an external provider. */
    passwordHash: text('password_hash'),
    /** Subject at the external identity provider (OpenID Connect, national e-ID). */
    externalSubject: text('external_subject'),
    emailVerifiedAt: instant('email_verified_at'),
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    mfaValidated: boolean('mfa_validated').notNull().default(false),
    /** Hash of the six-digit PIN (never the PIN) and when it stops being valid (2 h, spec §9). */
    securityCodeHash: text('security_code_hash'),
    securityCodeExpiresAt: instant('security_code_expires_at'),
    hideIntroText: boolean('hide_intro_text').notNull().default(false),
    lastLogin: instant('last_login'),
    telephone: text('telephone'),
    linkedin: text('linkedin'),
    other: text('other'),
    address: jsonb('address').$type<PostalAddress>(),
    role: text('role'),
    profileUrl: text('profile_url'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_external_subject_key')
      .on(t.authType, t.externalSubject)
      .where(sql`"external_subject" is not null`),
    index('users_organisation_id_idx').on(t.organisationId),
    // Admin grid (decision 35): the company's live staff in (name, id) order, in each language's
    // collation (the grid orders by its reader's).
    ...GRID_COLLATIONS.map((collation) =>
      index(`users_organisation_grid_${collation}_idx`)
        .on(t.organisationId, sql`${t.name} collate ${sql.raw(collation)}`, t.id)
        .where(sql`"active"`),
    ),
    check('users_email_lower_case', lowerCaseEmail('email')),
    ...auditIndexes('users', t, ['slug']),
  ],
);

/**
 * Signed-in sessions, in the database so any server process can serve any user. Company-wide.
 * The primary key is the SHA-256 of the session token: a leaked table does not leak usable tokens.
 */
export const sessions = pgTable(
  'sessions',
  {
    ...auditColumns(),
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    /** Sliding inactivity deadline (30 min or 2 h by brand). */
    expiresAt: instant('expires_at').notNull(),
    /** Hard deadline that activity cannot push back. */
    absoluteExpiresAt: instant('absolute_expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    mfaValidated: boolean('mfa_validated').notNull().default(false),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * Fixed-window counters for rate limits (sign-in, PIN, password reset) shared by all server
 * processes. Company-wide. key is e.g. "login:ip:1.2.3.4" or "pin:user:<id>".
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    ...auditColumns(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
    windowStart: instant('window_start').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rate_limits_key_key').on(t.key),
    index('rate_limits_window_start_idx').on(t.windowStart),
  ],
);

/**
 * The general API rate limit's fixed-window counters, one row per client key (e.g. "api:1.2.3.4"),
 * shared by every server process (issue 16). Written on every API request, so the migration makes
 * it UNLOGGED (no WAL; a crash only resets the budgets) and only `key` is indexed, so the per-request
 * update stays a heap-only (HOT) update. Company-wide.
 */
export const apiRateLimits = pgTable(
  'api_rate_limits',
  {
    ...auditColumns(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
    windowStart: instant('window_start').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('api_rate_limits_key_key').on(t.key)],
);
