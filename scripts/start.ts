// `npm start`: builds the front end and the server bundle only when their inputs changed since the
// last build (build-if-changed.ts), then runs the server bundle in this process (decisions 0142,
// 0151). START_BUILD_ONLY=1 builds when needed and does not start the server (bench/all.ts,
// scripts/test.sh).
import { pathToFileURL } from 'node:url';
import { buildIfChanged, serverBundle } from './build-if-changed';

try {
  buildIfChanged();
} catch (err) {
  console.error(`${(err as Error).message}; the server was not started.`);
  process.exit(1);
}
// The bundle, not src/server/main.ts through tsx: a few files instead of ~350 to transpile and load.
if (!process.env.START_BUILD_ONLY) await import(pathToFileURL(serverBundle).href);
