import { getBrand } from '@portal/domain';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { sampleSourceFingerprint } from '../providers/static/sample-catalogue';
import { createStaticCatalogue } from '../providers/static/static-catalogue';
import { writeSampleSet } from '../providers/static/write-sample-set';

/**
 * A `static` brand's sample files (§7 static variant), written from the seeded database into
 * DATA_DIR/static-samples so that every account the seed made is linked to its data. The seed's
 * data moves with its as-of date, so the files are written here rather than committed; they are
 * kept while the database is the one they were written from (site.json's `source`). Files given by
 * STATIC_SAMPLES_DIR are the operator's own and never written.
 */
export async function ensureStaticSamples(
  db: Database,
  config: Pick<Config, 'brand' | 'dataProvider' | 'staticSamples'>,
): Promise<'skipped' | 'kept' | 'written'> {
  const mode = config.dataProvider ?? getBrand(config.brand).dataProvider;
  if (mode !== 'static' || !config.staticSamples.generated) return 'skipped';
  const [site, source] = await Promise.all([
    createStaticCatalogue(config.staticSamples.dir)
      .site()
      .catch(() => null),
    sampleSourceFingerprint(db),
  ]);
  if (site?.source === source) return 'kept';
  await writeSampleSet(db, config.staticSamples.dir, { brand: config.brand, source });
  return 'written';
}
