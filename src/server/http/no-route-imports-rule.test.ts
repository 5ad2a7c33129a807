import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import vmRules from '../../../eslint-rules/no-route-imports.js';

/** The lint rule that keeps route files leaves (decision 0137), on sample code. */
const linter = new Linter({ configType: 'flat' });
const lint = (code: string, options: { routerTypes?: boolean } = {}) =>
  linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { vm: vmRules },
          rules: { 'vm/no-route-imports': ['error', options] },
        },
      ],
      'src/server/sample.ts',
    )
    .map((m) => m.messageId);

describe('vm/no-route-imports', () => {
  it.each([
    "import type { Hold } from './routes';",
    "import { VillaSchema } from '../villas/routes';",
    "import type { Block } from '../availability/admin-routes';",
    "export type { Villa } from '../villas/routes';",
    "export * from './admin-routes';",
    "const m = await import('./charge-routes');",
  ])('flags %s', (code) => expect(lint(code)).toEqual(['route']));

  it.each([
    "import type { Hold } from './contract';",
    "import { AdminVillaSchema } from '../villas/admin-contract';",
    "import { routesOf } from './routes-table';",
    "import { Hono } from 'hono';",
  ])('lets %s pass', (code) => expect(lint(code)).toEqual([]));

  it('lets the web take a router type, and nothing else, from a route file', () => {
    const web = { routerTypes: true };
    expect(
      lint("import type { villaAdminRoutes } from '../server/villas/admin-routes';", web),
    ).toEqual([]);
    expect(
      lint("import { type villaAdminRoutes } from '../server/villas/admin-routes';", web),
    ).toEqual([]);
    expect(lint("import { villaAdminRoutes } from '../server/villas/admin-routes';", web)).toEqual([
      'routerType',
    ]);
    expect(lint("import type { RoomUnit } from '../server/villas/admin-routes';", web)).toEqual([
      'routerType',
    ]);
    expect(lint("import type { villaAdminRoutes } from '../server/villas/admin-routes';")).toEqual([
      'route',
    ]);
  });
});
