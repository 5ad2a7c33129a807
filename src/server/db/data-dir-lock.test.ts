import { z } from '@hono/zod-openapi';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../bootstrap';
import { loadConfig } from '../env';
import { openPglite } from './client';
import { testDatabaseMode } from '../testing/test-database';
import {
  crashServerProcess,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../testing/server-process';
import { VillaSchema } from '../villas/contract';
import { serverBundle } from '../../../scripts/build-if-changed';

/** Another process's answer: parsed with the contract's schema (decision 0157). */
const VillaListSchema = z.array(VillaSchema);

const run = promisify(execFile);

/**
 * A data folder as a server's first start leaves it: the run's seeded template (database-template.ts)
 * loaded into `<folder>/pglite`, so each start finds nothing to migrate or seed (decision 0170).
 */
async function startedDataDir(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const template = new Blob([readFileSync(inject('pgliteSeededTemplate'))]);
  const database = await openPglite(path.join(dataDir, 'pglite'), { loadDataDir: template });
  await database.close();
  return dataDir;
}

describe.runIf(testDatabaseMode() === 'pglite')('the embedded database folder', () => {
  let dataDir: string;
  let first: RunningServer;

  beforeAll(async () => {
    dataDir = await startedDataDir('vm-lock-');
    first = await startServer(loadConfig({ PORT: '0', DATA_DIR: dataDir }), undefined);
  });
  afterAll(async () => {
    await first?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server process with a message naming the folder, and the data stays intact', async () => {
    const second = run(process.execPath, [serverBundle], {
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir },
      timeout: 30_000,
    });
    await expect(second).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`The data folder ${dataDir} is already in use`),
    });
    const res = await fetch(`${first.url}/api/villas`);
    expect(VillaListSchema.parse(await res.json()).length).toBe(3);
  });

  it('keeps the data across a restart', async () => {
    await first.close();
    first = await startServer(loadConfig({ PORT: '0', DATA_DIR: dataDir }), undefined);
    const res = await fetch(`${first.url}/api/villas`);
    expect(VillaListSchema.parse(await res.json()).length).toBe(3);
  });
});

describe.runIf(testDatabaseMode() === 'pglite')('after a crash of the embedded server', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    dataDir = await startedDataDir('vm-crash-');
  });
  afterAll(async () => {
    await stopServerProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("a new server takes the dead owner's lock over at once and the data is there", async () => {
    server = await startServerProcess('', { DATA_DIR: dataDir });
    const before = await fetch(`${server.url}/api/villas`);
    expect(VillaListSchema.parse(await before.json()).length).toBe(3);
    await crashServerProcess(server);
    // Before the fix this start failed for ~60 s: "already in use by another server".
    server = await startServerProcess('', { DATA_DIR: dataDir });
    expect(server.output.join('')).toContain('taking its lock over');
    const after = await fetch(`${server.url}/api/villas`);
    expect(VillaListSchema.parse(await after.json()).length).toBe(3);
  }, 180_000);
});
