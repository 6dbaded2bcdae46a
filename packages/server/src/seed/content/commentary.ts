import { slugify } from '@portal/domain';
import { commentary } from '../../db/schema/index';
import { addDays, at, monthOf, monthStart } from '../calendar';
import type { PortalSeed, SeedContext } from '../context';
import { COMMENTARY_TEXTS } from '../texts/index';

/** Market commentary for the last four quarter ends before the as-of date, in the portal's languages. */
export function seedCommentary(ctx: SeedContext, portal: PortalSeed): void {
  const rng = ctx.rng.fork(`commentary-${portal.index}`);
  const author = portal.advisors[0]!;
  const asOfMonth = monthOf(ctx.asOf);
  // The first day of the month after the last completed quarter, minus one day, is the quarter end.
  const lastQuarterStart = asOfMonth - (asOfMonth % 3);
  for (let q = 0; q < 4; q++) {
    const end = addDays(monthStart(lastQuarterStart - 3 * q), -1);
    const quarter = Math.floor((Number(end.slice(5, 7)) - 1) / 3) + 1;
    // English for every reader; a Greek or Icelandic portal's clients also get their own language's.
    const languages = portal.locale === 'en' ? [null] : [null, portal.locale];
    for (const language of languages) {
      const text = COMMENTARY_TEXTS[language ?? 'en'];
      const name = text.title(quarter, end.slice(0, 4));
      ctx.writer.add(commentary, {
        id: rng.uuid(),
        createdAt: at(addDays(end, 10)),
        createdBy: author.id,
        createdName: author.name,
        publishedAt: at(addDays(end, 10)),
        portalId: portal.portalId,
        name,
        slug: slugify(name),
        reportDate: end,
        language,
        attachment: null,
        body: text.bodies[q % text.bodies.length]!,
      });
    }
  }
}
