import { basename, dirname, relative, resolve, sep } from 'node:path';

/** A module that declares or registers routes: `*-routes.ts` or `register-*.ts`. */
const ROUTE_MODULE = /-routes$|^register-/;

/**
 * The server's capabilities (`packages/server/src/<capability>/`) register their own routes, and
 * only `app.ts` registers them: its order is then the one place that says which hooks (session,
 * CSRF, second-factor guard) a route runs behind. So a capability never imports another's route
 * module, not even for a helper it exports; what is shared lives outside route modules.
 */
export const routesFromApp = {
  meta: {
    type: 'problem',
    docs: { description: "Only app.ts imports another server capability's route modules" },
    messages: {
      foreign:
        "'{{source}}' is a route module of '{{capability}}': only app.ts registers it. Move what is shared out of it.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const marker = `${sep}server${sep}src${sep}`;
    const at = file.lastIndexOf(marker);
    if (at < 0) return {};
    const srcDir = file.slice(0, at + marker.length - 1);
    const path = relative(srcDir, file).split(sep);
    if (path.length === 1 && /^app\.ts$/.test(path[0])) return {};
    const own = path.length > 1 ? path[0] : null;
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = relative(srcDir, resolve(dirname(file), source)).split(sep);
      if (target[0] === '..' || target.length < 2 || target[0] === own) return;
      if (!ROUTE_MODULE.test(basename(target.at(-1), '.js').replace(/\.tsx?$/, ''))) return;
      context.report({ node: node.source, messageId: 'foreign', data: { source, capability: target[0] } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
