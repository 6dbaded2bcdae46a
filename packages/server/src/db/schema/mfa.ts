import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, instant } from './common';
import { users } from './identity';

/**
 * Authenticator-app factors (TOTP, RFC 6238), at most one per user. Company-wide. The secret is
 * shown once at setup and never returned after confirmation; last_step refuses a code whose time
 * step was already used (replay, ASVS 6.5.1).
 */
export const totpFactors = pgTable(
  'totp_factors',
  {
    ...auditColumns(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Base32 secret. */
    secret: text('secret').notNull(),
    /** Null while enrolment waits for the first code. */
    confirmedAt: instant('confirmed_at'),
    /** The last accepted time step (unix seconds / 30). */
    lastStep: integer('last_step'),
  },
  (t) => [uniqueIndex('totp_factors_user_id_key').on(t.userId)],
);

/** One-time recovery codes for a lost authenticator; only their SHA-256 is stored. Company-wide. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    ...auditColumns(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    index('recovery_codes_user_id_idx').on(t.userId),
    uniqueIndex('recovery_codes_hash_key').on(t.codeHash),
  ],
);
