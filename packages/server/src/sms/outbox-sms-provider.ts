import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { accounts, portals, sms, users } from '../db/schema/index';
import type { SmsMessage, SmsProvider } from './sms-provider';

/**
 * The `sms` table is a tenant table (portal_id), but a PIN belongs to a user, who is company-wide.
 * The row is filed under the user's first portal: the portal of their oldest account as a client,
 * else the oldest portal of their organisation. That is the portal whose staff would help them;
 * a user with neither gets no outbox row (logged), since no tenant could read it anyway.
 */
async function portalOfUser(db: Database, userId: string): Promise<string | undefined> {
  const [asClient] = await db
    .select({ portalId: accounts.portalId })
    .from(accounts)
    .where(eq(accounts.clientUserId, userId))
    .orderBy(asc(accounts.createdAt))
    .limit(1);
  if (asClient) return asClient.portalId;
  const [ofOrganisation] = await db
    .select({ portalId: portals.id })
    .from(portals)
    .innerJoin(users, eq(users.organisationId, portals.organisationId))
    .where(eq(users.id, userId))
    .orderBy(asc(portals.createdAt))
    .limit(1);
  return ofOrganisation?.portalId;
}

/** Without a configured gateway: SMS wait in the `sms` table (status pending) for one to send them. */
export function createOutboxSmsProvider(db: Database, log: FastifyBaseLogger): SmsProvider {
  return {
    async send(message: SmsMessage) {
      const portalId = await portalOfUser(db, message.userId);
      if (!portalId) {
        log.warn({ event: 'sms', userId: message.userId }, 'sms not recorded: the user has no portal');
        return;
      }
      await db.insert(sms).values({
        portalId,
        userId: message.userId,
        toPhone: message.to,
        body: message.body,
        status: 'pending',
      });
    },
  };
}
