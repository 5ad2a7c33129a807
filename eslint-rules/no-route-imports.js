/**
 * vm/no-route-imports (docs/decisions/0137): a route file (`routes.ts`, `*-routes.ts`) is a leaf.
 * Its request and answer schemas and their types live in the feature's contract (`contract.ts`,
 * `*-contract.ts`); services, queries, other features, tests and the web import the contract. Only
 * the app assembly (`src/server/app.ts`, which mounts the routers) imports a route file, and the web
 * may import a router's *type* (`import type { villaAdminRoutes }`, a name ending in `Routes`) for
 * the typed client (`src/web/api/route-types.ts`): nothing of the server reaches the bundle.
 */

const ROUTE_MODULE = /(^|\/)([a-z0-9-]+-)?routes(\.tsx?)?$/;
const ROUTER_NAME = /Routes$/;

/** @type {import('eslint').Rule.RuleModule} */
const noRouteImports = {
  meta: {
    type: 'problem',
    docs: { description: 'only the app assembly imports a route file (decision 0137)' },
    schema: [
      {
        type: 'object',
        properties: { routerTypes: { type: 'boolean' } },
        additionalProperties: false,
      },
    ],
    messages: {
      route:
        "'{{source}}' is a route file: import the feature's contract ('contract.ts' / '*-contract.ts') instead (decision 0137).",
      routerType:
        "'{{source}}' is a route file: the web imports only a router's type from it (`import type { xyzRoutes }`), and schemas and their types from the feature's contract (decision 0137).",
    },
  },
  create(context) {
    const routerTypes = context.options[0]?.routerTypes === true;
    /** Whether every name the declaration takes is a router's type. */
    const onlyRouterTypes = (node) =>
      node.type === 'ImportDeclaration' &&
      node.specifiers.length > 0 &&
      node.specifiers.every(
        (s) =>
          s.type === 'ImportSpecifier' &&
          (node.importKind === 'type' || s.importKind === 'type') &&
          ROUTER_NAME.test(s.imported.name ?? s.imported.value),
      );
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const spec = source.value;
      if (!spec.startsWith('.') || !ROUTE_MODULE.test(spec)) return;
      if (routerTypes && onlyRouterTypes(node)) return;
      context.report({
        node: source,
        messageId: routerTypes ? 'routerType' : 'route',
        data: { source: spec },
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
    };
  },
};

export default { rules: { 'no-route-imports': noRouteImports } };
