import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import bracketedSql from './eslint-rules/bracketed-sql.js';
import noRouteImports from './eslint-rules/no-route-imports.js';

/** Our own rules (eslint-rules/). */
const vmRules = { rules: { ...bracketedSql.rules, ...noRouteImports.rules } };

const serverTypesOnly = {
  group: ['**/server/**'],
  allowTypeImports: true,
  message: 'web may import server types only (import type).',
};

/** What a server feature may import from another (gitignore-style; decision 0042). */
const featurePublicModules = [
  // shared infrastructure, not features
  '{db,http,logging,events,audit,testing,booking-records}/*',
  // every feature's front doors (its route files are the app assembly's: vm/no-route-imports)
  '*/service',
  '*/*-service',
  '*/contract',
  '*/*-contract',
  '*/types',
  // modules declared public by their feature (adding one here is a reviewed decision)
  'admin-auth/{actor,principal,sessions,rate-limit,passwords,password-policy,initial-admins,test-helpers}',
  'bookings/expiry',
  'payments/{provider,sandbox-gateway-provider,signature,reconcile,confirmation-emails,ledger}',
  // the booking edit sets no_show through the front desk's own action (decision 0054)
  'occupancy/front-desk',
  'email/{templates,money-templates,outbox,delivery}',
  'documents/confirmation-pdf',
  // names in any script on a PDF page, and the A4 sheet drawn with it: every printed document
  // (the reports' PDF included) draws with them
  'documents/{pdf-text,pdf-sheet}',
  // guest registration (decision 0132): the status the desk's lists print, the export's shape
  'registrations/{status,contract,test-helpers}',
  'villas/queries',
  // the one SQL definition of Revenue and Payments received (decision 0113)
  'reports/money-figures',
];

const activityWriter = 'src/server/audit/booking-activity.ts';
const activityInsert = {
  selector: "CallExpression[callee.property.name='insert'][arguments.0.name='bookingActivities']",
  message:
    'booking_activities is written only by recordBookingActivity (src/server/audit/booking-activity.ts, decision 0110).',
};

/**
 * The ledger's one writer (decision 0112): only these files insert `money_movements` rows or set
 * the booking's money columns in `db.update(bookings).set({ … })`.
 */
const ledgerWriter = ['src/server/payments/ledger.ts'];
const MONEY_COLUMNS =
  'paymentStatus|advanceAmount|remainingAmount|advancePaidAt|advancePaymentMethod|paymentMethod|paidAt';
const ledgerWrites = [
  {
    selector: "CallExpression[callee.property.name='insert'][arguments.0.name='moneyMovements']",
    message:
      'money_movements is written only by recordMoneyMovement (src/server/payments/ledger.ts, decision 0112).',
  },
  {
    selector: `CallExpression[callee.property.name='set'][callee.object.callee.property.name='update'][callee.object.arguments.0.name='bookings'] > ObjectExpression > Property[key.name=/^(${MONEY_COLUMNS})$/]`,
    message:
      "The booking's money columns are set only by recordMoneyMovement (src/server/payments/ledger.ts, decision 0112): record a movement instead.",
  },
];

/** 'a/{b,c}' → ['a/b', 'a/c'] (ESLint's import patterns have no brace expansion). */
function expandBraces(pattern) {
  const m = /^(.*)\{([^}]*)\}(.*)$/.exec(pattern);
  return m ? m[2].split(',').flatMap((part) => expandBraces(`${m[1]}${part}${m[3]}`)) : [pattern];
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/server/db/migrations/**', 'screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through src/server/env.ts.',
        },
      ],
    },
  },
  // No rule here reads another file (decision 0171), so ESLint's cache is sound: the type-aware
  // promise rules are oxlint's (.oxlintrc.json) and import cycles, type-only ones included, are
  // scripts/check-cycles.ts's.
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The browser has no Node. src/web/tsconfig.json leaves Node's types out, but the server
      // types the web imports bring them back into that program, so the globals are refused here
      // (decision 0138).
      'no-restricted-globals': [
        'error',
        ...[
          'Buffer',
          'process',
          'global',
          '__dirname',
          '__filename',
          'require',
          'setImmediate',
        ].map((name) => ({ name, message: `${name} is Node's; the browser has none.` })),
      ],
    },
  },
  {
    // Rooms that fit on a screen (decision 0139): a production file of the web has at most 400
    // lines and a function at most 150 (blank lines and comments not counted). Split by
    // responsibility: a hook for data and mutations, presentational pieces, sub-panels.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': [
        'error',
        { max: 150, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  {
    // The same rule for the server and the domain (decisions 0148, 0165): a production file has at
    // most 400 lines and a function at most 150 (blank lines and comments not counted). Tests and
    // test support are not counted.
    files: ['src/server/**/*.ts', 'src/domain/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/server/testing/**'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': [
        'error',
        { max: 150, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  {
    // Small kebab-case files and folders (the developers' guide).
    files: ['src/**/*', 'e2e/**/*', 'bench/**/*', 'scripts/**/*'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { 'src/**/': 'KEBAB_CASE', 'e2e/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    // Pure business rules: nothing of ours, no framework, no I/O.
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/web/**'], message: 'domain imports nothing of ours.' },
            {
              group: [
                'react',
                'react-*',
                'hono',
                'hono/*',
                '@hono/*',
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
                '@electric-sql/*',
              ],
              message: 'domain has no framework or I/O.',
            },
            {
              group: ['node:*', 'fs', 'path', 'http', 'net', 'child_process'],
              message: 'domain has no I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    // The web app may import server *types* only.
    files: ['src/web/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverTypesOnly] }],
    },
  },
  {
    // Import zones inside the web: the guest site never pulls in the admin panel.
    files: ['src/web/guest/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            serverTypesOnly,
            {
              group: ['**/admin/**', '**/admin'],
              message: 'the guest site never imports the admin panel.',
            },
          ],
        },
      ],
    },
  },
  {
    // Shared web layers (ui, api) know neither the guest site nor the admin panel.
    files: ['src/web/ui/**', 'src/web/api/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            serverTypesOnly,
            {
              group: ['**/guest/**', '**/guest', '**/admin/**', '**/admin'],
              message: 'ui/ and api/ are shared: they import neither guest/ nor admin/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Between server features: only a feature's public modules (decision 0042). Shared
    // infrastructure (db, http, logging, events, audit, testing) is open to all.
    files: ['src/server/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '../*/*',
                ...featurePublicModules.flatMap(expandBraces).map((m) => `!../${m}`),
                '!../../**',
              ],
              message:
                "another feature's internals: import its service.ts / *-service.ts / contract.ts / *-contract.ts / types.ts, or a module listed public in eslint.config.js (decision 0042).",
            },
          ],
        },
      ],
    },
  },
  {
    // A booking's history has one writer, in the caller's transaction (decisions 0051, 0110); the
    // booking's money has one writer, the ledger's (decision 0112).
    files: ['src/**/*.ts'],
    ignores: [activityWriter, ...ledgerWriter, '**/*.test.ts', 'src/server/testing/**'],
    rules: { 'no-restricted-syntax': ['error', activityInsert, ...ledgerWrites] },
  },
  {
    // Server and end-to-end tests read answers through the typed client (t.api, bodyAt,
    // errorBody; e2e/support/api.ts over a running site), never by casting `res.json()` to a type
    // chosen by hand (decisions 0157, 0165).
    files: [
      'src/server/**/*.test.ts',
      'src/server/testing/**',
      'src/server/**/test-*.ts',
      'e2e/**/*.ts',
    ],
    // The contract check's own test reads an ad-hoc app, not the API.
    ignores: ['src/server/testing/contract-check.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression:has(CallExpression[callee.property.name='json'])",
          message:
            'a cast of res.json(): call the API through the typed client (t.api / bodyAt / errorBody, decision 0157).',
        },
        {
          selector:
            "VariableDeclarator[id.typeAnnotation][id.typeAnnotation.typeAnnotation.type!='TSUnknownKeyword']:has(CallExpression[callee.property.name='json'])",
          message:
            'a type written for res.json(): call the API through the typed client (t.api / bodyAt / errorBody, decision 0157).',
        },
      ],
    },
  },
  {
    files: [activityWriter],
    rules: { 'no-restricted-syntax': ['error', ...ledgerWrites] },
  },
  {
    files: ledgerWriter,
    rules: { 'no-restricted-syntax': ['error', activityInsert] },
  },
  {
    // SQL fragments that join conditions with OR/AND bracket themselves (decision 0116).
    files: ['src/server/**/*.ts'],
    // CHECK constraint bodies: CHECK (…) brackets them.
    ignores: ['src/server/db/schema/*.ts'],
    plugins: { vm: vmRules },
    rules: { 'vm/bracketed-sql': 'error' },
  },
  {
    // Route files are leaves: schemas and types come from the feature's contract; only the app
    // assembly mounts routers; the web takes a router's type for its typed client (decision 0137).
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['src/server/app.ts'],
    plugins: { vm: vmRules },
    rules: { 'vm/no-route-imports': 'error' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: { 'vm/no-route-imports': ['error', { routerTypes: true }] },
  },
  {
    // The server tests' typed client takes every router's type, like the web's (decision 0157).
    files: ['src/server/testing/typed-client.ts'],
    rules: {
      'vm/no-route-imports': ['error', { routerTypes: true }],
      'no-restricted-imports': 'off',
    },
  },
  {
    // Server code logs through src/server/logging/logger.ts (pino, with the request id), never console.*.
    files: ['src/server/**'],
    ignores: ['src/server/admin-create.ts', 'src/server/restore.ts', '**/*.test.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    files: [
      'src/server/env.ts',
      '**/*.test.ts',
      'e2e/**',
      'bench/**',
      'scripts/**',
      'src/server/testing/**',
      '*.config.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
);
