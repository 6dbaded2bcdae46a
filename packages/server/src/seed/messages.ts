import { messageRecipients, messages } from '../db/schema/index';
import { addDays, at } from './calendar';
import type { PortalSeed, SeedContext, Staff } from './context';
import type { Rng } from './random';
import { GROUP_MESSAGE, THREADS } from './texts/index';

export interface ThreadParties {
  accountId: string;
  client: { id: string; name: string };
  advisor: Staff;
}

/**
 * A conversation between a client and their advisor: the first message starts the thread, replies
 * point at it (spec §3/§4). Client → advisor messages go to the advisor's user, advisor → client
 * ones to the account. Recipients have read all but the newest message; an archived thread is
 * archived for both.
 */
export function seedThread(
  ctx: SeedContext,
  portal: PortalSeed,
  parties: ThreadParties,
  rng: Rng,
  archived: boolean,
): void {
  const template = rng.pick(THREADS[portal.locale]);
  const start = addDays(ctx.asOf, -rng.int(archived ? 120 : 3, archived ? 360 : 110));
  const rootId = rng.uuid();
  let day = start;
  let rootAt = at(start);
  template.bodies.forEach((body, n) => {
    const fromClient = (n % 2 === 0) === (template.opener === 'client');
    const sender = fromClient ? parties.client : parties.advisor;
    const createdAt = at(day, rng.int(60, 540));
    if (n === 0) rootAt = createdAt;
    const id = n === 0 ? rootId : rng.uuid();
    ctx.writer.add(messages, {
      id,
      createdAt,
      createdBy: sender.id,
      createdName: sender.name,
      portalId: portal.portalId,
      subject: n === 0 ? template.subject : `Re: ${template.subject}`,
      body,
      recipientUserId: fromClient ? parties.advisor.id : null,
      recipientAccountId: fromClient ? null : parties.accountId,
      recipientGroupId: null,
      threadId: n === 0 ? null : rootId,
      threadInitiator:
        n === 0
          ? null
          : {
              name: template.opener === 'client' ? parties.client.name : parties.advisor.name,
              at: rootAt.toISOString(),
            },
    });
    const recipient = fromClient ? parties.advisor.id : parties.client.id;
    const last = n === template.bodies.length - 1;
    const readers = archived ? [recipient, sender.id] : last && rng.chance(0.6) ? [] : [recipient];
    for (const userId of readers) {
      ctx.writer.add(messageRecipients, {
        id: rng.uuid(),
        createdAt,
        portalId: portal.portalId,
        messageId: id,
        userId,
        readAt: userId === recipient ? new Date(createdAt.getTime() + 3_600_000) : null,
        archivedAt: archived ? at(addDays(day, 30)) : null,
      });
    }
    day = addDays(day, rng.int(0, 3));
  });
}

/** One message to a group, sent by the first advisor a few weeks before the as-of date. */
export function seedGroupMessage(ctx: SeedContext, portal: PortalSeed, rng: Rng): void {
  const group = portal.groups[0]!;
  const sender = portal.advisors[0]!;
  const text = GROUP_MESSAGE[portal.locale];
  ctx.writer.add(messages, {
    id: rng.uuid(),
    createdAt: at(addDays(ctx.asOf, -rng.int(10, 30)), 120),
    createdBy: sender.id,
    createdName: sender.name,
    portalId: portal.portalId,
    subject: text.subject,
    body: text.body,
    recipientUserId: null,
    recipientAccountId: null,
    recipientGroupId: group.id,
    threadId: null,
    threadInitiator: null,
  });
}
