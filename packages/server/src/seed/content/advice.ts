import { benchmarkForRiskLevel, TACTICAL_MODEL_BANDS } from '@portal/domain';
import { models, riskComparisons, riskProfiles } from '../../db/schema/index';
import { addDays, at } from '../calendar';
import type { PortalSeed, SeedContext } from '../context';
import { guidePdf } from '../documents/builders';
import { storeDocument } from '../documents/store';
import { riskComparisonOf } from './risk-comparison';

const PROFILES = [
  { name: 'Cautious', level: 2, returns: '2% - 4%' },
  { name: 'Moderately cautious', level: 4, returns: '3% - 5%' },
  { name: 'Balanced', level: 6, returns: '4% - 6%' },
  { name: 'Growth', level: 8, returns: '5% - 8%' },
] as const;

/** Asset-class weights (percent) of a model from its average equity exposure. */
export function modelData(equities: number): { name: string; value: string }[] {
  const rest = 100 - equities;
  const fixed = Math.round(rest * 0.75);
  const alternatives = Math.round(rest * 0.15);
  return [
    { name: 'Equities', value: String(equities) },
    { name: 'Fixed Interest', value: String(fixed) },
    { name: 'Alternatives', value: String(alternatives) },
    { name: 'Other', value: String(rest - fixed - alternatives) },
  ];
}

/**
 * Risk profiles (each with a factsheet PDF and its IA benchmark, spec §9) and the four tactical
 * model portfolios with their equity bands 10-30, 20-40, 35-65 and 60-100.
 */
export async function seedAdvice(ctx: SeedContext, portal: PortalSeed): Promise<void> {
  const rng = ctx.rng.fork(`advice-${portal.index}`);
  const admin = portal.admins[0]!;
  const created = at(addDays(ctx.asOf, -300));
  const benchmarkId = new Map(ctx.market.benchmarks.map((b) => [b.name, b.id]));
  // The simulator's risk comparison, where the brand has the simulator (its own fork: nothing else moves).
  if (ctx.brand.navSwitches.investmentAdvice)
    ctx.writer.add(riskComparisons, {
      id: ctx.rng.fork(`risk-comparison-${portal.index}`).uuid(),
      createdAt: created,
      createdBy: admin.id,
      createdName: admin.name,
      portalId: portal.portalId,
      data: riskComparisonOf(
        PROFILES.map((profile, n) => {
          const band = TACTICAL_MODEL_BANDS[n]!;
          return { level: profile.level, classes: modelData(Math.round((band.min + band.max) / 2)) };
        }),
      ),
    });
  for (const [n, profile] of PROFILES.entries()) {
    const band = TACTICAL_MODEL_BANDS[n]!;
    const average = Math.round((band.min + band.max) / 2);
    const benchmark = benchmarkForRiskLevel(profile.level);
    const documentId = rng.uuid();
    const bytes = await guidePdf(
      { company: portal.company.name, index: portal.index },
      `${profile.name} risk profile factsheet`,
      [
        `Risk level ${profile.level} of 10. Expected long-term returns of ${profile.returns} a year before charges, with ` +
          `equity exposure kept between ${band.min}% and ${band.max}%.`,
        `Benchmark: ${benchmark}.`,
        'Allocation: ' +
          modelData(average)
            .map((d) => `${d.name} ${d.value}%`)
            .join(', ') +
          '.',
        'Returns are not guaranteed. The value of investments can fall as well as rise.',
      ],
      ctx.asOf,
    );
    await storeDocument(ctx, portal, {
      id: documentId,
      type: 'Factsheet',
      name: `${profile.name} risk profile factsheet`,
      fileName: `${profile.name.toLowerCase().replace(/ /g, '-')}-factsheet.pdf`,
      bytes,
      createdAt: created,
      createdBy: admin,
      tags: ['risk-profile'],
    });
    const riskProfileId = rng.uuid();
    ctx.writer.add(riskProfiles, {
      id: riskProfileId,
      createdAt: created,
      createdBy: admin.id,
      createdName: admin.name,
      portalId: portal.portalId,
      name: profile.name,
      slug: profile.name.toLowerCase().replace(/ /g, '-'),
      returns: profile.returns,
      // The document's own route serves the file (the library's download path).
      factsheetUrl: `/api/documents/${documentId}/file`,
      riskLevel: profile.level,
      benchmarkId: benchmarkId.get(benchmark) ?? null,
    });
    ctx.writer.add(models, {
      id: rng.uuid(),
      createdAt: created,
      createdBy: admin.id,
      createdName: admin.name,
      portalId: portal.portalId,
      name: `${profile.name} tactical model`,
      slug: `${band.id}-model`,
      profile: profile.name,
      riskProfileId,
      min: String(band.min),
      max: String(band.max),
      avg: String(average),
      rebalance: 'Quarterly',
      data: modelData(average),
    });
  }
}
