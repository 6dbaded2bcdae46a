import { featureBoundaries } from './feature-boundaries.js';
import { noImportCycle } from './no-import-cycle.js';
import { routesFromApp } from './routes-from-app.js';

/** The project's own lint rules: the architecture's boundaries, enforced (issue 19). */
export default {
  meta: { name: 'portal' },
  rules: {
    'feature-boundaries': featureBoundaries,
    'no-import-cycle': noImportCycle,
    'routes-from-app': routesFromApp,
  },
};
