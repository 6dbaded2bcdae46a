import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, instant } from './common';
import { users } from './identity';

/**
 * Single-use tokens mailed to a user (e-mail verification, password reset). Company-wide. Only the
 * SHA-256 of the token is stored, so a leaked table holds no usable link; used_at makes it one-shot.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    ...auditColumns(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** verify_email | password_reset | professional_activation (user_id: the admin who issued it) */
    purpose: text('purpose').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    uniqueIndex('auth_tokens_token_hash_key').on(t.tokenHash),
    index('auth_tokens_user_purpose_idx').on(t.userId, t.purpose),
  ],
);
