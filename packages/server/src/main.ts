/**
 * The process entry. From TypeScript sources the server's modules take seconds to load; when the
 * embedded data folder is empty, the demo seed's worker threads start first, so they load theirs
 * and build the seed's market meanwhile (decision 107). Then the server (serve.ts).
 */
import { startSeedWorkersEarly } from './startup/early-seed-workers';

const seedWorkers = await startSeedWorkersEarly();
const { serve } = await import('./serve');
await serve({ seedWorkers });
