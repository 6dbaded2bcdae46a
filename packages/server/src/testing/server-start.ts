import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY } from '../../../../scripts/server-build.mjs';

/** The repository's root, `npm start`'s working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * `npm start`'s command once it has built (scripts/start.mjs): Node on the server as esbuild bundles
 * it (decision 129), run from REPO_ROOT. The server project's global setup builds it when stale. A
 * start from it costs about 2 s of CPU; the sources under tsx's loader cost 7-8 s (decision 139).
 */
export const START_COMMAND = [SERVER_ENTRY];
