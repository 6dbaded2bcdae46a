import type { Gender } from '@portal/domain';
import type { PortalSeed, SeedContext } from '../context';
import { demoEmail } from '../demo-credentials';
import { localAndDomain, localPart, uniqueEmail } from '../emails';

/** Client e-mail domains (RFC 2606 reserved names: never real mailboxes). */
const CLIENT_DOMAINS = ['example.com', 'example.net', 'example.org'];

/** Who a client is: drawn apart from the rest of their data so e-mails can be made unique up front. */
export interface ClientIdentity {
  gender: Gender;
  name: string;
  email: string;
}

/**
 * The identities of all clients of a portal, in order. E-mail addresses must be unique across the
 * whole database, which needs every earlier address: computing them first (cheap) lets the clients
 * themselves be generated in any order, or in parallel, with the same result.
 */
export function planIdentities(ctx: SeedContext, portal: PortalSeed): ClientIdentity[] {
  const identities: ClientIdentity[] = [];
  for (let index = 0; index < portal.clients; index++) {
    const rng = ctx.rng.fork(`portal-${portal.index}/identity-${index}`);
    const gender: Gender = rng.chance(0.5) ? 'female' : 'male';
    const person = portal.book.person(rng, gender);
    const email =
      index === 0
        ? uniqueEmail(ctx.emails, ...localAndDomain(demoEmail('investor', portal.company.domain)))
        : uniqueEmail(ctx.emails, localPart(person.first, person.last), rng.pick(CLIENT_DOMAINS));
    identities.push({ gender, name: `${person.first} ${person.last}`, email });
  }
  return identities;
}
