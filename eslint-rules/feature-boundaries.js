import { dirname, relative, resolve, sep } from 'node:path';

/**
 * A web feature uses another only through that feature's public entry (`features/<name>/index.ts`):
 * what is shared is said once, and a feature's inside can change without breaking its neighbours.
 * What several features need and none owns belongs in `ui/` or `lib/`.
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another web feature only through its index.ts' },
    messages: {
      deep: "Import '{{feature}}' through its public entry ('{{entry}}'), not '{{source}}'.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const marker = `${sep}features${sep}`;
    const at = file.lastIndexOf(marker);
    if (at < 0) return {};
    const featuresDir = file.slice(0, at + marker.length - 1);
    const own = file.slice(at + marker.length).split(sep)[0];
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = relative(featuresDir, resolve(dirname(file), source));
      if (target.startsWith('..')) return;
      const [feature, ...rest] = target.split(sep);
      if (feature === own || rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0])))
        return;
      const entry = relative(dirname(file), resolve(featuresDir, feature)) || '.';
      context.report({ node: node.source, messageId: 'deep', data: { feature, entry, source } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
