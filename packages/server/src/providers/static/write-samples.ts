// Writes the static provider's shipped sample files from the test fixture (the investor's account
// and the explorer's fund universe), through the same writer start-up uses for the demo brand, so
// the samples are exactly the data the contract tests load into a database. Run after changing
// testing/portfolio-fixtures.ts or funds/testing/fund-fixtures.ts (a test fails until you do):
//   npx tsx packages/server/src/providers/static/write-samples.ts
import { SAMPLES_DIR } from './static-source';
import { withFixtureDatabase, writeFixtureSamples } from './fixture-samples';

await withFixtureDatabase((db, accountIds) => writeFixtureSamples(db, SAMPLES_DIR, accountIds));
process.stdout.write(`samples written to ${SAMPLES_DIR}\n`);
