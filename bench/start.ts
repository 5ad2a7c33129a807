// Start budget (DESIGN.md "Performance budgets"): `npm start` serves an existing build when its
// inputs have not changed, and a restart after `kill -9` of the embedded-database server is healthy
// (GET /api/health answers 200) within 3 s on an idle machine. Runs scripts/start.ts (what
// `npm start` runs) on a fresh data folder: a first start (migrations, demo data), a stop, a start
// with the build and data present, `kill -9`, and the start after it (the data folder's lock of the
// dead server is taken over: src/server/db/data-dir-lock.ts).
//
// Usage: npm run bench:start   BENCH_START_PORT (default 4104)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadLine, sleep, verdict } from './support/processes';

const port = Number(process.env.BENCH_START_PORT ?? 4104);
const dataDir = mkdtempSync(path.join(tmpdir(), 'vm-bench-start-'));
const BUDGET_MS = 3000;

/** Starts `npm start`'s script and resolves with the ms until /api/health answers 200. */
async function startToHealthy(): Promise<{ child: ChildProcess; ms: number; built: boolean }> {
  const started = performance.now();
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let built = false;
  child.stdout!.on('data', (d: Buffer) => {
    if (d.toString().includes('Building the front end')) built = true;
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error('the server exited before it was healthy');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) return { child, ms: performance.now() - started, built };
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
}

async function stop(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

const lines: string[] = [];
let ok = true;
try {
  console.log(`${loadLine()} at the start`);
  const first = await startToHealthy();
  console.log(
    `first start (fresh data folder${first.built ? ', front end built' : ''}): ${first.ms.toFixed(0)} ms`,
  );
  await stop(first.child, 'SIGTERM');
  const warm = await startToHealthy();
  console.log(
    `start with the build and data present: ${warm.ms.toFixed(0)} ms${warm.built ? ' (it built: the inputs changed?)' : ''}`,
  );
  lines.push(
    verdict(
      !warm.built,
      'npm start serves the existing build',
      warm.built ? 'rebuilt' : 'no build',
      'no build when unchanged',
    ),
  );
  ok &&= !warm.built;
  lines.push(
    verdict(
      true,
      'npm start to healthy (build present)',
      `${warm.ms.toFixed(0)} ms`,
      'printed (no budget)',
    ),
  );
  await stop(warm.child, 'SIGKILL');
  const after = await startToHealthy();
  const pass = after.ms <= BUDGET_MS;
  ok &&= pass;
  lines.push(
    verdict(
      pass,
      'restart to healthy after kill -9',
      `${after.ms.toFixed(0)} ms`,
      `≤ ${BUDGET_MS} ms (idle machine)`,
    ),
  );
  await stop(after.child, 'SIGTERM');
  console.log(`${loadLine()} at the end\n\nStart (embedded database)`);
  for (const line of lines) console.log(line);
  process.exitCode = ok ? 0 : 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
