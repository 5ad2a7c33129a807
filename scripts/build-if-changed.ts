// The build `npm start` serves and the tests run: the front end (dist/web) and the server bundle
// (dist/server/main.mjs), built only when their inputs changed since the last build (decisions
// 0142, 0151, 0174). The build's inputs are hashed (file names and contents); the hash of the
// inputs of the build in dist/web and dist/server is kept in dist/build-inputs.sha256. A fresh
// clone has no build and no stamp: it builds. FORCE_BUILD=1 builds anyway.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'dist', 'build-inputs.sha256');
const builtIndex = path.join(root, 'dist', 'web', 'index.html');
export const serverBundle = path.join(root, 'dist', 'server', 'main.mjs');

/**
 * What the build reads: all of src (the web imports the domain and the server's contracts, and
 * those import further; tests excluded), the public folder, Vite's configuration and its helper,
 * the TypeScript configuration and the locked dependency versions.
 */
const INPUT_DIRS = ['src', 'public'];
const INPUT_FILES = [
  'vite.config.ts',
  'scripts/vite-app-graphs.ts',
  'scripts/build-server.ts',
  'package-lock.json',
  'tsconfig.base.json',
];
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile() && !isTest(entry.name)) yield full;
  }
}

function buildInputsHash(): string {
  const files = [
    ...INPUT_DIRS.flatMap((d) => [...filesUnder(path.join(root, d))]),
    ...INPUT_FILES.map((f) => path.join(root, f)).filter((f) => existsSync(f)),
  ].sort();
  const hash = createHash('sha256');
  // The server bundle names its source files by absolute path (build-server.ts): a moved checkout builds.
  hash.update(root);
  hash.update('\0');
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * Builds both halves when their inputs changed; throws, naming the step, when a build fails. Once
 * per process: Vitest's global setups (e2e and each server project) all call it in its one process.
 */
const checked = globalThis as { vmBuildChecked?: boolean };
export function buildIfChanged(): void {
  if (checked.vmBuildChecked) return;
  const inputs = buildInputsHash();
  const built = existsSync(builtIndex) && existsSync(serverBundle) && existsSync(stampFile);
  if (!process.env.FORCE_BUILD && built && readFileSync(stampFile, 'utf8').trim() === inputs) {
    checked.vmBuildChecked = true;
    return;
  }
  console.log(
    'Building the front end and the server (their sources changed since the last build)...',
  );
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  run('The front-end build', [vite, 'build', '--logLevel', 'warn']);
  run('The server build', ['--import', 'tsx', path.join(root, 'scripts', 'build-server.ts')]);
  writeFileSync(stampFile, `${inputs}\n`);
  checked.vmBuildChecked = true;
}

/**
 * The builds run without the caller's NODE_ENV and Vitest's variables: under a test runner's
 * NODE_ENV=test Vite would build the development React and other chunks (decision 0174).
 */
function buildEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env))
    if (key === 'NODE_ENV' || key === 'TEST' || key.startsWith('VITEST')) delete env[key];
  return env;
}

function run(what: string, args: string[]): void {
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: buildEnv(),
  });
  if (result.status !== 0) throw new Error(`${what} failed (exit ${result.status ?? 'by signal'})`);
}
