import { logs } from '../db/schema/index';
import { addDays, at, type IsoDate } from './calendar';
import type { PortalSeed, SeedContext } from './context';
import type { Rng } from './random';

/** Days of activity the demo gets before its "as of" date: enough for every analytics period but 'All'. */
const ACTIVITY_DAYS = 180;

/** Screens a client visits, weighted towards the portfolio (collection = the section, §3 Log entry). */
const SECTIONS = [
  'portfolio',
  'portfolio',
  'portfolio',
  'dashboard',
  'dashboard',
  'documents',
  'messages',
  'news',
  'explorer',
];

/** Library documents clients download; ids are per portal so the documents tab groups them. */
const DOCUMENTS = [
  'Pension planning guide',
  'Private client service',
  'Quarterly statement',
  'Fund factsheet',
  'Account opening form',
];

/**
 * A client's activity log over the last months (logins, page visits, downloads, the odd upload
 * or message), so the analytics screen has something to show on a fresh demo. Busy clients sign in
 * weekly, quiet ones a few times; a quarter never do. Written as COPY rows like everything else.
 */
export function seedActivity(
  ctx: SeedContext,
  portal: PortalSeed,
  client: { userId: string; registered: IsoDate; demo: boolean },
  rng: Rng,
): void {
  if (!client.demo && rng.chance(0.25)) return;
  const start = addDays(ctx.asOf, -ACTIVITY_DAYS);
  const first = client.registered > start ? client.registered : start;
  const span = Math.round((Date.parse(ctx.asOf) - Date.parse(first)) / 86_400_000);
  if (span <= 0) return;
  const sessions = client.demo ? 40 : rng.int(1, Math.max(2, Math.round(span / (rng.chance(0.3) ? 6 : 20))));
  const documentIds = DOCUMENTS.map((name, n) => ({ name, id: portalDocumentId(portal, n) }));
  for (let s = 0; s < sessions; s++) {
    const day = addDays(first, rng.int(0, span - 1));
    let minute = rng.int(7 * 60, 21 * 60);
    const event = (
      type: string,
      collection: string,
      entityId: string,
      info: Record<string, unknown> | null = null,
    ) => {
      ctx.writer.add(logs, {
        id: rng.uuid(),
        createdAt: at(day, (minute += rng.int(1, 6)) - 8 * 60),
        createdBy: client.userId,
        portalId: portal.portalId,
        type,
        collection,
        entityId,
        info,
      });
    };
    event('login', 'session', client.userId);
    for (let v = rng.int(1, 6); v > 0; v--) {
      const section = rng.pick(SECTIONS);
      event('view', section, `/${section}`);
    }
    if (rng.chance(0.3)) {
      const document = rng.pick(documentIds);
      event('download', 'documents', document.id, { name: document.name });
    }
    if (rng.chance(0.05)) event('upload', 'documents', rng.uuid(), { name: 'Signed form.pdf' });
    if (rng.chance(0.08)) event('message', 'messages', rng.uuid(), { recipient: 'advisor' });
  }
}

/** A stable id per portal and document, in uuid form (the activity log keeps ids as text). */
function portalDocumentId(portal: PortalSeed, n: number): string {
  const hex = portal.portalId.replace(/-/g, '');
  const tail = (parseInt(hex.slice(-4), 16) ^ (n + 1)).toString(16).padStart(4, '0');
  return `${portal.portalId.slice(0, 32)}${tail}`;
}
