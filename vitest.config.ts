import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const serverTests = ['src/server/**/*.test.ts'];
/**
 * Tests that start app processes (src/server/testing/server-process.ts) or a PostgreSQL cluster:
 * their own project, run once, on PostgreSQL when TEST_DATABASE_URL is set (CI), else on PGlite
 * (most of them need PostgreSQL and skip there). Decision 0138.
 */
const processTests = [
  'src/server/**/*-processes.test.ts',
  'src/server/bookings/concurrency.test.ts',
];
/**
 * With PostgreSQL (CI) every server file runs there; PGlite then runs the files of the embedded
 * database's own code (driver, statements, data-folder lock, LISTEN/NOTIFY, the job queue's adapter,
 * dumps and backups, health, the dashboard's database figure) and one booking made, paid and
 * reported on it. Every e2e site runs on PGlite too. Without PostgreSQL, PGlite runs every file
 * (decision 0166).
 */
const embeddedDatabaseTests = [
  'src/server/db/**/*.test.ts',
  'src/server/jobs/**/*.test.ts',
  'src/server/backups/**/*.test.ts',
  'src/server/events/**/*.test.ts',
  'src/server/health/**/*.test.ts',
  'src/server/dashboard/**/*.test.ts',
  'src/server/bookings/bookings.test.ts',
  'src/server/payments/ledger.test.ts',
  'src/server/reports/reports.test.ts',
];
/**
 * The upgrades across one migration with data in place: SQL, the same on both engines, and slow on
 * PGlite (a fresh database migrated in two steps, ~13 s a file): on PostgreSQL only when it is set.
 * Every run still migrates a PGlite from nothing (the templates) and e2e sites start on it (0170).
 */
const migrationUpgradeTests = ['src/server/db/migration-*.test.ts'];
// Migrate and seed once per run, copy per test database (src/server/testing/database-template.ts).
const dbTemplate = 'src/server/testing/database-template.ts';
/**
 * A server test file builds a database from the template, hashes a password with argon2, and on a
 * shared machine waits for CPU: its timeouts are the project's, never set per file (decision 0138).
 */
const serverTimeouts = { testTimeout: 120_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    // A worker runs its files one after another in one module graph: the app, zod schemas and
    // PGlite's compiled WebAssembly load once per worker instead of once per file (decision 0111).
    // Each file still gets its own database; no test relies on module state of another file.
    isolate: false,
    // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache) and reused by the
    // next run when a file and the configuration are unchanged: the ~350 server modules every worker
    // loads are transformed once, not at every run (decision 0174).
    experimental: { fsModuleCache: true },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'domain', include: ['src/domain/**/*.test.ts'] } },
      {
        // The web's reducers and hooks, in a simulated DOM (components are tested in Chromium, e2e).
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        extends: true,
        test: {
          name: 'server-pglite',
          include: withPostgres ? embeddedDatabaseTests : serverTests,
          exclude: withPostgres ? [...processTests, ...migrationUpgradeTests] : processTests,
          env: { VM_TEST_DB: 'pglite' },
          globalSetup: [dbTemplate],
          ...serverTimeouts,
        },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-postgres',
                include: serverTests,
                exclude: processTests,
                env: { VM_TEST_DB: 'postgres' },
                globalSetup: [dbTemplate],
                ...serverTimeouts,
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'server-processes',
          include: processTests,
          env: { VM_TEST_DB: withPostgres ? 'postgres' : 'pglite' },
          globalSetup: [dbTemplate],
          ...serverTimeouts,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // A page load on a shared CI machine can take seconds: vitest's 1 s poll default made
          // `expect.poll` on a page flaky. One project-wide wait, never set per call (0138).
          expect: { poll: { timeout: 15_000 } },
          globalSetup: ['e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
