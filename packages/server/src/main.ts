/**
 * The process entry. From TypeScript sources the server's modules take seconds to load, so the
 * configuration is read first: a start it refuses ends with its one line before they load (about
 * 5 s of CPU less for each refused start under tsx). When the embedded data folder is empty, the
 * demo seed's worker threads start next, so they load theirs, build the seed's market and start on
 * the clients meanwhile (decisions 107 and N). Then the server (serve.ts), which reads the
 * configuration again.
 */
import { exitOnConfigError } from './startup/config-check';
import { startSeedWorkersEarly } from './startup/early-seed-workers';

exitOnConfigError();
const seedWorkers = await startSeedWorkersEarly();
const { serve } = await import('./serve');
await serve({ seedWorkers });
