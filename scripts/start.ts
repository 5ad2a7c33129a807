// `npm start`: builds the front end and the server bundle only when their inputs changed since the
// last build, then runs the server bundle in this process (decisions 0142, 0151). The build's inputs
// are hashed (file names and contents); the hash of the inputs of the build in dist/web and
// dist/server is kept in dist/build-inputs.sha256.
// A fresh clone has no build and no stamp: it builds. Set FORCE_BUILD=1 to build anyway;
// START_BUILD_ONLY=1 builds when needed and does not start the server (bench/all.ts).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'dist', 'build-inputs.sha256');
const builtIndex = path.join(root, 'dist', 'web', 'index.html');
const serverBundle = path.join(root, 'dist', 'server', 'main.mjs');

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

function buildIfChanged(): void {
  const inputs = buildInputsHash();
  const built = existsSync(builtIndex) && existsSync(serverBundle) && existsSync(stampFile);
  if (!process.env.FORCE_BUILD && built && readFileSync(stampFile, 'utf8').trim() === inputs)
    return;
  console.log(
    'Building the front end and the server (their sources changed since the last build)...',
  );
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  run('The front-end build', [vite, 'build', '--logLevel', 'warn']);
  run('The server build', ['--import', 'tsx', path.join(root, 'scripts', 'build-server.ts')]);
  writeFileSync(stampFile, `${inputs}\n`);
}

function run(what: string, args: string[]): void {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status === 0) return;
  console.error(`${what} failed; the server was not started.`);
  process.exit(result.status ?? 1);
}

buildIfChanged();
// The bundle, not src/server/main.ts through tsx: a few files instead of ~350 to transpile and load.
if (!process.env.START_BUILD_ONLY) await import(pathToFileURL(serverBundle).href);
