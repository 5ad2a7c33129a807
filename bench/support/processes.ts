// Shared by the bench scripts: a throw-away PostgreSQL database, server processes started the way
// production starts them, and their resident memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A fresh database named `<BENCH_DB_PREFIX or prefix><time>`; drop() removes it. */
export async function createBenchDatabase(
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${process.env.BENCH_DB_PREFIX ?? prefix}${Date.now()}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await withAdmin((c) => c.query(`create database "${name}"`));
  return {
    url: url.toString(),
    drop: async () => {
      await withAdmin((c) => c.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

export type Started = { child: ChildProcess; port: number; pid: number };

/**
 * What `npm start` runs in `dir`: the arguments of its package.json's `start` script, which must be
 * `node <options> <script>` (the bench then runs exactly that, with the same node and V8 options),
 * split into the options and the script.
 */
export function npmStart(dir = process.cwd()): { nodeOptions: string[]; script: string } {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    scripts?: { start?: string };
  };
  const words = (pkg.scripts?.start ?? '').trim().split(/\s+/);
  if (words[0] !== 'node' || words.length < 2 || words.some((w) => /["'$&|;<>`]/.test(w)))
    throw new Error(`npm start is not a plain "node <options> <script>": ${pkg.scripts?.start}`);
  return { nodeOptions: words.slice(1, -1), script: words.at(-1)! };
}

/** Node's options of `npm start` without its module loaders (`--import x`): V8 and runtime flags. */
export function runtimeOptions(nodeOptions: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < nodeOptions.length; i++) {
    const o = nodeOptions[i]!;
    if (o === '--import' || o === '--require' || o === '-r') i++;
    else if (!/^--(import|require)=/.test(o)) out.push(o);
  }
  return out;
}

/**
 * Starts `node <nodeArgs> <script>` in `cwd` (`--import tsx` before the script unless `loader`
 * says otherwise: `nodeArgs` then carry the loader) and resolves when its stdout matches `ready`
 * (the first group is the port). Its later output is drained (never parsed: a server logging one
 * line per request must not slow the load generator).
 */
export function startNode(
  script: string,
  opts: {
    cwd?: string;
    env: Record<string, string>;
    ready: RegExp;
    nodeArgs?: string[];
    loader?: 'tsx' | 'own';
  },
): Promise<Started> {
  return new Promise((resolve, reject) => {
    const cwd = opts.cwd ?? process.cwd();
    const loader = opts.loader === 'own' ? [] : ['--import', 'tsx'];
    const child = spawn(
      process.execPath,
      [...(opts.nodeArgs ?? []), ...loader, path.join(cwd, script)],
      { cwd, env: { ...process.env, ...opts.env }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let seen = '';
    const onData = (d: Buffer) => {
      seen = (seen + d.toString()).slice(-4096);
      const m = opts.ready.exec(seen);
      if (!m) return;
      child.stdout!.off('data', onData);
      child.stdout!.resume();
      resolve({ child, port: Number(m[1]), pid: child.pid! });
    };
    child.stdout!.on('data', onData);
    child.on('exit', (code, signal) =>
      reject(new Error(`${script} exited (${code ?? signal}) before it was ready`)),
    );
  });
}

/** Stops a started process (SIGTERM, then SIGKILL after `graceMs`) and waits for its exit. */
export async function stop(p: Started, graceMs = 5000): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => p.child.once('exit', () => resolve()));
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => p.child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Resident set size of a process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; 100 ticks a second). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One budget line, the form every bench script prints and `bench/all.ts` collects. */
export function verdict(pass: boolean, figure: string, value: string, budget: string): string {
  return `${pass ? 'PASS' : 'FAIL'}  ${figure.padEnd(34)} ${value.padStart(22)}   budget ${budget}`;
}

export function loadLine(): string {
  return `load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`;
}
