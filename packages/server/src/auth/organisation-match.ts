import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { organisations } from '../db/schema/index';

/**
 * The organisation whose e-mail domain, or web address host, is the domain of `email` (spec §4:
 * such a user becomes a professional of that company). Safe because sign-in needs the address
 * verified first, which proves the person reads mail at that domain.
 */
export async function organisationForEmail(db: Database, email: string): Promise<string | null> {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (!domain) return null;
  const candidates = await db
    .select({ id: organisations.id, domain: organisations.domain, url: organisations.url })
    .from(organisations)
    .where(
      and(eq(organisations.active, true), or(eq(organisations.domain, domain), isNotNull(organisations.url))),
    );
  const match =
    candidates.find((org) => org.domain?.toLowerCase() === domain) ??
    candidates.find((org) => hostOf(org.url) === domain);
  return match?.id ?? null;
}

/** 'https://www.example.com/about' → 'example.com'; also accepts a bare 'example.com'. */
function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    const host = new URL(url.includes('://') ? url : `https://${url}`).hostname.toLowerCase();
    return host.startsWith('www.') ? host.slice(4) : host;
  } catch {
    return null;
  }
}
