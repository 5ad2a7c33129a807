import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serverBundle } from '../../../scripts/build-if-changed';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export type ServerProcess = { child: ChildProcess; url: string; output: string[] };

/**
 * One app process on a free port, on the PostgreSQL database `databaseUrl` (an empty string: the
 * embedded database of DATA_DIR). It runs as `npm start` runs it, the server bundle
 * (dist/server/main.mjs) that the server projects' global setup builds when its sources changed;
 * through tsx each start spent ~3 s of CPU transpiling ~350 modules (decision 0174).
 * Test payments on purpose (PAYMENT_PROVIDER=test; pass `PAYMENT_PROVIDER: ''` to see the
 * fail-closed start). Rejects with a ServerExitedError (code and output) when the process exits
 * before listening.
 */
export function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [serverBundle], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: '0',
        DEMO_MODE: 'false',
        SMTP_URL: '',
        NODE_ENV: 'test',
        PAYMENT_PROVIDER: 'test',
        // The start is detected from the "running on" log line (NODE_ENV=test alone means silent).
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${output.join('')}`)),
      90_000,
    );
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const m = /running on (http:\/\/localhost:\d+)/.exec(output.join(''));
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]!, output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new ServerExitedError(code, output.join('')));
    });
  });
}

export class ServerExitedError extends Error {
  constructor(
    readonly code: number | null,
    readonly output: string,
  ) {
    super(`server exited with ${code}:\n${output}`);
  }
}

const running = (p: ServerProcess) => p.child.exitCode === null && p.child.signalCode === null;

export async function stopServerProcess(p: ServerProcess | undefined) {
  if (!p || !running(p)) return;
  const exited = new Promise((resolve) => p.child.once('exit', resolve));
  p.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (running(p)) p.child.kill('SIGKILL');
}

/** Kills the process at once (a crash: no cleanup runs) and waits until it is gone. */
export async function crashServerProcess(p: ServerProcess): Promise<void> {
  if (!running(p)) return;
  const exited = new Promise((resolve) => p.child.once('exit', resolve));
  p.child.kill('SIGKILL');
  await exited;
}
