import { existsSync } from 'node:fs';
import path from 'node:path';

/** The end-to-end tests run against the built front end (npm test builds it first). */
export default function setup() {
  const index = path.resolve('dist/web/index.html');
  if (!existsSync(index))
    throw new Error(
      'dist/web is missing: run "npx vite build" (npm test does it) before the e2e tests',
    );
  if (!existsSync('/usr/bin/chromium'))
    throw new Error(
      'Debian Chromium is missing: npm test installs it (apt-get install -y chromium)',
    );
}
