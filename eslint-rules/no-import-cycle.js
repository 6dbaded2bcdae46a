import { relative } from 'node:path';
import { cycleThrough } from './import-graph.js';

/**
 * No module imports itself through others. A cycle loads one of its modules half-initialised (an
 * import read before its module ran) and ties the modules into one piece nobody can change alone.
 */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse static import cycles between the project’s own modules' },
    messages: { cycle: 'Import cycle: {{path}}' },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const cycle = cycleThrough(context.filename);
        if (!cycle) return;
        const path = cycle.map((file) => relative(context.cwd, file)).join(' → ');
        context.report({ node, messageId: 'cycle', data: { path } });
      },
    };
  },
};
