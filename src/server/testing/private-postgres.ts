import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A throw-away PostgreSQL cluster of one test's own (data and socket under /tmp, a free port on
 * 127.0.0.1), which the test may stop, crash and start again: a real database restart without ever
 * touching the machine's shared server. As root (CI) the binaries run as the `postgres` user.
 */
export type PrivatePostgres = {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database: string): string;
  /** 'fast': backends are told 57P01 and the server stops; 'immediate': a crash (recovery on start). */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
};

/** The bin folder of the newest installed PostgreSQL server, when there is one. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(`${root}/${v}/bin/initdb`) && existsSync(`${root}/${v}/bin/pg_ctl`))
    .sort((x, y) => Number(y) - Number(x));
  return versions[0] ? `${root}/${versions[0]}/bin` : undefined;
}

const asRoot = () => process.getuid?.() === 0;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql');
  const dir = mkdtempSync('/tmp/vm-private-pg-');
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot()
      ? ['runuser', ['-u', 'postgres', '--', `${bin}/${tool}`, ...args]]
      : [`${bin}/${tool}`, args];
  if (asRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = `${dir}/data`;
  const port = await freePort();
  await run(
    ...command('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C',
    ]),
  );
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const pgCtl = (args: string[]) => run(...command('pg_ctl', ['-D', data, ...args]));
  const start = async () => {
    await pgCtl(['-o', options, '-l', `${dir}/log`, '-w', '-t', '30', 'start']);
  };
  // Never leave a server behind, even when the test run dies.
  let running = false;
  const kill = () => {
    if (!running) return;
    try {
      execFileSync(...command('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']), {
        stdio: 'ignore',
      });
    } catch {
      // already stopped
    }
  };
  process.once('exit', kill);
  await start();
  running = true;
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: async (mode) => {
      await pgCtl(['-m', mode, '-w', '-t', '30', 'stop']);
      running = false;
    },
    start: async () => {
      await start();
      running = true;
    },
    destroy: async () => {
      kill();
      running = false;
      process.removeListener('exit', kill);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
