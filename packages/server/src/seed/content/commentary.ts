import { commentary } from '../../db/schema/index';
import { addDays, at, monthOf, monthStart } from '../calendar';
import type { PortalSeed, SeedContext } from '../context';

// prettier-ignore
const BODIES = [
  'Equity markets rose over the quarter as inflation continued to ease and corporate earnings beat expectations. We kept portfolios close to their strategic weights and added modestly to UK equities, where valuations remain attractive.',
  'A volatile quarter: bond yields rose early on before retreating as central banks signalled patience. Our preference for quality companies and shorter-dated bonds helped portfolios hold up better than their benchmarks.',
  'Global growth proved more resilient than feared. We took some profits in US technology shares after a strong run and reinvested in infrastructure and high-quality corporate bonds.',
  'Markets ended the year on a firm footing. Looking ahead, we expect moderate returns from equities and a more useful contribution from bonds, which once again offer income above inflation.',
];

/** Market commentary for the last four quarter ends before the as-of date. */
export function seedCommentary(ctx: SeedContext, portal: PortalSeed): void {
  const rng = ctx.rng.fork(`commentary-${portal.index}`);
  const author = portal.advisors[0]!;
  const asOfMonth = monthOf(ctx.asOf);
  // The first day of the month after the last completed quarter, minus one day, is the quarter end.
  const lastQuarterStart = asOfMonth - (asOfMonth % 3);
  for (let q = 0; q < 4; q++) {
    const end = addDays(monthStart(lastQuarterStart - 3 * q), -1);
    const quarter = Math.floor((Number(end.slice(5, 7)) - 1) / 3) + 1;
    const name = `Market commentary Q${quarter} ${end.slice(0, 4)}`;
    ctx.writer.add(commentary, {
      id: rng.uuid(),
      createdAt: at(addDays(end, 10)),
      createdBy: author.id,
      createdName: author.name,
      publishedAt: at(addDays(end, 10)),
      portalId: portal.portalId,
      name,
      slug: name.toLowerCase().replace(/ /g, '-'),
      reportDate: end,
      attachment: null,
      body: BODIES[q % BODIES.length]!,
    });
  }
}
