import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { auditColumns, instant } from './common';

/**
 * Client invitations (spec §4, §7 inviteClient). The invited person has no user yet, so these
 * cannot live in auth_tokens. Only the SHA-256 of the mailed token is kept; used_at makes it
 * single-use; created_by is the professional who sent it.
 */
export const accountInvitations = pgTable(
  'account_invitations',
  {
    ...auditColumns(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The address the link was mailed to: accepting signs up exactly this address. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    uniqueIndex('account_invitations_token_hash_key').on(t.tokenHash),
    index('account_invitations_account_id_idx').on(t.accountId),
  ],
);
