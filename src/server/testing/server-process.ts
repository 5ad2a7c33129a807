import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** One real app process (src/server/main.ts) on a free port, with its output kept for assertions. */
export type ServerProcess = { child: ChildProcess; url: string; output: string[] };

/**
 * Starts `src/server/main.ts` with `env` added to this process's environment (PORT 0, no SMTP) and
 * resolves once it listens. Rejects with the output when it exits first or does not start in 90 s.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: '0', SMTP_URL: '', NODE_ENV: 'test', ...env },
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

/** SIGTERM (graceful), then SIGKILL after 10 s. */
export async function stopServerProcess(p: ServerProcess | undefined): Promise<void> {
  if (!p || p.child.exitCode !== null || p.child.signalCode !== null) return;
  const exited = new Promise((resolve) => p.child.once('exit', resolve));
  p.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
}

/** Kills the process at once (a crash: no cleanup runs) and waits for it to be gone. */
export async function crashServerProcess(p: ServerProcess): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  const exited = new Promise((resolve) => p.child.once('exit', resolve));
  p.child.kill('SIGKILL');
  await exited;
}
